import fs from 'node:fs/promises';
import path from 'node:path';

export interface Merge {
  /** This build's export: the pages it rendered, and all it writes on every build. */
  outDir: string;
  /** The previous build's export, with every page. */
  previousOut: string;
  /** Where what the previous export holds beyond its pages goes, for steps that take from it (the search bundles). */
  setAside: string;
  /** Every story-driven page of this build, by address (`/news/slug/`): the top-level folders they live in are merged. */
  pages: string[];
  /** The previous build's pages this one no longer has. */
  remove: string[];
}

/**
 * An incremental build's `out/`: the previous build's export with this build's files laid over it.
 *
 * `next build` wrote only the story-driven pages that changed, and everything that has no parameters
 * (home, search, feeds, scripts, images), which it writes on every build. So the previous export's
 * page folders (`news/`, `category/`, `author/`) are kept and this build's pages moved into them,
 * one rename a file; the removed pages are deleted. The rest of the previous export is set aside:
 * this build wrote all of it again. Moving this build's few files costs what it renders, where
 * moving every kept page the other way cost two renames a page and left a folder a page to delete
 * (3.2 s at 10,000 stories).
 *
 * When it returns, `outDir` holds the merged export and `previousOut` is gone.
 */
export async function mergeIntoPrevious({ outDir, previousOut, setAside, pages, remove }: Merge): Promise<{ moved: number }> {
  // A set-aside folder left by a build that stopped half-way would refuse the renames below.
  await fs.rm(setAside, { recursive: true, force: true });
  const roots = new Set([...pages, ...remove].map((page) => page.split('/').find(Boolean)!));
  await fs.mkdir(setAside, { recursive: true });
  for (const entry of await fs.readdir(previousOut)) {
    if (!roots.has(entry)) await fs.rename(path.join(previousOut, entry), path.join(setAside, entry));
  }
  // Deepest first, so a listing's removed `page/2/` goes before the listing itself.
  for (const page of [...remove].sort((a, b) => b.length - a.length)) {
    const folder = path.join(previousOut, page);
    for (const name of ['index.html', 'index.txt']) await fs.rm(path.join(folder, name), { force: true });
    await removeEmptyFolders(folder, previousOut);
  }
  let moved = 0;
  for (const entry of await fs.readdir(outDir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(outDir, path.join(entry.parentPath, entry.name));
    const top = relative.split(path.sep)[0];
    if (!roots.has(top)) {
      // Not a page folder: the previous one was set aside, so this build's moves whole.
      if (top === relative) await fs.rename(path.join(outDir, relative), path.join(previousOut, relative));
      continue;
    }
    if (!entry.isFile()) continue;
    await fs.mkdir(path.join(previousOut, path.dirname(relative)), { recursive: true });
    await fs.rename(path.join(outDir, relative), path.join(previousOut, relative));
    moved += 1;
  }
  // What is left of this build's folder is empty folders: it goes with the set-aside files.
  await fs.rename(outDir, path.join(setAside, `.${path.basename(outDir)}-emptied`));
  await fs.rename(previousOut, outDir);
  return { moved };
}

/** Removes `folder` and then its parents below `root`, as long as each is empty (`author/x/page/` once its pages went). */
async function removeEmptyFolders(folder: string, root: string): Promise<void> {
  for (let current = folder; path.relative(root, current) !== ''; current = path.dirname(current)) {
    try {
      await fs.rmdir(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return;
      if (code !== 'ENOENT') throw error;
    }
  }
}
