/**
 * The search page's early script: an inline script at the top of its `<head>`, which the finishing
 * pass writes into the exported page and hashes into its Content Security Policy
 * (scripts/pipeline/export/early-search.ts). The app's own scripts start only after the load event
 * (defer-scripts.ts), then hydrate; on a slow phone that is more than a second before the search
 * component could ask for the index. This script asks at once: it reads the query from the address,
 * fetches the manifest and Pagefind's script, opens the newest bundle, runs the query there and asks
 * for the first page of results' data, and leaves all of it, under way, in `window.pacificLedgerSearch`
 * for the app to take over (`loadPagefind` in components/search/pagefind.ts, then
 * `NewestFirstSearch.adopt`). Older bundles are the app's to open, as before.
 *
 * It repeats what the app does for those steps: the address as `parseSearch` reads it, the options
 * `searchOptions` gives, the newest bundle as `NewestFirstSearch.open` opens it (components/search/).
 * The settings come from the same constants (search-index.ts, search-page.ts); early-search.test.ts
 * holds the steps to the app's. Where they would still differ, the app asks Pagefind itself: slower,
 * never wrong. The two meet through this module: `EarlySearch` is what the script leaves, and
 * `takeEarlySearch` how the app takes it. The build bundles `earlySearch` into the page's script
 * (scripts/pipeline/export/early-search.ts); the app's bundle carries only `takeEarlySearch`.
 */
import type { PagefindModule, PagefindResultData, PagefindSearch, SearchOptions } from './pagefind-api';
import { EARLY_SEARCH, type RESULT_CLASSES } from './search-page';
import { excerptCut, excerptParts } from './search-result';

/**
 * The `window` property where a page may leave a promise for which the app's scripts wait
 * (lib/app-loader.ts): the search page's, while its early script draws the first results. The
 * app's hydration would share the main thread with that work on a slow phone, and the reader came
 * for the results.
 */
export const APP_HOLD = 'pacificLedgerHold';

/** What the script is given (lib/early-search-config.ts): every name and number it uses, from the constants the app reads. */
export interface EarlySearchConfig {
  /** The index's folder, under the base path, and its manifest's file name. */
  folder: string;
  manifest: string;
  /** How each bundle is opened, and the filter that names a bundle. */
  options: { baseUrl: string; excerptLength: number };
  bundle: string;
  /** The section filter, and the date sort's key. */
  section: string;
  date: string;
  /** The known sections' ids, and each one's name. */
  sections: readonly string[];
  /** The topic filter, and the known topics' ids. */
  topic: string;
  topics: readonly string[];
  names: Record<string, string>;
  /** How many results the first page shows. */
  first: number;
  /** Where it leaves its search (`EARLY_SEARCH`), and the hold on the app's scripts (`APP_HOLD`), held at most `holdFor` ms. */
  key: string;
  hold: string;
  holdFor: number;
  /** The id of the place it draws in, and the classes of what it draws. */
  results: string;
  classes: typeof RESULT_CLASSES;
  base: string;
  locale: string;
  day: Intl.DateTimeFormatOptions;
}

/**
 * What the early script leaves in `window[EARLY_SEARCH]` when the address has a query: the query and
 * Pagefind's options as it read them from the address, and the two steps it started before the
 * app's scripts load.
 */
export interface EarlySearch {
  query: string;
  options: SearchOptions;
  /** Pagefind's script with the newest bundle open (its options set, its filters loaded), and the manifest as fetched. */
  index: Promise<{ pagefind: PagefindModule; manifest: unknown }>;
  /** The query over that bundle, its first page of results' data asked for. */
  search: Promise<PagefindSearch>;
}

declare global {
  interface Window {
    [EARLY_SEARCH]?: EarlySearch;
  }
}

/** The early script's search, for the app to take over, once (components/search/pagefind.ts). */
export function takeEarlySearch(): EarlySearch | undefined {
  const early = window[EARLY_SEARCH];
  delete window[EARLY_SEARCH];
  return early;
}

/**
 * The script: `load` imports a module (the page passes one that calls `import()`; a test passes a
 * fake). Every rejection is caught here, so that none is reported before the app takes the promise
 * over. It uses only the browser's globals and what `config` gives it: the build bundles it alone.
 */
export function earlySearch(config: EarlySearchConfig, load: (url: string) => Promise<PagefindModule>): void {
  const c = config;
  const params = new URLSearchParams(location.search);
  const query = (params.get('q') || '').trim();
  if (!query) return;
  // The app's scripts wait until the first results are drawn and painted, or the search failed, or the time is up.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = () => resolve()));
  (window as unknown as Record<string, unknown>)[c.hold] = held;
  setTimeout(release, c.holdFor);
  // Known sections and topics, each once, in the address's order; then the order.
  const known = (name: string, ids: readonly string[]) =>
    params.getAll(name).filter((id, index, all) => ids.includes(id) && all.indexOf(id) === index);
  const sections = known('section', c.sections);
  const topics = known('topic', c.topics);
  const options: { filters: Record<string, { any: string[] }>; sort?: Record<string, string> } = { filters: {} };
  if (sections.length) options.filters[c.section] = { any: sections };
  if (topics.length) options.filters[c.topic] = { any: topics };
  if (params.get('sort') === 'newest') options.sort = { [c.date]: 'desc' };
  const manifest = fetch(c.folder + c.manifest).then((response) => {
    if (!response.ok) throw new Error(`${c.manifest}: ${response.status}`);
    return response.json() as Promise<{ bundles: { folder: string }[] }>;
  });
  const index = Promise.all([load(`${c.folder}pagefind.js`), manifest]).then(([pagefind, fetched]) => {
    // The newest bundle, the manifest's last.
    const newest = fetched.bundles.length - 1;
    const bundleOptions = {
      ...c.options,
      basePath: c.folder + fetched.bundles[newest].folder,
      mergeFilter: { [c.bundle]: String(newest + 1) },
    };
    return pagefind
      .options(bundleOptions)
      .then(() => pagefind.filters())
      .then(() => ({ pagefind, manifest: fetched as unknown }));
  });
  const search = index
    .then(({ pagefind }) => pagefind.search(query, options))
    .then((results) => {
      Promise.all(results.results.slice(0, c.first).map((result) => result.data())).then((hits) => {
        const show = () => {
          try {
            draw(hits);
          } finally {
            requestAnimationFrame(() => setTimeout(release));
          }
        };
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
        else show();
      }, release);
      return results;
    });
  index.catch(() => {});
  search.catch(release);
  (window as unknown as Record<string, EarlySearch>)[c.key] = { query, options, index, search };

  /** An element of the results, with its class from the app's. */
  function element<K extends keyof HTMLElementTagNameMap>(tag: K, name: keyof typeof c.classes, text?: string) {
    const created = document.createElement(tag);
    created.className = c.classes[name];
    if (text) created.textContent = text;
    return created;
  }

  /** The first results, drawn as components/search/search-results.tsx draws them, where the app has not drawn its own yet. */
  function draw(hits: PagefindResultData[]) {
    const place = document.getElementById(c.results);
    if (!place || place.firstChild || !hits.length) return;
    const columns = element('div', 'columns');
    const list = element('ol', 'list');
    columns.appendChild(element('div', 'results')).appendChild(list);
    for (const hit of hits) {
      const item = list.appendChild(element('li', 'item'));
      const name = c.names[(hit.filters[c.section] || [])[0]] as string | undefined;
      if (name) item.appendChild(element('p', 'section', name));
      const link = item.appendChild(element('h2', 'heading')).appendChild(element('a', 'link', hit.meta.title || hit.url));
      link.href = c.base + hit.url;
      // The excerpt as the app reads it (lib/search-result.ts): its text, and <mark> around matched words.
      const text = item.appendChild(element('p', 'excerpt'));
      const parts = excerptParts(hit.excerpt);
      const cut = excerptCut(parts, hit.content);
      if (cut.start) text.append('\u2026\u00a0');
      for (const part of parts) text.append(part.marked ? element('mark', 'mark', part.text) : part.text);
      if (cut.end) text.append('\u00a0\u2026');
      const day = (hit.meta.date || '').slice(0, 10);
      const date = new Date(`${day}T00:00:00Z`);
      if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !isNaN(date.getTime())) {
        const time = item.appendChild(element('time', 'date', new Intl.DateTimeFormat(c.locale, c.day).format(date)));
        time.dateTime = hit.meta.date!;
      }
    }
    place.appendChild(columns);
  }
}
