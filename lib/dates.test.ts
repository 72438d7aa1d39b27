import { formatCardDate, formatLongDate, parseIsoDate } from './dates';

describe('dates', () => {
  it('formats card dates with an abbreviated month and a two-digit day', () => {
    expect(formatCardDate('2025-03-05')).toBe('Mar 05, 2025');
    expect(formatCardDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('formats article dates with the full month name', () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
  });

  it.each(['2025-02-30', '2025-13-01', '2025-3-5', 'yesterday', ''])('throws on the invalid date %p', (value) => {
    expect(() => formatCardDate(value)).toThrow(RangeError);
    expect(() => formatLongDate(value)).toThrow(/Invalid date/);
  });

  it('accepts leap days only in leap years', () => {
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
  });
});
