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

/**
 * One page of a section's or an author's stories. The front page (page 0, the listing's own
 * address) shows the latest PAGE_SIZE stories. The archive pages behind it are numbered from the
 * oldest: page 1 holds the first PAGE_SIZE stories ever published, page 2 the next, and a page is
 * made once it is full. So a page, once made, shows the same stories for good: publishing changes
 * the front page and, every PAGE_SIZE stories, adds a page, but never moves a story to another
 * page (a listing's pages are cached and shared as they are, and a publish rewrites a few of them,
 * not all). The newest archive page overlaps the front page by the stories the front has not yet
 * pushed off.
 */
export interface Page<T> {
  /** Newest first. */
  items: T[];
  /** 0 for the front page; 1 for the oldest archive page. */
  page: number;
  /** How many archive pages the listing has: one for each full PAGE_SIZE of its stories. */
  archivePages: number;
  total: number;
}

/** The archive pages of a listing of `total` stories: only full pages are made. */
export function archivePageCount(total: number, size = PAGE_SIZE): number {
  return Math.floor(total / size);
}

/**
 * Page `page` of `newestFirst`: 0 the front page, from 1 the archive pages, oldest first; null past
 * the newest archive page, or for a page that is not a whole number from 0.
 */
export function paginate<T>(newestFirst: T[], page: number, size = PAGE_SIZE): Page<T> | null {
  const total = newestFirst.length;
  const archivePages = archivePageCount(total, size);
  if (!Number.isInteger(page) || page < 0 || page > archivePages) return null;
  // Archive page k holds the k-th PAGE_SIZE stories counted from the oldest, which is the end of the list.
  const end = page === 0 ? size : total - (page - 1) * size;
  return { items: newestFirst.slice(Math.max(0, end - size), end), page, archivePages, total };
}

/**
 * The archive pages a page's pager offers, newest first: two either side of the current one and the
 * oldest, with null for a gap; on the front page, the three newest and the oldest. A page never
 * names the newest archive page from afar, so adding one rewrites only the pages next to it.
 */
export function pageWindow(current: number, archivePages: number): (number | null)[] {
  const near =
    current === 0 ? [archivePages, archivePages - 1, archivePages - 2] : [-2, -1, 0, 1, 2].map((step) => current + step);
  const shown = [...new Set([1, ...near])].filter((page) => page >= 1 && page <= archivePages).sort((a, b) => b - a);
  return shown.flatMap((page, index) => (index > 0 && shown[index - 1] - page > 1 ? [null, page] : [page]));
}

/** What a page's pager links to: the pages either way, and the window of numbers; null where there is none. */
export interface Pager {
  /** The next newer page: the front page (0) from the newest archive page. */
  newer: number | null;
  /** The next older page: the newest archive page from the front page, when the front page leaves stories out. */
  older: number | null;
  window: (number | null)[];
}

/**
 * The pager of a page (none when the front page shows every story). What it names depends on the
 * page and its neighbours only, so it changes when a page is added next to it, not on every story.
 */
export function pagerOf({ page, archivePages, items, total }: Page<unknown>): Pager | null {
  if (archivePages === 0) return null;
  return {
    newer: page === 0 ? null : page === archivePages ? 0 : page + 1,
    older: page === 0 ? (total > items.length ? archivePages : null) : page > 1 ? page - 1 : null,
    window: pageWindow(page, archivePages),
  };
}

/** The pages of a listing: its front page (0), then its archive pages from the oldest. */
export function pageNumbers(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: archivePageCount(total, size) + 1 }, (_, index) => index);
}
