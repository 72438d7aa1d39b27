import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Next 16 writes four RSC payloads per page: `index.txt` (the whole route, fetched when a link is
 * followed without a prefetch) and the segment-prefetch files `__next._tree.txt`,
 * `__next._full.txt` and `__next.<segment>.__PAGE__.txt`. Every link of the site has prefetching
 * off (components/ui/link.tsx), so the browser only ever asks for `index.txt`: the rest is removed.
 * Returns the number of files and bytes removed.
 */
export async function pruneRscPayloads(outDir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^__next\..*\.txt$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += (await fs.stat(file)).size;
    await fs.rm(file);
    files += 1;
  }
  return { files, bytes };
}
