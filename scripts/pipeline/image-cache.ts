/**
 * The housekeeping of the image cache (prepare-content.ts), by each render's file time: a build that
 * uses a render brings its time up to date when it is more than half the grace old, and a render
 * no build uses is removed once its time is CACHE_GRACE_DAYS old. So an unused render stays at least
 * half the grace after the last build that used it: an image changed back, a story unpublished and
 * restored, or another site built from the same checkout (the test sites, an archive) finds its
 * renders still there. A render costs up to a second of a core.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const CACHE_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Records that a build used `file` (whose stat the caller has), at most once per half grace. */
export async function markUsed(file: string, mtimeMs: number, now = Date.now()): Promise<void> {
  if (mtimeMs >= now - (CACHE_GRACE_DAYS / 2) * DAY_MS) return;
  const time = new Date(now);
  await fs.utimes(file, time, time);
}

/** Deletes the renders in `cacheDir` that this build did not use and whose time is over the grace; returns how many. */
export async function pruneCache(cacheDir: string, used: Set<string>, now = Date.now()): Promise<number> {
  const unused = (await fs.readdir(cacheDir)).filter((name) => !used.has(name)).map((name) => path.join(cacheDir, name));
  const times = await Promise.all(unused.map(async (file) => (await fs.stat(file)).mtimeMs));
  const old = unused.filter((_, index) => times[index] < now - CACHE_GRACE_DAYS * DAY_MS);
  await Promise.all(old.map((file) => fs.rm(file)));
  return old.length;
}
