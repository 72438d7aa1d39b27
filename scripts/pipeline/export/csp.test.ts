/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { addPolicyToHtml } from './csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const addressFix = '(function d(a){window.location.hash})("")';
const theme = "document.documentElement.dataset.theme=localStorage.getItem('theme')||'system'";
const flight = '(self.__next_f=self.__next_f||[]).push([0])';
const noscriptStyle = '.nav-menu-button{display:none!important}';
const injected = "window.__xss='sanitiser miss'";

/** The shape of an exported page: Next's head, inline scripts in head and body, content in <main>. */
function exportedPage(extraHead = '') {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    `<script>${addressFix}</script><script>${theme}</script>${extraHead}<title>Story</title></head>`,
    '<body><header><nav>Pacific Ledger</nav></header><main>',
    '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
    `<article><p>Body</p><script>${injected}</script></article></main>`,
    `<noscript><style>${noscriptStyle}</style></noscript>`,
    `<script>${flight}</script><script>self.__next_f.push([1,"page"])</script></body></html>`,
  ].join('');
}

/** The policy of a page, directive by directive. */
function directives(html: string): Map<string, string[]> {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)![1];
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('addPolicyToHtml', () => {
  it('allows the inline scripts the build wrote, by hash, and nothing looser', () => {
    const { html } = addPolicyToHtml(exportedPage(), 'news/story/index.html');
    const policy = directives(html);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hash(addressFix),
      hash(theme),
      hash(flight),
      hash('self.__next_f.push([1,"page"])'),
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", hash(noscriptStyle)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    const sources = [...policy.values()].flat();
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'https:', 'http:'])
      expect(sources).not.toContain(loose);
  });

  it('never allows a script inside <main>, where article content renders', () => {
    const { html, refused } = addPolicyToHtml(exportedPage(), 'news/story/index.html');
    expect(directives(html).get('script-src')).not.toContain(hash(injected));
    expect(directives(html).get('script-src')).not.toContain(hash('{"@type":"NewsArticle"}'));
    expect(refused).toBe(1);
  });

  it('puts the policy after the charset and before anything the page loads', () => {
    const { html } = addPolicyToHtml(exportedPage(), 'index.html');
    expect(html.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    const policyAt = html.indexOf('Content-Security-Policy');
    expect(policyAt).toBeLessThan(html.indexOf('<link'));
    expect(policyAt).toBeLessThan(html.indexOf('<script'));

    const withoutCharset = addPolicyToHtml('<html><head><script>a()</script></head><body></body></html>', 'x.html');
    expect(withoutCharset.html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  });

  it("grants 'wasm-unsafe-eval' to the search page only", () => {
    const search = addPolicyToHtml(exportedPage(), 'search/index.html').html;
    expect(directives(search).get('script-src')).toContain("'wasm-unsafe-eval'");
    for (const file of ['index.html', '404.html', 'news/search/index.html'])
      expect(directives(addPolicyToHtml(exportedPage(), file).html).get('script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  it('hashes every executable type and skips data blocks, external and empty scripts', () => {
    const head = [
      '<script type="module">import("/pagefind/pagefind.js")</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="text/javascript">legacy()</script>',
      '<script type="application/json">{"data":1}</script>',
      '<script type="text/template"><p>template</p></script>',
      '<script src="/_next/static/chunks/c.js">ignored()</script>',
      '<script></script>',
    ].join('');
    const scripts = directives(addPolicyToHtml(exportedPage(head), 'index.html').html).get('script-src')!;
    expect(scripts).toEqual(
      expect.arrayContaining([hash('import("/pagefind/pagefind.js")'), hash('{"imports":{}}'), hash('legacy()')]),
    );
    for (const skipped of ['{"data":1}', '<p>template</p>', 'ignored()', '']) expect(scripts).not.toContain(hash(skipped));
    expect(scripts).toHaveLength(8);
  });

  it('lists a script once however often it appears, and hashes CRLF text as the browser reads it', () => {
    const twice = addPolicyToHtml(exportedPage(`<script>${theme}</script><script>a();\r\nb()</script>`), 'x.html');
    const scripts = directives(twice.html).get('script-src')!;
    expect(scripts.filter((source) => source === hash(theme))).toHaveLength(1);
    expect(scripts).toContain(hash('a();\nb()'));
  });

  it('allows style attributes outside <main> by hash, and only when there are some', () => {
    const page = exportedPage().replace('<html lang="en">', '<html lang="en" style="color-scheme:dark">');
    const { html, refused } = addPolicyToHtml(page.replace('<p>Body</p>', '<p style="color:red">Body</p>'), 'x.html');
    expect(directives(html).get('style-src')).toEqual([
      "'self'",
      hash(noscriptStyle),
      "'unsafe-hashes'",
      hash('color-scheme:dark'),
    ]);
    expect(refused).toBe(2);
    expect(directives(addPolicyToHtml(exportedPage(), 'x.html').html).get('style-src')).not.toContain("'unsafe-hashes'");
  });

  it('allows a web app manifest only when the page links one', () => {
    const withManifest = addPolicyToHtml(exportedPage('<link rel="manifest" href="/app.webmanifest"/>'), 'x.html');
    expect(directives(withManifest.html).get('manifest-src')).toEqual(["'self'"]);
    expect(directives(addPolicyToHtml(exportedPage(), 'x.html').html).has('manifest-src')).toBe(false);
  });

  it('replaces its own policy when run again', () => {
    const once = addPolicyToHtml(exportedPage(), 'index.html').html;
    const twice = addPolicyToHtml(once, 'index.html').html;
    expect(twice).toBe(once);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('stops on a page with no <head>, naming it', () => {
    expect(() => addPolicyToHtml('<p>fragment</p>', 'news/broken/index.html')).toThrow(/news\/broken\/index\.html/);
  });
});
