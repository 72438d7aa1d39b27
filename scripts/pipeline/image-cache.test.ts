/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_GRACE_DAYS, markUsed, pruneCache } from './image-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);
let dir: string;

/** A cache entry whose file time is `daysAgo` days before `now`. */
function entry(name: string, daysAgo: number): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, name);
  const time = new Date(now - daysAgo * DAY_MS);
  fs.utimesSync(file, time, time);
  return file;
}

const mtime = (file: string) => fs.statSync(file).mtimeMs;

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the image cache', () => {
  it('removes only the unused renders whose time is over the grace', async () => {
    entry('used-old.avif', CACHE_GRACE_DAYS + 10);
    entry('unused-old.avif', CACHE_GRACE_DAYS + 1);
    entry('unused-recent.avif', CACHE_GRACE_DAYS - 1);
    const used = new Set(['used-old.avif']);
    expect(await pruneCache(dir, used, now)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['unused-recent.avif', 'used-old.avif']);
  });

  it('brings a used render up to date once it is over half the grace old, so it outlives its last use', async () => {
    const stale = entry('stale.avif', CACHE_GRACE_DAYS / 2 + 1);
    const fresh = entry('fresh.avif', CACHE_GRACE_DAYS / 2 - 1);
    const freshTime = mtime(fresh);
    for (const file of [stale, fresh]) await markUsed(file, mtime(file), now);
    expect(mtime(stale)).toBe(now);
    expect(mtime(fresh)).toBe(freshTime);
    // Unused from here on: both stay past the grace's half, and go once their time is over the grace.
    expect(await pruneCache(dir, new Set(), now + (CACHE_GRACE_DAYS / 2) * DAY_MS)).toBe(0);
    expect(await pruneCache(dir, new Set(), now + (CACHE_GRACE_DAYS + 1) * DAY_MS)).toBe(2);
  });
});
