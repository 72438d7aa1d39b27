/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorRepository } from '@/lib/editor';
import { editorPage, editorPolicy } from './page';
import { editorFile, editorLogo } from './files';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe("the editor's page", () => {
  it('has a policy of its own: scripts from the site alone, requests to the site, GitHub and the local backend', () => {
    const policy = directives(editorPolicy(6400));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://api.github.com', 'http://localhost:6400']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('carries the policy, asks search engines to keep out, runs no inline script, and is valid HTML', () => {
    const html = editorPage(8081);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${editorPolicy(8081)}">`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1])).toEqual([' src="decap-cms.js"', ' src="editor.js"']);
    expect([...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1])).toEqual(['editor.css']);
    // As `npm run validate:html` checks it in out/: the site's own html-validate config (.htmlvalidate.mjs).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-page-'));
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    expect(() =>
      execFileSync(
        path.join('node_modules', '.bin', 'html-validate'),
        ['--config', '.htmlvalidate.mjs', path.join(dir, 'index.html')],
        { stdio: 'pipe' },
      ),
    ).not.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** `editor.js` run as a browser runs it, with Decap's global CMS, on a screen `width` px wide whose storage holds `stored`. */
  function runHooks(width: number, stored: Record<string, string> = {}) {
    let handler: ((event: { entry: unknown }) => unknown) | undefined;
    const CMS = { registerEventListener: (listener: { name: string; handler: typeof handler }) => (handler = listener.handler) };
    const storage = new Map(Object.entries(stored));
    const window = {
      // The queries the hooks ask, answered as a browser of that width would: only max-width ones are.
      matchMedia: (query: string) => ({ matches: width <= Number(/^\(max-width: (\d+)px\)$/.exec(query)![1]) }),
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
    };
    new Function('CMS', 'window', String(editorFile('editor.js')))(CMS, window);
    return { handler: handler!, storage: Object.fromEntries(storage) };
  }

  it('drops a field a writer cleared before Decap saves the story', () => {
    const { handler } = runHooks(1280);
    // Decap's entries are Immutable maps: filterNot is all the hook uses.
    const data = { title: 'A', imageCaption: '  ', corrections: { size: 0 }, draft: false, kind: null };
    const map = {
      filterNot: (drop: (value: unknown) => boolean) =>
        Object.fromEntries(Object.entries(data).filter(([, value]) => !drop(value))),
    };
    expect(handler({ entry: { get: () => map } })).toEqual({ title: 'A', draft: false });
  });

  it("opens a translated story as one form on a phone or an upright tablet, unless the browser has Decap's choice of its own", () => {
    expect(runHooks(375).storage).toEqual({ 'cms.right-pane': 'none' });
    expect(runHooks(768).storage).toEqual({ 'cms.right-pane': 'none' });
    // Wide enough for Decap's editor: its versions side by side, Decap's own default.
    expect(runHooks(800).storage).toEqual({});
    expect(runHooks(1280).storage).toEqual({});
    // A writer who brought the versions back side by side on the phone keeps them so.
    expect(runHooks(375, { 'cms.right-pane': 'i18n' }).storage).toEqual({ 'cms.right-pane': 'i18n' });
  });
});

describe("the editor's logo", () => {
  it("is the site's icon beside the newsroom's name, its name escaped", () => {
    const logo = editorLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>',
      'Bay & Delta <News>',
    );
    expect(logo).toContain('<title>Bay &amp; Delta &lt;News></title>');
    expect(logo).toContain('<svg x="0" y="4" width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>');
    expect(logo).toMatch(/<text [^>]*>Bay &amp; Delta &lt;News><\/text>/);
  });
});

describe("the editor's repository", () => {
  it('is owner/name@branch, main when no branch is named', () => {
    expect(editorRepository('newsroom/site@live')).toEqual({ repo: 'newsroom/site', branch: 'live' });
    expect(editorRepository('newsroom/site.org')).toEqual({ repo: 'newsroom/site.org', branch: 'main' });
    expect(() => editorRepository('https://github.com/newsroom/site')).toThrow('must be owner/name@branch');
  });
});
