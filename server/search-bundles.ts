import 'server-only';
import { sortNewestFirst } from '@/lib/dates';
import { bundleFolder, dateSortValue, type SearchManifest } from '@/lib/search-index';

/**
 * Articles per bundle of the search index. Pagefind 1.6 holds every page it indexes in memory until it
 * writes (about 310 kB an article), so a large archive is indexed in bundles, one run after the other.
 * The search page opens the newest bundle first and older ones only as a search needs them
 * (components/search/newest-first.ts), so the bundle's size is also what one search costs a reader:
 * at 10,000 stories one search took 124.0 kB of index with 1,000 against 134.3 kB with 2,000. And it is
 * what a publish re-indexes: the newest bundle, and the one before it when a story lands just before
 * a boundary. Pagefind's writing grows faster than its bundle: 1,000 pages index in 4.4 s, 2,000 in
 * 9.2 s (3.9 s of it writing), so smaller bundles cost a cold build nothing.
 * SEARCH_BUNDLE_SIZE overrides it (the archive test site uses 25, to be searched across bundles).
 */
export const SEARCH_BUNDLE_SIZE = 1000;

/** The bundle size SEARCH_BUNDLE_SIZE asks for, if set. */
export function bundleSizeFrom(value: string | undefined): number {
  if (value === undefined || value === '') return SEARCH_BUNDLE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`SEARCH_BUNDLE_SIZE must be a whole number above 0, not "${value}"`);
  return size;
}

export interface BundleArticle {
  slug: string;
  /** Its edition: a story's page is at its edition's address (lib/editions.ts `storyPath`). */
  lang: string;
  publishedDate: string;
}

/**
 * The articles oldest first, cut into bundles of at most `size`: each bundle holds a span of dates,
 * the same for the same articles on every build, and a new article only changes the last bundle.
 */
export function splitIntoBundles<T extends BundleArticle>(articles: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A bundle holds at least one article, not ${size}`);
  const oldestFirst = sortNewestFirst(articles).reverse();
  const bundles: T[][] = [];
  for (let start = 0; start < oldestFirst.length; start += size) bundles.push(oldestFirst.slice(start, start + size));
  return bundles;
}

/** The manifest the search page reads (lib/search-index.ts): the bundles as `splitIntoBundles` cut them. */
export function searchManifest(bundles: readonly (readonly BundleArticle[])[]): SearchManifest {
  return {
    bundles: bundles.map((bundle, index) => ({
      folder: bundleFolder(index),
      articles: bundle.length,
      oldest: dateSortValue(bundle[0].publishedDate),
      newest: dateSortValue(bundle[bundle.length - 1].publishedDate),
    })),
  };
}
