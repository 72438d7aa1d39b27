/** The parts of Pagefind's browser API (pagefind.app/docs/api) this site uses. */
export interface Pagefind {
  options(options: {
    /** Where the index's files are: the folder of the script by default. Read when the index first loads. */
    basePath?: string;
    baseUrl?: string;
    excerptLength?: number;
    mergeFilter?: Record<string, string>;
  }): Promise<void>;
  filters(): Promise<FilterCounts>;
  search(term: string, options?: SearchOptions): Promise<PagefindSearch>;
}

/** What a search asks for besides its words: filter values to match, and an order. */
export interface SearchOptions {
  filters?: object;
  sort?: object;
}

/** What the index's own script exports besides the API. */
export interface PagefindModule extends Pagefind {
  mergeIndex(path: string, options: object): Promise<void>;
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
