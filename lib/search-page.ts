/**
 * Settings of the search page that both its scripts read: the app (components/search/) and the
 * early script the build writes into its `<head>` (lib/early-search.ts). Apart from
 * lib/search-index.ts, which article pages import too: nothing here reaches their scripts.
 */

/**
 * How the search page opens each bundle: result URLs stay site paths, as the index stores them
 * (<Link> adds the base path), with excerpts of 24 words.
 */
export const BUNDLE_OPTIONS = { baseUrl: '/', excerptLength: 24 };

/** The filter the search page gives each bundle as it opens it: the bundle's number, `'1'` for the oldest. */
export const BUNDLE_FILTER = 'bundle';

/** Results the search page shows at a time; a first search opens older bundles until it has this many. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * The `window` property where the search page's early script (lib/early-search.ts) leaves the search
 * it started, for the page's app to take over (components/search/pagefind.ts).
 */
export const EARLY_SEARCH = 'pacificLedgerSearch';

/**
 * The id of the place under the search form where the early script draws the first results it
 * finds, before the app has loaded; the app removes it once it shows results of its own.
 */
export const EARLY_RESULTS = 'early-search-results';

/**
 * The classes of a list of results, which the app (components/search/search-results.tsx) and the
 * early script (lib/early-search.ts) both draw: the same results look the same from either.
 */
export const RESULT_CLASSES = {
  /** The results, and beside them the section filter (under them, on a phone). */
  columns: 'mt-6 grid gap-8 md:grid-cols-[12rem_minmax(0,46rem)] md:gap-12',
  results: 'md:col-start-2',
  list: 'border-t border-rule',
  item: 'border-b border-rule py-6 first:pt-5',
  section: 'text-xs font-bold tracking-widest text-highlight uppercase',
  heading: 'mt-2 font-serif text-xl leading-snug font-bold text-balance text-ink sm:text-2xl',
  link: 'underline-offset-4 hover:underline',
  excerpt: 'mt-2 leading-relaxed text-muted',
  mark: 'rounded-sm bg-amber-100 px-0.5 text-ink dark:bg-amber-900 dark:text-ink',
  date: 'mt-3 block text-sm text-muted',
};
