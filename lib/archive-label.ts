import { formatLongDate } from './dates';
import type { Page } from './pagination';

/*
 * Apart from lib/pagination.ts, which the front page's browser code reads (LATEST_COUNT): this
 * brings the date formats with it, which the browser then need not load.
 */

/** An archive page's number and the days its stories span: "Page 4: March 2, 2025 to March 30, 2025". */
export function archivePageLabel({ page, items }: Page<{ publishedDate: string }>): string | null {
  if (page === 0 || items.length === 0) return null;
  const [newest, oldest] = [items[0].publishedDate, items[items.length - 1].publishedDate].map(formatLongDate);
  return newest === oldest ? `Page ${page}: ${newest}` : `Page ${page}: ${oldest} to ${newest}`;
}
