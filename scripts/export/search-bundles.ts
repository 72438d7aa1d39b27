import { compareNewestFirst } from '../../lib/dates';

/**
 * Articles per Pagefind run. Pagefind 1.6 holds every page it indexes in memory until it writes
 * (about 310 kB an article: 3.1 GB at 10,000), so a large archive is indexed in bundles, one run
 * after the other, that the search page merges. 4,000 keeps a run near 1.2 GB (1,215 MB measured).
 * SEARCH_BUNDLE_SIZE overrides it (the archive test site uses 25, to be searched across bundles).
 */
export const SEARCH_BUNDLE_SIZE = 4000;

/** The bundle size SEARCH_BUNDLE_SIZE asks for, if set. */
export function bundleSizeFrom(value: string | undefined): number {
  if (value === undefined || value === '') return SEARCH_BUNDLE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`SEARCH_BUNDLE_SIZE must be a whole number above 0, not "${value}"`);
  return size;
}

export interface BundleArticle {
  slug: string;
  publishedDate: string;
}

/**
 * The articles oldest first, cut into bundles of at most `size`: each bundle holds a span of dates,
 * the same for the same articles on every build, and a new article only changes the last bundle.
 */
export function splitIntoBundles<T extends BundleArticle>(articles: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A bundle holds at least one article, not ${size}`);
  const oldestFirst = [...articles].sort((a, b) => compareNewestFirst(b, a));
  const bundles: T[][] = [];
  for (let start = 0; start < oldestFirst.length; start += size) bundles.push(oldestFirst.slice(start, start + size));
  return bundles;
}

/** The value of the `datetime` that an article page marks `data-pagefind-sort="date[datetime]"`. */
export function sortDate(html: string): string | undefined {
  const tag = /<[^>]*\sdata-pagefind-sort="date\[datetime\]"[^>]*>/.exec(html)?.[0];
  const date = tag && /\sdatetime="([^"]+)"/i.exec(tag)?.[1];
  // A copy: in V8 a matched part of a string keeps the whole page alive (1.7 GB for 10,000 pages).
  return date && Buffer.from(date).toString();
}

/**
 * Appended to the first bundle's `pagefind.js` when there are more: the folders, beside it, of the
 * bundles the search page merges, oldest first (components/search/pagefind.ts reads it). The page
 * learns of them from the script it loads anyway, so one bundle costs no extra request.
 */
export function bundleScript(count: number): string {
  const folders = Array.from({ length: count - 1 }, (_, index) => String(index + 2));
  return `\nexport const searchBundles = ${JSON.stringify(folders)};\n`;
}
