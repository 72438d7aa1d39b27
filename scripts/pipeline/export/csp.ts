/**
 * Each exported page's Content Security Policy, as a `<meta http-equiv>` at the top of its `<head>`:
 * the site's own origin, plus the SHA-256 of every inline script and style of the final HTML. The
 * last link of a page's chain (pages.ts), so it hashes the page as it ships. Inline code inside
 * `<main>`, where story content renders, is never hashed: the browser blocks it, and the build
 * reports it. What a `<meta>` cannot say (frame-ancestors) the host's headers add
 * (deploy/nginx/pacific-ledger.conf, server/hosting.ts).
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { SEARCH_PAGES } from './early-search';

/** Pages that instantiate WebAssembly (Pagefind's search in each edition), by their path inside the export. */
const WASM_PAGES = SEARCH_PAGES;

/** Script types the browser runs, so CSP checks them; any other type is a data block (JSON-LD). */
const EXECUTABLE_TYPES =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ec)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

interface Page {
  /** Where the policy goes: right after `<head>`, or after a leading `<meta charset>`. */
  insertAt: number;
  /** A policy written by an earlier run, replaced. */
  existing?: [number, number];
  scripts: string[];
  styles: string[];
  /** Values of style="" attributes. */
  styleAttributes: string[];
  manifest: boolean;
  /** Inline scripts and styles inside `<main>`, where article content renders: never allowed. */
  refused: number;
}

function inspect(html: string): Page {
  const page: Page = { insertAt: -1, scripts: [], styles: [], styleAttributes: [], manifest: false, refused: 0 };
  let afterHead = false;
  let mainDepth = 0;
  let inline: { tag: string; start: number } | null = null;
  const parser = new Parser({
    onopentag(tag, attributes) {
      const end = parser.endIndex + 1;
      if (afterHead && tag === 'meta' && 'charset' in attributes) page.insertAt = end;
      afterHead = tag === 'head' && page.insertAt < 0;
      if (afterHead) page.insertAt = end;
      if (attributes.style !== undefined) {
        if (mainDepth > 0) page.refused += 1;
        else page.styleAttributes.push(attributes.style);
      }
      if (tag === 'main') mainDepth += 1;
      if (tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy')
        page.existing = [parser.startIndex, end];
      if (tag === 'link' && attributes.rel?.toLowerCase().split(/\s+/).includes('manifest')) page.manifest = true;
      const executable = !('src' in attributes) && EXECUTABLE_TYPES.test((attributes.type ?? '').trim().toLowerCase());
      if (tag === 'style' || (tag === 'script' && executable)) inline = { tag, start: end };
    },
    onclosetag(tag, implied) {
      if (inline?.tag === tag) {
        const text = html.slice(inline.start, implied ? html.length : parser.startIndex);
        // An empty script never runs; an empty style is still checked.
        if (mainDepth > 0) page.refused += 1;
        else if (tag === 'style') page.styles.push(text);
        else if (text) page.scripts.push(text);
        inline = null;
      }
      if (tag === 'main') mainDepth -= 1;
    },
  });
  parser.end(html);
  return page;
}

/** The CSP source for a script or style text, as the browser hashes it (after newline normalisation). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;
}

function policyFor(page: Page, wasm: boolean): string {
  const hashes = (texts: string[]) => [...new Set(texts.map(sha256Source))];
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes(page.scripts), ...(wasm ? ["'wasm-unsafe-eval'"] : [])].join(' '),
    ["style-src 'self'", ...hashes(page.styles)]
      .concat(page.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes(page.styleAttributes)] : [])
      .join(' '),
    "img-src 'self'",
    "connect-src 'self'",
    // Workers from the site only: the offline reading service worker, /sw.js (scripts/pipeline/export/offline.ts).
    "worker-src 'self'",
    ...(page.manifest ? ["manifest-src 'self'"] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Writes the page's policy as a `<meta http-equiv>` before anything the page loads. `file` is the
 * page's path inside the export, with forward slashes (`search/index.html`).
 */
export function addPolicyToHtml(html: string, file: string): { html: string; policy: string; refused: number } {
  let page = inspect(html);
  while (page.existing) {
    html = html.slice(0, page.existing[0]) + html.slice(page.existing[1]);
    page = inspect(html);
  }
  if (page.insertAt < 0) throw new Error(`${file}: no <head> to hold the Content Security Policy`);
  const policy = policyFor(page, WASM_PAGES.has(file));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: html.slice(0, page.insertAt) + meta + html.slice(page.insertAt), policy, refused: page.refused };
}
