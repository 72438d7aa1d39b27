/**
 * @jest-environment node
 */
import { earlySearchConfig } from '../../../lib/early-search-config';
import { prefixedEditions } from '../../../lib/editions';
import { messagesOf } from '../../../server/editions';
import { addEarlySearch, earlySearchScript } from './early-search';
import { searchScripts } from './search-scripts';
import { finishPage } from './pages';

const exported = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script>theme()</script><title>Search</title></head>',
  '<body><main><p role="status"></p></main></body></html>',
].join('');

const scripts = searchScripts();
const script = `<script id="early-search">${earlySearchScript()}</script>`;

describe('addEarlySearch', () => {
  it('writes the early script into the search page only, after its charset and before its stylesheet', () => {
    const html = addEarlySearch(exported, 'search/index.html', scripts);
    expect(html).toBe(exported.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${script}`));
    for (const file of ['index.html', 'news/story/index.html', 'search.html', '404.html'])
      expect(addEarlySearch(exported, file, scripts)).toBe(exported);
  });

  it('writes each edition’s search page its own, its results dated in its language, and grants it WebAssembly', () => {
    for (const edition of prefixedEditions()) {
      const file = `${edition.id}/search/index.html`;
      const html = addEarlySearch(exported, file, scripts);
      const own = earlySearchScript(earlySearchConfig(edition, messagesOf(edition).sections));
      expect(html).toContain(`<script id="early-search">${own}</script>`);
      expect(own).toContain(`locale:"${edition.locale}"`);
      expect(finishPage(exported, file, scripts).html).toMatch(/script-src[^;"]*'wasm-unsafe-eval'/);
      expect(addEarlySearch(exported, `${edition.id}/news/story/index.html`, scripts)).toBe(exported);
    }
    expect(finishPage(exported, 'news/story/index.html', scripts).html).not.toContain('wasm-unsafe-eval');
  });

  it('replaces the one an earlier run wrote', () => {
    const once = addEarlySearch(exported, 'search/index.html', scripts);
    const stale = once.replace(earlySearchScript(), 'old()');
    expect(addEarlySearch(stale, 'search/index.html', scripts)).toBe(once);
    expect(addEarlySearch(once, 'search/index.html', scripts)).toBe(once);
  });

  it('is allowed by the page’s policy, which comes before it', () => {
    const { html } = finishPage(exported, 'search/index.html', scripts);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)!;
    expect(html.indexOf(policy[0])).toBeLessThan(html.indexOf(script));
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    const { createHash } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    expect(policy[1]).toContain(`'sha256-${createHash('sha256').update(earlySearchScript()).digest('base64')}'`);
    expect(finishPage(html, 'search/index.html', scripts).html).toBe(html);
  });

  it('is one script that imports from the page’s own origin, and no text in its settings can end the script element', () => {
    const hostile = earlySearchScript({ ...earlySearchConfig(), folder: '/</script><script>alert(1)//pagefind/' });
    expect(hostile).not.toMatch(/<\//);
    expect(earlySearchScript()).toContain('folder:"/pagefind/"');
    expect(earlySearchScript()).toMatch(/import\(\w+\)/);
    expect(earlySearchScript()).not.toMatch(/process\.env|require\(/);
    expect(() => new Function(earlySearchScript().replace(/import\((\w+)\)/, '$1'))).not.toThrow();
  });
});
