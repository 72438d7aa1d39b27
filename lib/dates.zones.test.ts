/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '@/server/content/front-matter';
import { listStoryFiles } from '@/server/content/load';

/**
 * The time zone and the default locale are fixed once per process, so every zone × locale pair
 * runs the real formatters in its own child process (node through the project's tsx, TZ and
 * LANG/LC_ALL set), all at once. Each child reports where it really ran; the expected text is
 * built here from a month table, never with the functions under test.
 */

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const articleDir = path.join(root, 'data', 'articles');
const articleFiles = listStoryFiles(articleDir).files;
const articleDates = articleFiles
  .map((file) => path.relative(articleDir, file))
  .map((name) => {
    const parsed = parseFrontMatter(fs.readFileSync(path.join(articleDir, name), 'utf8'));
    const date = (parsed?.data as { publishedDate?: unknown } | undefined)?.publishedDate;
    if (typeof date !== 'string') throw new Error(`${name}: no publishedDate string in the front matter`);
    return { source: name, date };
  });
// Calendar edges, where a zone 12 or 14 hours from UTC lands on another day, month or year; and
// times whose moment falls on another UTC day than the day written (the written day must win).
const edgeDates = [
  '2024-02-29',
  '2025-01-01',
  '2025-12-31',
  '2025-03-01',
  '2025-05-07T23:30:00-07:00',
  '2025-05-07T00:30:00+13:00',
  '2025-12-31T22:00:00-10:00',
].map((date) => ({ source: 'edge case', date }));
const samples = [...articleDates, ...edgeDates];

// UTC−12 … UTC+14; offsets on 2025-01-15 (northern winter, southern summer: Chatham is on +13:45).
const zones = [
  { tz: 'Etc/GMT+12', offset: -720 },
  { tz: 'Pacific/Honolulu', offset: -600 },
  { tz: 'America/Los_Angeles', offset: -480 },
  { tz: 'UTC', offset: 0 },
  { tz: 'Asia/Kolkata', offset: 330 },
  { tz: 'Pacific/Chatham', offset: 825 },
  { tz: 'Pacific/Kiritimati', offset: 840 },
];
const locales = [
  { locale: 'en-US', env: 'en_US.UTF-8', march: 'March' },
  { locale: 'de-DE', env: 'de_DE.UTF-8', march: 'März' },
  { locale: 'ja-JP', env: 'ja_JP.UTF-8', march: '3月' },
];
const matrix = zones.flatMap((zone) => locales.map((locale) => ({ ...zone, ...locale })));

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function expectedText(date: string) {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return {
    card: `${SHORT[month - 1]} ${String(day).padStart(2, '0')}, ${year}`,
    long: `${LONG[month - 1]} ${day}, ${year}`,
  };
}

// Runs in the child, through tsx, with the project's `@/` alias (tsconfig paths).
const childScript = `
import { formatCardDate, formatLongDate } from '@/lib/dates';
const dates: string[] = JSON.parse(process.env.DATES_UNDER_TEST ?? '[]');
const options = Intl.DateTimeFormat().resolvedOptions();
console.log(JSON.stringify({
  tz: process.env.TZ,
  timeZone: options.timeZone,
  defaultLocale: options.locale,
  offset: -new Date(Date.UTC(2025, 0, 15)).getTimezoneOffset(),
  march: new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 2, 15))),
  results: dates.map((date) => ({
    date,
    card: formatCardDate(date),
    long: formatLongDate(date),
    naiveLocalDay: new Date(date).getDate(),
  })),
}));
`;

interface ChildReport {
  tz: string;
  timeZone: string;
  defaultLocale: string;
  offset: number;
  march: string;
  results: { date: string; card: string; long: string; naiveLocalDay: number }[];
}

function runChild(tz: string, localeEnv: string): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [`--tsconfig=${path.join(root, 'tsconfig.json')}`, '-e', childScript], {
      cwd: root,
      env: {
        ...process.env,
        TZ: tz,
        LANG: localeEnv,
        LC_ALL: localeEnv,
        LANGUAGE: '',
        DATES_UNDER_TEST: JSON.stringify(samples.map((sample) => sample.date)),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`child for TZ=${tz} LC_ALL=${localeEnv} exited ${code}\nstdout: ${stdout}\nstderr: ${stderr}`));
        return;
      }
      resolve(JSON.parse(line) as ChildReport);
    });
  });
}

const reports = new Map<string, ChildReport>();
const key = (tz: string, locale: string) => `${tz} ${locale}`;

beforeAll(async () => {
  const started = Date.now();
  const runs = await Promise.all(
    matrix.map(async (combo) => [key(combo.tz, combo.locale), await runChild(combo.tz, combo.env)] as const),
  );
  for (const [name, report] of runs) reports.set(name, report);
  console.log(
    `dates in ${matrix.length} child processes (${zones.length} zones × ${locales.length} locales, ${samples.length} dates each): ${Date.now() - started} ms`,
  );
}, 60_000);

test('the samples are every article date plus the calendar edges', () => {
  expect(articleDates).toHaveLength(articleFiles.length);
  expect(articleDates.length).toBeGreaterThan(0);
  for (const { date } of samples) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/);
  expect(samples.some(({ date }) => date.includes('T'))).toBe(true);
});

describe.each(matrix)('TZ=$tz, default locale $locale', ({ tz, offset, locale, march }) => {
  test('the child really ran in that zone and locale', () => {
    const report = reports.get(key(tz, locale))!;
    expect(report.tz).toBe(tz);
    // ICU reports its canonical name (Node 20: Asia/Kolkata → "Asia/Calcutta")
    expect(report.timeZone).toBe(new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone);
    expect(report.offset).toBe(offset);
    expect(report.defaultLocale).toBe(locale);
    expect(report.march).toBe(march);
    // a naive local-time reading of "YYYY-MM-DD" slips to the previous day west of UTC: proof the zone bites
    for (const { date, naiveLocalDay } of report.results.filter(({ date }) => date.length === 10)) {
      const day = Number(date.slice(8));
      if (offset < 0) expect(naiveLocalDay).not.toBe(day);
      else expect(naiveLocalDay).toBe(day);
    }
  });

  test('every date reads as its en-US calendar day, on cards and on articles', () => {
    const report = reports.get(key(tz, locale))!;
    expect(report.results.map(({ date }) => date)).toEqual(samples.map(({ date }) => date));
    const wrong = report.results
      .filter(({ date, card, long }) => {
        const expected = expectedText(date);
        return card !== expected.card || long !== expected.long;
      })
      .map(
        ({ date, card, long }) =>
          `${date}: "${card}" / "${long}", expected "${expectedText(date).card}" / "${expectedText(date).long}"`,
      );
    expect(wrong).toEqual([]);
  });
});
