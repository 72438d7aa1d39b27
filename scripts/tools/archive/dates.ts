import { randomFor } from './random';

export interface StoryDates {
  publishedDate: string;
  updatedDate?: string;
}

/** The archive's first day. */
const START = Date.UTC(2020, 0, 1);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Where the stories are filed from: mostly the West Coast, some from the East, London, Berlin and Tokyo. */
const OFFSETS = ['-08:00', '-07:00', '-07:00', '-07:00', '-05:00', '-04:00', 'Z', '+01:00', '+09:00'];

interface Filed {
  minutes: number;
  offset: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock time (minutes since the archive's first local midnight) written with its offset. */
function moment(localMinutes: number, offset: string): string {
  const date = new Date(START + localMinutes * MINUTE);
  const day = date.toISOString().slice(0, 10);
  return `${day}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00${offset}`;
}

const calendarDay = (dayNumber: number) => new Date(START + dayNumber * DAY).toISOString().slice(0, 10);

/**
 * The stories' dates in order, from 1 January 2020: three to eight a day between 06:00 and 22:00,
 * each with the offset of where it was filed; one in twelve a bare calendar day (as older records
 * are), one in twenty at the very same moment as the story before it (ordered by slug), one in six
 * updated one to 72 hours later.
 */
export function* storyDates(seed: number): Generator<StoryDates> {
  for (let dayNumber = 0; ; dayNumber += 1) {
    const random = randomFor(seed, dayNumber);
    const stories = 3 + Math.floor(random() * 6);
    const times = Array.from({ length: stories }, () => 360 + 5 * Math.floor(random() * 192)).sort((a, b) => a - b);
    let previous: Filed | null = null;
    for (const time of times) {
      const bare = random() < 1 / 12;
      const tie: Filed | null = previous !== null && random() < 1 / 20 ? previous : null;
      const offset: string = tie ? tie.offset : OFFSETS[Math.floor(random() * OFFSETS.length)];
      const minutes: number = tie ? tie.minutes : dayNumber * 24 * 60 + time;
      const updated = random() < 1 / 6 ? 60 + Math.floor(random() * 71 * 60) : null;
      if (bare) {
        previous = null;
        yield {
          publishedDate: calendarDay(dayNumber),
          ...(updated !== null && { updatedDate: calendarDay(dayNumber + 1 + Math.floor(updated / (24 * 60))) }),
        };
      } else {
        previous = { minutes, offset };
        yield {
          publishedDate: moment(minutes, offset),
          ...(updated !== null && { updatedDate: moment(minutes + updated, offset) }),
        };
      }
    }
  }
}
