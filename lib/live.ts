/**
 * Live coverage, as the build writes it and the browser reads it: the order of a live story's
 * updates, how an update's time is labelled, and the two kinds of file the build writes beside each
 * live story's page (server/live-files.ts) for an open page to check
 * (components/live/live-poller.tsx) without a server.
 */
import type { LiveUpdate, UpdatePhoto } from './article';
import { formatClockTime, formatLongDate, toInstant, utcOffsetLabel, writtenDay } from './dates';
import { fill } from './editions';
import { siteConfig } from './site';

/** How often an open live story's page checks its `live.json` while the reader can see it. */
export const LIVE_POLL_MS = 20_000;

/** At most this many updates of a live story in its structured data (`liveBlogUpdate`), newest first. */
export const STRUCTURED_UPDATES = 20;

/**
 * `news/{slug}/live.json`, rendered with its story's page: what an open page needs to know whether it
 * is behind, in a few hundred bytes.
 */
export interface LiveFile {
  /** The newest update's id; null while the story has none. */
  latest: string | null;
  /** How many updates the story has. */
  count: number;
  /** The coverage has ended: a page stops checking. */
  closed: boolean;
  /** The newest update's time as written, or the story's publication while it has none. */
  updatedAt: string;
}

/** An update as a page draws it (components/live/live-update.tsx), on the server and in the browser alike. */
export interface LiveUpdateView {
  id: string;
  /** As written, with its offset. */
  time: string;
  headline: string;
  author: { slug: string; name: string };
  key?: true;
  pinned?: true;
  /** The body, sanitised and typeset by the build. */
  html: string;
  /** Its pictures, drawn under the body in the sizes the build made of them. */
  photos?: UpdatePhoto[];
}

/**
 * `news/{slug}/updates/{id}.json`: one update, for a page that lacks it. `previous` names the update
 * before it in time, so a page behind by several follows them back from the newest to the newest it has.
 */
export interface LiveUpdateFile extends LiveUpdateView {
  previous: string | null;
}

/** How a page labels its updates' times: their day where it is not the coverage's first, their offset where they differ. */
export interface TimeContext {
  /** The day the coverage started on, as written. */
  day: string;
  /** The offset every update is written in (`UTC+12`), said once above the feed; null when they differ. */
  offset: string | null;
}

/** Newest first by the moment; at one moment, by id, the later name first. */
export function newestFirst<T extends Pick<LiveUpdate, 'time' | 'id'>>(updates: readonly T[]): T[] {
  return [...updates].sort((a, b) => toInstant(b.time).getTime() - toInstant(a.time).getTime() || b.id.localeCompare(a.id));
}

/** The context a story's updates are labelled in: the day it started, and their offset if they share one. */
export function timeContext(publishedDate: string, updates: readonly Pick<LiveUpdate, 'time'>[]): TimeContext {
  const offsets = new Set(updates.map((update) => utcOffsetLabel(update.time)));
  return { day: writtenDay(publishedDate), offset: offsets.size === 1 ? [...offsets][0] : null };
}

/**
 * `9:30 a.m.`; `May 29, 2025, 9:30 a.m.` on another day than the coverage's first; with its offset
 * when the feed gives none. In an edition's locale (the default edition's unless given).
 */
export function updateTimeLabel(time: string, context: TimeContext, locale: string = siteConfig.locale): string {
  const day = writtenDay(time) === context.day ? '' : `${formatLongDate(time, locale)}, `;
  const offset = context.offset === null ? ` ${utcOffsetLabel(time)}` : '';
  return `${day}${formatClockTime(time, locale)}${offset}`;
}

/** A story's live.json: its newest update, how many, whether it is closed. `updates` newest first. */
export function liveFile(updates: readonly LiveUpdate[], closed: boolean, publishedDate: string): LiveFile {
  return { latest: updates[0]?.id ?? null, count: updates.length, closed, updatedAt: updates[0]?.time ?? publishedDate };
}

/** The lines a coverage's span is written with (`live` of the edition's dictionary). */
export interface CoverageSpanWords {
  live: { spanSameDay: string; spanUntil: string; spanDays: string };
}

/**
 * When a closed story's coverage ran, as its page says it, in the edition's words and locale: `on
 * May 28, 2025, from 9:00 a.m. to 5:30 p.m. UTC+12`; across days, `from May 28, 2025, 9:00 a.m.
 * UTC+12 to May 29, 2025, 1:10 a.m. UTC+12`.
 */
export function coverageSpan(start: string, end: string, words: CoverageSpanWords, locale: string): string {
  const long = (date: string) => formatLongDate(date, locale);
  const clock = (date: string) => `${formatClockTime(date, locale)} ${utcOffsetLabel(date)}`;
  const startClock = formatClockTime(start, locale);
  if (writtenDay(start) === writtenDay(end)) {
    const sameOffset = startClock !== null && utcOffsetLabel(start) === utcOffsetLabel(end);
    return sameOffset
      ? fill(words.live.spanSameDay, { day: long(end), start: startClock, end: clock(end) })
      : fill(words.live.spanUntil, { day: long(end), end: clock(end) });
  }
  const from = startClock === null ? long(start) : `${long(start)}, ${clock(start)}`;
  return fill(words.live.spanDays, { start: from, end: `${long(end)}, ${clock(end)}` });
}
