import type { SearchBundle } from '@/lib/search-index';
import type { Pagefind, PagefindModule, PagefindSearch } from './pagefind-api';

/** The filter each bundle carries for all its pages: its number, `1` for the oldest. */
const BUNDLE = 'bundle';

type SearchOptions = NonNullable<Parameters<Pagefind['search']>[1]>;

/**
 * Merges the further bundles of a large index into the first (Pagefind's `mergeIndex`): one search
 * then covers them all, with result counts and filter counts summed over the bundles. Pagefind ranks
 * a sorted search by each page's place in its own bundle, which cannot be compared across bundles,
 * so a sorted search asks each bundle on its own and puts their results one after the other: the
 * bundles hold consecutive spans of dates.
 */
export async function mergeBundles(
  pagefind: PagefindModule,
  folder: string,
  manifest: SearchBundle[],
  options: { baseUrl: string; excerptLength: number },
): Promise<Pagefind> {
  const bundles = manifest.map((_, index) => String(index + 1));
  await pagefind.options({ ...options, mergeFilter: { [BUNDLE]: bundles[0] } });
  await Promise.all(
    manifest
      .slice(1)
      .map((bundle, index) =>
        pagefind.mergeIndex(`${folder}${bundle.folder}`, { ...options, mergeFilter: { [BUNDLE]: bundles[index + 1] } }),
      ),
  );
  return {
    options: (next) => pagefind.options(next),
    filters: () => pagefind.filters(),
    search: async (term, searchOptions: SearchOptions = {}) => {
      const direction = Object.values(searchOptions.sort ?? {})[0];
      if (direction !== 'asc' && direction !== 'desc') return pagefind.search(term, searchOptions);
      const searches = await Promise.all(
        bundles.map((bundle) =>
          pagefind.search(term, { ...searchOptions, filters: { ...searchOptions.filters, [BUNDLE]: bundle } }),
        ),
      );
      return inDateOrder(searches, direction);
    },
  };
}

/**
 * One sorted search from each bundle's, given oldest bundle first. Each search's counts of results
 * before filtering (`totalFilters`, `unfilteredResultCount`) already cover every bundle.
 */
export function inDateOrder(searches: PagefindSearch[], direction: 'asc' | 'desc'): PagefindSearch {
  const ordered = direction === 'desc' ? [...searches].reverse() : searches;
  return { ...searches[0], results: ordered.flatMap((search) => search.results) };
}
