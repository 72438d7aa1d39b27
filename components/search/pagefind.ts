import { routes, withBasePath } from '@/lib/routes';
import { SEARCH_MANIFEST_FILE, parseSearchManifest, type SearchManifest } from '@/lib/search-index';
import { takeEarlySearch } from '@/lib/early-search';
import { BUNDLE_OPTIONS } from '@/lib/search-page';
import { NewestFirstSearch } from './newest-first';
import type { PagefindModule } from '@/lib/pagefind-api';

let loading: Promise<NewestFirstSearch> | null = null;

/** The index's manifest (lib/search-index.ts): which bundles there are. */
async function loadManifest(folder: string): Promise<SearchManifest> {
  const response = await fetch(`${folder}${SEARCH_MANIFEST_FILE}`);
  if (!response.ok) throw new Error(`${SEARCH_MANIFEST_FILE}: ${response.status}`);
  return parseSearchManifest(await response.json());
}

/**
 * The index with its newest bundle open. On a search page opened with a query, the page's early
 * script has started that already, and the search too: this takes them over. Otherwise (no query
 * in the address at first, `next dev`, or the early start failed) it loads the index's own script
 * from /pagefind/ (written by scripts/pipeline/export/search-index.ts), with its manifest alongside,
 * and opens the newest bundle. The bundler must leave the import alone: the file exists only after
 * the build.
 */
export function loadPagefind(): Promise<NewestFirstSearch> {
  loading ??= (async () => {
    const folder = withBasePath(routes.searchIndex());
    const early = takeEarlySearch();
    if (early) {
      try {
        const { pagefind, manifest } = await early.index;
        return NewestFirstSearch.adopt(pagefind, folder, parseSearchManifest(manifest).bundles, BUNDLE_OPTIONS, {
          term: early.query,
          options: early.options,
          search: early.search,
        });
      } catch {
        // Loaded again below, as without the early start; if that fails too, the page says so.
      }
    }
    const [pagefind, manifest]: [PagefindModule, SearchManifest] = await Promise.all([
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${folder}pagefind.js`),
      loadManifest(folder),
    ]);
    return NewestFirstSearch.open(pagefind, folder, manifest.bundles, BUNDLE_OPTIONS);
  })();
  // A failed load is not cached: the next search tries again.
  loading.catch(() => (loading = null));
  return loading;
}
