import fs from 'node:fs';
import { expect, test } from './support/test';

/** Netlify / Cloudflare Pages `_headers`: a path line, then indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else if (current) {
      const [name, ...value] = line.trim().split(':');
      current[name.trim().toLowerCase()] = value.join(':').trim();
    }
  }
  return rules;
}

test('out/ ships the files static hosts read: _headers, .nojekyll, 404.html, folder indexes', () => {
  for (const file of [
    '_headers',
    '.nojekyll',
    '404.html',
    'index.html',
    'category/us/index.html',
    'feed.xml',
    'sitemap.xml',
    'robots.txt',
  ]) {
    expect(fs.existsSync(`out/${file}`), file).toBe(true);
  }
  const rules = parseHeaders(fs.readFileSync('out/_headers', 'utf8'));
  expect(rules.get('/_next/static/*')?.['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(rules.get('/*')).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': "frame-ancestors 'none'",
    'strict-transport-security': expect.stringMatching(/^max-age=\d{8,}/),
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': expect.stringContaining('max-age=300'),
  });
  expect(rules.get('/feed.xml')?.['content-type']).toContain('application/rss+xml');
  // The editor's sign-in popup answers its page through window.opener (docs/editor.md).
  expect(rules.get('/admin/*')).toEqual({ 'cross-origin-opener-policy': 'same-origin-allow-popups' });
  // A live story's page checks it every 20 s: each check must reach the host.
  expect(rules.get('/news/*/live.json')?.['cache-control']).toBe('no-cache');
});

test('the plain static server answers like a host: 404 page with status 404, slash redirect', async ({ request }) => {
  const missing = await request.get('/no/such/page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  const redirect = await request.get('/news/port-cargo-volumes-spring', { maxRedirects: 0 });
  expect(redirect.status()).toBeGreaterThanOrEqual(301);
  expect(redirect.status()).toBeLessThanOrEqual(308);
  expect(redirect.headers().location).toMatch(/\/news\/port-cargo-volumes-spring\/$/);
});
