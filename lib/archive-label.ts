import { formatLongDate } from './dates';
import { fill } from './editions';
import type { Page } from './pagination';

/*
 * Apart from lib/pagination.ts, which the front page's browser code reads (LATEST_COUNT): this
 * brings the date formats with it, which the browser then need not load.
 */

/** The words an archive page's label is written with (`listing` of the edition's dictionary). */
export interface ArchiveLabelWords {
  listing: { archivePage: string; dateRange: string };
}

/**
 * An archive page's number and the days its stories span, in the edition's words and dates:
 * "Page 4: March 2, 2025 to March 30, 2025".
 */
export function archivePageLabel(
  { page, items }: Page<{ publishedDate: string }>,
  words: ArchiveLabelWords,
  locale: string,
): string | null {
  if (page === 0 || items.length === 0) return null;
  const [newest, oldest] = [items[0].publishedDate, items[items.length - 1].publishedDate].map((date) =>
    formatLongDate(date, locale),
  );
  const dates = newest === oldest ? newest : fill(words.listing.dateRange, { oldest, newest });
  return fill(words.listing.archivePage, { page, dates });
}
