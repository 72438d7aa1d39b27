import fs from 'node:fs/promises';
import path from 'node:path';
import { pool } from '../pool';

/**
 * Next 16 writes four RSC payloads per page: `index.txt` (the whole route, fetched when a link is
 * followed without a prefetch) and the segment-prefetch files `__next._tree.txt`,
 * `__next._full.txt` and `__next.<segment>.__PAGE__.txt`. Every link of the site has prefetching
 * off (components/ui/link.tsx), so the browser only ever asks for `index.txt`: the rest is removed.
 * Returns the number of files and bytes removed.
 */
export async function pruneRscPayloads(outDir: string): Promise<{ files: number; bytes: number }> {
  const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /^__next\..*\.txt$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // Tens of thousands of files at 10,000 articles: overlapping the file system calls is most of the time saved.
  const sizes = await pool(
    files,
    async (file) => {
      const { size } = await fs.stat(file);
      await fs.unlink(file);
      return size;
    },
    16,
  );
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
