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
