/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loaderSources } from './defer-scripts';
import { editorRoute, exportedFile } from '@/lib/routes';
import { finishPages, MIN_PAGES_PER_THREAD } from './pages';
import { searchScripts } from './search-scripts';

/** An exported page as Next writes it: an async chunk, a preload, inline scripts, content in <main>. */
const exportedPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="system"</script><title>Story</title></head>',
  '<body><main><article><p>Body</p><script>window.__xss=1</script></article></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('finishPages', () => {
  it('defers the scripts and writes a policy that hashes the loader, in every HTML file without a policy of its own, and nothing else', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    const files = ['index.html', '404.html', 'news/story/index.html', 'search/index.html'];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), exportedPage);
    }
    fs.writeFileSync(path.join(out, 'feed.xml'), '<rss><script>x()</script></rss>');
    // The editor's page keeps its own scripts and policy (server/editor/page.ts).
    const editorPage =
      '<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"></head><body><script src="decap-cms.js"></script></body></html>';
    fs.mkdirSync(path.join(out, path.dirname(exportedFile(editorRoute()))));
    fs.writeFileSync(path.join(out, exportedFile(editorRoute())), editorPage);

    const pages = await finishPages(out, searchScripts());

    expect(pages.map((page) => page.name)).toEqual([
      '404.html',
      'admin/index.html',
      'index.html',
      'news/story/index.html',
      'search/index.html',
    ]);
    expect(pages[1]).toMatchObject({ scripts: 0, refused: 0, policyBytes: "script-src 'self'".length });
    for (const page of pages.filter((page) => page.name !== 'admin/index.html')) {
      expect(page).toMatchObject({ scripts: 2, refused: 1 });
      const html = fs.readFileSync(path.join(out, page.name), 'utf8');
      expect(loaderSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
      expect(html).not.toContain('async=""');
      // The policy is written after the loader exists, so it allows the loader by its hash.
      const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)![1];
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1];
      expect(policy).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    }
    expect(pages.find((page) => page.name === 'search/index.html')!.policyBytes).toBeGreaterThan(pages[0].policyBytes);
    expect(fs.readFileSync(path.join(out, 'feed.xml'), 'utf8')).toBe('<rss><script>x()</script></rss>');
    expect(fs.readFileSync(path.join(out, exportedFile(editorRoute())), 'utf8')).toBe(editorPage);
    // A second run finds the pages finished and leaves their bytes as they are.
    const first = files.map((file) => fs.readFileSync(path.join(out, file), 'utf8'));
    await finishPages(out, searchScripts());
    expect(files.map((file) => fs.readFileSync(path.join(out, file), 'utf8'))).toEqual(first);
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('shares the pages among worker threads and stops on a page it cannot finish, naming it', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    const files = Array.from(
      { length: 3 * MIN_PAGES_PER_THREAD },
      (_, index) => `news/story-${String(index).padStart(3, '0')}/index.html`,
    );
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), exportedPage);
    }
    expect((await finishPages(out, searchScripts(), 3)).map((page) => page.name)).toEqual(files);
    fs.writeFileSync(path.join(out, 'news/story-004/index.html'), exportedPage.replace(/<\/?head>/g, ''));
    await expect(finishPages(out, searchScripts(), 3)).rejects.toThrow(
      'news/story-004/index.html: no <head> to hold the Content Security Policy',
    );
    fs.rmSync(out, { recursive: true, force: true });
    // Each worker thread starts TypeScript (tsx) before its first page: seconds on a busy machine.
  }, 60_000);
});
