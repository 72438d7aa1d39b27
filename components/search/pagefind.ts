import { routes, withBasePath } from '@/lib/routes';
import { BUNDLE_OPTIONS, SEARCH_MANIFEST_FILE, parseSearchManifest, type SearchManifest } from '@/lib/search-index';
import { NewestFirstSearch } from './newest-first';
import type { PagefindModule } from './pagefind-api';

let loading: Promise<NewestFirstSearch> | null = null;

/** The index's manifest (lib/search-index.ts): which bundles there are. */
async function loadManifest(folder: string): Promise<SearchManifest> {
  const response = await fetch(`${folder}${SEARCH_MANIFEST_FILE}`);
  if (!response.ok) throw new Error(`${SEARCH_MANIFEST_FILE}: ${response.status}`);
  return parseSearchManifest(await response.json());
}

/**
 * Loads the index's own script from /pagefind/ (written by scripts/pipeline/export/search-index.ts) on the
 * search page only, with its manifest alongside, and opens the newest bundle. The bundler must leave
 * the import alone: the file exists only after the build.
 */
export function loadPagefind(): Promise<NewestFirstSearch> {
  loading ??= (async () => {
    const folder = withBasePath(routes.searchIndex());
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
