import { routes, withBasePath } from '@/lib/routes';
import { SEARCH_MANIFEST_FILE, parseSearchManifest, type SearchManifest } from '@/lib/search-index';
import type { Pagefind, PagefindModule } from './pagefind-api';

let loading: Promise<Pagefind> | null = null;

// Result URLs stay site paths, as the index stores them; <Link> adds the base path.
const indexOptions = { baseUrl: '/', excerptLength: 24 };

/** The index's manifest (lib/search-index.ts): which bundles there are. */
async function loadManifest(folder: string): Promise<SearchManifest> {
  const response = await fetch(`${folder}${SEARCH_MANIFEST_FILE}`);
  if (!response.ok) throw new Error(`${SEARCH_MANIFEST_FILE}: ${response.status}`);
  return parseSearchManifest(await response.json());
}

/**
 * Loads the index's own script from /pagefind/ (written by scripts/pipeline/export/search-index.ts) on the
 * search page only, with its manifest alongside. The bundler must leave the import alone: the file
 * exists only after the build. A large index comes in bundles: only then is the code that merges
 * them loaded.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const folder = withBasePath(routes.searchIndex());
    const [pagefind, manifest]: [PagefindModule, SearchManifest] = await Promise.all([
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${folder}pagefind.js`),
      loadManifest(folder),
    ]);
    let search: Pagefind = pagefind;
    if (manifest.bundles.length === 1) await pagefind.options(indexOptions);
    else search = await (await import('./merged-search')).mergeBundles(pagefind, folder, manifest.bundles, indexOptions);
    // Loads the filter index, so that every search also returns its counts per section.
    await search.filters();
    return search;
  })();
  // A failed load is not cached: the next search tries again.
  loading.catch(() => (loading = null));
  return loading;
}
