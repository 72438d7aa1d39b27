import fs from 'node:fs/promises';
import path from 'node:path';
import { pool } from '../pool';

export interface Unchanged {
  /** This build's site, in the working folder: the pages it rendered, and all it writes on every build. */
  site: string;
  /** The previous build's site, with every page: `out/`, which is only read. */
  previous: string;
  /** Every story-driven page of this build, by address (`/news/slug/`): the top-level folders they live in are merged. */
  pages: string[];
  /** The previous build's pages this one no longer has. */
  remove: string[];
  /**
   * Files of the page folders that this build writes wherever they should be (a live story's own
   * files, lib/routes.ts `isLiveFile`): never brought from the previous site, where they may be stale.
   */
  own?: (file: string) => boolean;
}

/**
 * An incremental build's site: this build's files, with the previous site's unchanged pages brought
 * in beside them. `next build` wrote only the story-driven pages that changed, and everything that has
 * no parameters (home, search, feeds, scripts, images), which it writes on every build. So in the page
 * folders (`news/`, `category/`, `author/`), every file of the previous site that this build did not
 * write, and that no removed page holds, is added to this build's site as a hard link: no copy, and
 * the previous site stays as it was, whole, for as long as it is the one in `out/`. (A file system
 * that refuses links gets a copy.) A link shares its bytes with the previous site's file, so what
 * runs after this writes only new files, never into one of these.
 */
export async function bringUnchanged({
  site,
  previous,
  pages,
  remove,
  own = () => false,
}: Unchanged): Promise<{ linked: number }> {
  const roots = [...new Set([...pages, ...remove].map((page) => page.split('/').find(Boolean)!))];
  const removed = new Set(remove.map((page) => page.replace(/^\/|\/$/g, '')));
  let linked = 0;
  for (const root of roots) {
    const written = new Set(await filesUnder(site, root));
    const links: [string, string][] = [];
    for (const file of await filesUnder(previous, root)) {
      if (written.has(file) || own(file) || removed.has(path.dirname(file).split(path.sep).join('/'))) continue;
      links.push([path.join(previous, file), path.join(site, file)]);
    }
    await linkAll(links);
    linked += links.length;
  }
  return { linked };
}

/** Every file below `dir/root`, relative to `dir`; none when it does not exist. */
export async function filesUnder(dir: string, root: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, root), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes each `[from, to]` a hard link (a copy where links are refused), the folders first; 64 at a
 * time, as the file system answers links in parallel.
 */
export async function linkAll(links: [string, string][]): Promise<void> {
  await pool([...new Set(links.map(([, to]) => path.dirname(to)))], (folder) => fs.mkdir(folder, { recursive: true }), 64);
  await pool(links, ([from, to]) => fs.link(from, to).catch(() => fs.copyFile(from, to)), 64);
}

/** Adds every file of the folder `from` to `to` as a hard link (a copy where links are refused). */
export const linkTree = async (from: string, to: string) =>
  linkAll((await filesUnder(from, '.')).map((file) => [path.join(from, file), path.join(to, file)]));
