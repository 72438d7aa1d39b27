import en from '@/data/editions/en.json';
import es from '@/data/editions/es.json';
import { formatClockTime, utcOffsetLabel } from './dates';
import { coverageSpan, liveFile, newestFirst, timeContext, updateTimeLabel } from './live';
import type { LiveUpdate } from './article';

const update = (id: string, time: string, extra: Partial<LiveUpdate> = {}): LiveUpdate => ({
  id,
  time,
  headline: `Update ${id}`,
  author: 'ingrid-solberg',
  content: `<p>Body of ${id}.</p>`,
  ...extra,
});

describe('an update’s time', () => {
  it('is the time of day as written, in the paper’s style, with its offset as readers know it', () => {
    expect(formatClockTime('2025-05-28T09:30:00+12:00')).toBe('9:30 a.m.');
    expect(formatClockTime('2025-05-28T00:05:00Z')).toBe('12:05 a.m.');
    expect(formatClockTime('2025-05-28T12:00:00-07:00')).toBe('12:00 p.m.');
    expect(formatClockTime('2025-05-28T23:59-07:00')).toBe('11:59 p.m.');
    expect(formatClockTime('2025-05-28')).toBeNull();
    expect(utcOffsetLabel('2025-05-28T09:30:00+12:00')).toBe('UTC+12');
    expect(utcOffsetLabel('2025-05-28T09:30:00-07:00')).toBe('UTC-7');
    expect(utcOffsetLabel('2025-05-28T09:30:00+05:30')).toBe('UTC+5:30');
    expect(utcOffsetLabel('2025-05-28T09:30:00Z')).toBe('UTC');
    expect(utcOffsetLabel('2025-05-28T09:30:00-00:00')).toBe('UTC');
  });

  it('says its day only off the coverage’s first, and its offset only where the feed does not say one for all', () => {
    const updates = [update('a', '2025-05-28T09:30:00+12:00'), update('b', '2025-05-29T01:10:00+12:00')];
    const context = timeContext('2025-05-28T09:00:00+12:00', updates);
    expect(context).toEqual({ day: '2025-05-28', offset: 'UTC+12' });
    expect(updateTimeLabel(updates[0].time, context)).toBe('9:30 a.m.');
    expect(updateTimeLabel(updates[1].time, context)).toBe('May 29, 2025, 1:10 a.m.');
    const mixed = timeContext('2025-05-28', [...updates, update('c', '2025-05-28T15:00:00+01:00')]);
    expect(mixed.offset).toBeNull();
    expect(updateTimeLabel('2025-05-28T15:00:00+01:00', mixed)).toBe('3:00 p.m. UTC+1');
  });

  it('says when a closed story’s coverage ran', () => {
    expect(coverageSpan('2025-05-28T09:00:00+12:00', '2025-05-28T17:30:00+12:00', en, 'en-US')).toBe(
      'on May 28, 2025, from 9:00 a.m. to 5:30 p.m. UTC+12',
    );
    expect(coverageSpan('2025-05-28', '2025-05-28T17:30:00+12:00', en, 'en-US')).toBe('on May 28, 2025, until 5:30 p.m. UTC+12');
    expect(coverageSpan('2025-05-28T09:00:00+12:00', '2025-05-29T01:10:00+12:00', en, 'en-US')).toBe(
      'from May 28, 2025, 9:00 a.m. UTC+12 to May 29, 2025, 1:10 a.m. UTC+12',
    );
  });

  it('says it in the Spanish edition’s words and dates', () => {
    const updates = [update('a', '2025-05-28T09:30:00+12:00'), update('b', '2025-05-29T01:10:00+12:00')];
    const context = timeContext('2025-05-28T09:00:00+12:00', updates);
    expect(updateTimeLabel(updates[1].time, context, 'es-US')).toMatch(/^29 de mayo de 2025, 1:10\sa\.m\.$/);
    expect(coverageSpan('2025-05-28T09:00:00+12:00', '2025-05-29T01:10:00+12:00', es, 'es-US')).toMatch(
      /^del 28 de mayo de 2025, 9:00\sa\.m\. UTC\+12 al 29 de mayo de 2025, 1:10\sa\.m\. UTC\+12$/,
    );
  });
});

describe('a live story’s updates and files', () => {
  it('orders updates newest first by the moment, whatever their offsets, and by id at one moment', () => {
    const updates = [
      update('early', '2025-05-28T09:00:00+12:00'),
      update('late-utc', '2025-05-28T00:00:00Z'),
      update('b', '2025-05-28T10:00:00+12:00'),
      update('c', '2025-05-28T10:00:00+12:00'),
    ];
    expect(newestFirst(updates).map((entry) => entry.id)).toEqual(['late-utc', 'c', 'b', 'early']);
  });

  it('writes live.json from the newest update, or from the publication before the first', () => {
    const updates = [update('b', '2025-05-28T10:00:00+12:00'), update('a', '2025-05-28T09:00:00+12:00')];
    expect(liveFile(updates, false, '2025-05-28')).toEqual({
      latest: 'b',
      count: 2,
      closed: false,
      updatedAt: '2025-05-28T10:00:00+12:00',
    });
    expect(liveFile([], true, '2025-05-28')).toEqual({ latest: null, count: 0, closed: true, updatedAt: '2025-05-28' });
  });
});
