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

/**
 * A listing's pages as the segments after its address: `[]` for page 1 (the section's own
 * address), `['page', '2']` and on for the rest.
 */
export function pageSegments(total: number, size = PAGE_SIZE): string[][] {
  return Array.from({ length: pageCount(total, size) }, (_, index) => (index === 0 ? [] : ['page', String(index + 1)]));
}

/** The page number those segments name, or null for anything else (`page/1`, `page/02`, `page/x`, `other`). */
export function parsePageSegments(segments: string[] = []): number | null {
  if (segments.length === 0) return 1;
  const [word, number] = segments;
  return segments.length === 2 && word === 'page' && /^[1-9]\d*$/.test(number) && number !== '1' ? Number(number) : null;
}
