/** Stories in the home page's Top Stories. */
export const LATEST_COUNT = 3;
/** Stories of each section on the home page. */
export const SECTION_SIZE = 4;
/** Stories under "More {section}" on an article. */
export const RELATED_LIMIT = 4;
/** Items in each RSS feed. */
export const FEED_SIZE = 50;
/** Cards on one page of a category or an author's stories. */
export const PAGE_SIZE = 24;

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
}

/** An empty list still has its first page, which says there is nothing in it. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` of `items`, or null past the last page (or for a page number that is not a whole number from 1). */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): Page<T> | null {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount: count, total: items.length };
}

/** The page numbers to offer: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, count, ...[-2, -1, 0, 1, 2].map((step) => current + step)])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1] > 1 ? [null, page] : [page]));
}

/** The numbers of a listing's pages, from 1: an empty listing still has its first. */
export function pageNumbers(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) }, (_, index) => index + 1);
}
