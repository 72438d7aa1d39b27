/**
 * The loader of the app's scripts, which runs as an inline script at the end of every page with the
 * app (the build bundles this module into it: scripts/pipeline/export/defer-scripts.ts). It appends
 * the page's scripts, listed in the JSON element `APP_SCRIPTS_ID`, in order, once the page has
 * loaded and its first contentful paint has been presented, plus one frame (`load` alone can come
 * before the first frame, whose images it already waited for). A hidden tab paints nothing, so it
 * gets them at once; a browser without paint timing after one frame. A promise the page left in
 * `window[hold]` (lib/early-search.ts `APP_HOLD`) is waited for first, whether it keeps or breaks.
 * Before them it queues an empty inline script for Next's bootstrap, which makes the app start in
 * two tasks of about half the length: React DOM's modules (instrumentation-client.ts), then the
 * router and the hydration (a long task counts towards Total Blocking Time past its first 50 ms).
 * It uses only the browser's globals, by their own names.
 */

/** The id of the page's JSON list of the app's scripts. */
export const APP_SCRIPTS_ID = 'app-scripts';

export function loadApp(listId: string, hold: string): void {
  const held = window as unknown as Record<string, Promise<unknown> | null | undefined>;
  const sources = JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[];
  const append = (): unknown => {
    const waiting = held[hold];
    if (waiting) {
      held[hold] = null;
      return waiting.then(append, append);
    }
    // Next's bootstrap runs the page's `beforeInteractive` scripts before it starts the router, an
    // inline one in a task of its own (next/dist/client/app-bootstrap.js): an empty one is a yield
    // between the instantiation of React DOM (instrumentation-client.ts) and the router's start.
    const before = window as unknown as { __next_s?: unknown[] };
    (before.__next_s ??= []).push([0, { children: '' }]);
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    }
    return undefined;
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(append));
  const afterPaint = () => {
    if (document.hidden) return append();
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        afterFrame();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      afterFrame();
    }
    return undefined;
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
