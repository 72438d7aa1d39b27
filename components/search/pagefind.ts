import { withBasePath } from '@/lib/site';

/** The parts of Pagefind's browser API (pagefind.app/docs/api) this site uses. */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  filters(): Promise<FilterCounts>;
  search(term: string, options?: { filters?: object; sort?: object }): Promise<PagefindSearch>;
}

export type FilterCounts = Record<string, Record<string, number>>;

export interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
  /** Results for each filter value instead of the current filters. */
  totalFilters: FilterCounts;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindResultData {
  /** The page's path from the site root, e.g. `/news/x/` (base path not included). */
  url: string;
  /** Plain text with `<mark>` around the matched words. */
  excerpt: string;
  /** The page's whole indexed text. */
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads the index's own script from /pagefind/ (written by scripts/export/search-index.ts) on the
 * search page only. The bundler must leave the import alone: the file exists only after the build.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = withBasePath('/pagefind/pagefind.js');
    const pagefind: Pagefind = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url);
    // Result URLs stay site paths, as the index stores them; <Link> adds the base path.
    await pagefind.options({ baseUrl: '/', excerptLength: 24 });
    // Loads the filter index, so that every search also returns its counts per section.
    await pagefind.filters();
    return pagefind;
  })();
  // A failed load is not cached: the next search tries again.
  loading.catch(() => (loading = null));
  return loading;
}
