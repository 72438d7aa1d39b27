import 'server-only';
import { editions, inEdition } from '@/lib/editions';
import { editorRoute, withBasePath } from '@/lib/routes';
import { allKinds } from './page-kinds';

/**
 * What a static host answers besides the files: the headers of every response and those of the page
 * kinds' own files (server/page-kinds.ts `headers`) in every edition, as `out/_headers` gives them to
 * Netlify and Cloudflare Pages. deploy/nginx/pacific-ledger.conf says the same to nginx, and a test
 * holds it to this list (hosting.test.ts).
 */
export interface HeaderRule {
  /** An address pattern of the site, under the base path: `*` stands for any part of one. */
  path: string;
  headers: Record<string, string>;
  /** Why, written above the rule. */
  note?: string;
}

/** Every response: each page carries its own Content Security Policy in a `<meta>`; the header adds frame-ancestors. */
export const SITE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cache-Control': 'public, max-age=300, must-revalidate',
};

export function headerRules(): HeaderRule[] {
  const site: HeaderRule[] = [
    { path: '/*', headers: SITE_HEADERS },
    {
      path: `${editorRoute()}*`,
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' },
      note: "The editor's page keeps the popup it opens to sign staff in: the OAuth helper's page answers it through window.opener.",
    },
    {
      path: '/_next/static/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      note: 'Hashed: never changes.',
    },
    { path: '/generated/*', headers: { 'Cache-Control': 'public, max-age=86400' } },
    {
      path: '/sw.js',
      headers: { 'Cache-Control': 'no-cache' },
      note: 'The offline reading service worker: checked on every page view online, new with each build whose front page changed.',
    },
  ];
  const kinds = allKinds().flatMap((kind) =>
    (kind.headers ?? []).flatMap(({ path, headers }) => editions.map((edition) => ({ path: inEdition(edition, path), headers }))),
  );
  return [...site, ...kinds].map((rule) => ({ ...rule, path: withBasePath(rule.path) }));
}

/**
 * The rules as `_headers` writes them: a path line, then its headers indented. A later rule's header
 * replaces an earlier one's of the same name on Netlify, as Cache-Control does for /_next/static/.
 */
export function headersFile(rules: HeaderRule[] = headerRules()): string {
  const head = '# Netlify and Cloudflare Pages read this file (server/hosting.ts writes it with each build).\n';
  const blocks = rules.map(({ path, headers, note }) =>
    [...(note ? [`# ${note}`] : []), path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${head}\n${blocks.join('\n\n')}\n`;
}
