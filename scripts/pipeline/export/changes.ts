import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What an incremental build changes in `out/`. Its working folder holds only what it wrote: the
 * story-driven pages it rendered again, with the files of their routes (a live story's `live.json`
 * and updates), everything without parameters, which every build writes (home, search, the edition's
 * feed, scripts, images, the sitemaps, `sw.js`), and the search bundles it indexed. The rest of the
 * new site is the previous one's, in `out/`, as it is: publish.ts moves the written files in and
 * removes the stale ones, those the new site does not have.
 */
export interface Changes {
  /** This build's site, in the working folder: what it wrote. */
  site: string;
  /** The previous build's site, with every page: `out/`, which is only read here. */
  previous: string;
  /** The story-driven pages this build keeps from the previous site, by address (`/news/slug/`). */
  keep: string[];
  /** The story-driven pages this build rendered again or removed: none of their previous files is kept. */
  drop: string[];
  /** Folders of the previous site kept whole, by address (`/pagefind/1/`): the search bundles taken from it. */
  keepFolders?: string[];
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

/** An address and the folders above it, by address: `/a/`, `/a/b/` and `/a/b/c/` for `/a/b/c/`. */
const foldersTo = (address: string) => {
  const parts = address.split('/').filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}/`);
};

/**
 * The files of the previous site that the new one does not have, relative to it: those whose page
 * this build dropped, and those of no page (a script, a search bundle's file, an image) that it did
 * not write again. A page owns the files below its folder that no page nearer them owns, and a feed
 * is a page of its own. A kept page's folder is not read at all, unless a page this build dropped
 * lies in it: at 10,000 stories the walk reads a few hundred folders of the previous site's 25,000.
 */
export async function staleFiles({ site, previous, keep, drop, keepFolders = [] }: Changes): Promise<string[]> {
  const kept = new Set(keep);
  const pages = new Set([...keep, ...drop]);
  const toDropped = new Set(drop.flatMap(foldersTo));
  const keptWhole = new Set(keepFolders);
  const written = new Set(await filesUnder(site, '.'));
  const stale: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const below: string[] = [];
    for (const entry of await fs.readdir(path.join(previous, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        const address = `/${file.split(path.sep).join('/')}/`;
        if (!keptWhole.has(address) && (!kept.has(address) || toDropped.has(address))) below.push(file);
      } else if (!written.has(file) && !kept.has(ownerOf(file, pages) ?? '')) stale.push(file);
    }
    await Promise.all(below.map(walk));
  };
  await walk('');
  return stale.sort();
}

/** Every file below `dir/root`, relative to `dir`; none when it does not exist. */
export async function filesUnder(dir: string, root: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, root), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Reads a file of the new site, by its path in it: this build's, else the previous site's (`previous`,
 * on an incremental build), which the new one keeps where this build did not write.
 */
export const siteReader =
  (site: string, previous?: string) =>
  (file: string): Promise<Buffer> =>
    fs
      .readFile(path.join(site, file))
      .catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' && previous ? fs.readFile(path.join(previous, file)) : Promise.reject(error),
      );
