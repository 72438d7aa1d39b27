import fs from 'node:fs/promises';
import path from 'node:path';
import { pool } from '../pool';

export interface Unchanged {
  /** This build's site, in the working folder: the pages it rendered, and all it writes on every build. */
  site: string;
  /** The previous build's site, with every page: `out/`, which is only read. */
  previous: string;
  /** The story-driven pages this build keeps from the previous site, by address (`/news/slug/`). */
  keep: string[];
  /** The story-driven pages this build rendered again or removed: none of their previous files is brought in. */
  drop: string[];
}

/**
 * The page a file of the site belongs to: the file itself when it is one of `pages` (a feed), else the nearest
 * folder above it that is one, by address.
 */
function ownerOf(file: string, pages: Set<string>): string | null {
  const parts = file.split(path.sep);
  const itself = `/${parts.join('/')}`;
  if (pages.has(itself)) return itself;
  for (let end = parts.length - 1; end > 0; end -= 1) {
    const page = `/${parts.slice(0, end).join('/')}/`;
    if (pages.has(page)) return page;
  }
  return null;
}

/**
 * An incremental build's site: this build's files, with the previous site's unchanged pages brought
 * in beside them. `next build` wrote only the story-driven pages that changed, with the files of
 * their routes (a live story's `live.json` and updates), and everything that has no parameters
 * (home, search, the edition's feed, scripts, images), which it writes on every build. A page owns the
 * files below its folder that no page nearer them owns, and a feed is a page of its own: every file of
 * the previous site whose page is kept, and that this build did not write, is added to this build's
 * site as a hard link: no copy,
 * and the previous site stays as it was, whole, for as long as it is the one in `out/`. (A file
 * system that refuses links gets a copy.) A link shares its bytes with the previous site's file, so
 * what runs after this writes only new files, never into one of these.
 */
export async function bringUnchanged({ site, previous, keep, drop }: Unchanged): Promise<{ linked: number }> {
  const kept = new Set(keep);
  const pages = new Set([...keep, ...drop]);
  const roots = [...new Set([...pages].map((page) => page.split('/').find(Boolean)!))];
  let linked = 0;
  for (const root of roots) {
    const written = new Set(await filesUnder(site, root));
    const links: [string, string][] = [];
    for (const file of await filesUnder(previous, root)) {
      const owner = ownerOf(file, pages);
      if (written.has(file) || owner === null || !kept.has(owner)) continue;
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
