/**
 * @jest-environment node
 */
import { APP_HOLD } from '../../../lib/early-search';
import { deferAppScripts, loaderSources } from './defer-scripts';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<link rel="preload" href="/font.woff2" as="font" crossorigin=""/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js?v=1&amp;x=2" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script><title>Story</title></head>',
  '<body><main><p>Body</p></main>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"page"])</script></body></html>',
].join('');

/** Runs the loader in a fake browser; returns the scripts it appends and the events to fire. */
function runLoader(
  html: string,
  { readyState = 'loading', hidden = false, paintTiming = true, window = {} as Record<string, unknown> } = {},
) {
  const code = /<script>([^<]*)<\/script><\/body>/.exec(html)![1];
  const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)![1];
  const appended: string[] = [];
  const fire = {
    load: [] as (() => void)[],
    frame: [] as (() => void)[],
    timeout: [] as (() => void)[],
    paint: [] as ((name: string) => void)[],
  };
  const document = {
    readyState,
    hidden,
    createElement: () => ({}) as { src?: string; async?: boolean },
    getElementById: (id: string) => (id === 'app-scripts' ? { textContent: list } : null),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src} async=${element.async}`) },
  };
  class PerformanceObserver {
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (!paintTiming || options.type !== 'paint' || !options.buffered) throw new TypeError('unsupported');
      fire.paint.push((name) => this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
    }
    disconnect() {
      fire.paint.length = 0;
    }
  }
  new Function('window', 'document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
    window,
    document,
    (_type: string, listener: () => void) => fire.load.push(listener),
    (callback: () => void) => fire.frame.push(callback),
    (callback: () => void) => fire.timeout.push(callback),
    PerformanceObserver,
  );
  return { appended, fire };
}

test('takes the async scripts and script preloads out of the page, and leaves everything else', () => {
  const { html, scripts } = deferAppScripts(page);
  expect(scripts).toEqual([
    '/_next/static/chunks/react.js',
    '/_next/static/chunks/page.js?v=1&x=2',
    '/_next/static/chunks/runtime.js',
  ]);
  expect(html).not.toContain('async=""');
  expect(html).not.toContain('as="script"');
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
  expect(html).toContain('<link rel="preload" href="/font.woff2" as="font" crossorigin=""/>');
  expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  expect(html).toContain('<script>document.documentElement.dataset.theme="dark"</script><title>Story</title>');
  expect(html).toContain('<main><p>Body</p></main>');
  expect(html).toContain('<script>self.__next_f.push([1,"page"])</script><script type="application/json" id="app-scripts">[');
});

test('the loader appends the same scripts in order, after the load event and the first contentful paint', () => {
  const { appended, fire } = runLoader(deferAppScripts(page).html);
  expect(fire.load).toHaveLength(1);
  fire.load[0]();
  expect(fire.paint).toHaveLength(1);
  fire.paint[0]('first-paint');
  expect(fire.frame).toHaveLength(0);
  fire.paint[0]('first-contentful-paint');
  expect(fire.paint).toHaveLength(0);
  fire.frame[0]();
  expect(appended).toEqual([]);
  fire.timeout[0]();
  expect(appended).toEqual([
    '/_next/static/chunks/react.js async=true',
    '/_next/static/chunks/page.js?v=1&x=2 async=true',
    '/_next/static/chunks/runtime.js async=true',
  ]);
});

test("the loader has Next's bootstrap yield once before it starts the router: an empty inline script queued last", () => {
  const window: Record<string, unknown> = { __next_s: [['/before.js', {}]] };
  const { appended } = runLoader(deferAppScripts(page).html, { readyState: 'complete', hidden: true, window });
  expect(appended).toHaveLength(3);
  expect(window.__next_s).toEqual([
    ['/before.js', {}],
    [0, { children: '' }],
  ]);
  const fresh: Record<string, unknown> = {};
  runLoader(deferAppScripts(page).html, { readyState: 'complete', hidden: true, window: fresh });
  expect(fresh.__next_s).toEqual([[0, { children: '' }]]);
});

test('a page that has already loaded waits for its paint only; a hidden one starts at once', () => {
  const loaded = runLoader(deferAppScripts(page).html, { readyState: 'complete' });
  expect(loaded.fire.load).toHaveLength(0);
  loaded.fire.paint[0]('first-contentful-paint');
  loaded.fire.frame[0]();
  loaded.fire.timeout[0]();
  expect(loaded.appended).toHaveLength(3);

  const hidden = runLoader(deferAppScripts(page).html, { readyState: 'complete', hidden: true });
  expect(hidden.appended).toHaveLength(3);
});

test('a page that holds its app back gets the scripts once its promise settles, kept or broken', async () => {
  for (const settle of ['resolve', 'reject'] as const) {
    let done = () => {};
    const hold = new Promise<void>((resolve, reject) => (done = settle === 'resolve' ? resolve : () => reject(new Error())));
    const window: Record<string, unknown> = { [APP_HOLD]: hold };
    const { appended, fire } = runLoader(deferAppScripts(page).html, { readyState: 'complete', hidden: true, window });
    await Promise.resolve();
    expect(appended).toEqual([]);
    expect(fire.timeout).toHaveLength(0);
    done();
    await hold.catch(() => {});
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended).toHaveLength(3);
    expect(window[APP_HOLD]).toBeNull();
  }
});

test('without paint timing, the scripts start one frame after the load event', () => {
  const { appended, fire } = runLoader(deferAppScripts(page).html, { paintTiming: false });
  fire.load[0]();
  fire.frame[0]();
  fire.timeout[0]();
  expect(appended).toHaveLength(3);
});

test('a source cannot close the loader script', () => {
  const hostile = page.replace('/_next/static/chunks/react.js', '/x.js?</script><script>alert(1)//');
  const { html } = deferAppScripts(hostile);
  // Three async scripts out; the list and the loader in.
  expect(html.match(/<\/script>/g)).toHaveLength(page.match(/<\/script>/g)!.length - 3 + 2);
  expect(runLoader(html, { readyState: 'complete', hidden: true }).appended[0]).toBe(
    '/x.js?</script><script>alert(1)// async=true',
  );
});

test('loaderSources reads back the scripts a page will load', () => {
  const { html, scripts } = deferAppScripts(page);
  expect(loaderSources(html)).toEqual(scripts);
  expect(loaderSources(page)).toEqual([]);
});

test('a page without async scripts is left as it is', () => {
  const plain = '<!DOCTYPE html><html><head><title>Feed</title></head><body><p>Hi</p></body></html>';
  expect(deferAppScripts(plain)).toEqual({ html: plain, scripts: [] });
});
