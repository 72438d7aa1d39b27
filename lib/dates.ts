const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Dates are calendar days, not instants: formatting in UTC shows the same day in every time zone.
const cardFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Parses `YYYY-MM-DD` as a real calendar day, or returns null (`2025-02-30` is not one). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay ? date : null;
}

function toDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Invalid date: "${value}" is not a calendar date in YYYY-MM-DD form`);
  return date;
}

/** `Mar 05, 2025`, as on cards. */
export function formatCardDate(value: string): string {
  return cardFormat.format(toDate(value));
}

/** `March 5, 2025`, as on the article page. */
export function formatLongDate(value: string): string {
  return longFormat.format(toDate(value));
}
