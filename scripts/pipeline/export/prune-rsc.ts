import fs from 'node:fs/promises';
import path from 'node:path';
import { pool } from '../pool';
import { routes } from '../../../lib/routes';
import { NO_LIVE_STORY } from '../../../server/live-files';

/**
 * Next 16 writes four RSC payloads per page: `index.txt` (the whole route, fetched when a link is
 * followed without a prefetch) and the segment-prefetch files `__next._tree.txt`,
 * `__next._full.txt` and `__next.<segment>.__PAGE__.txt`. Every link of the site has prefetching
 * off (components/ui/link.tsx), so the browser only ever asks for `index.txt`: the rest is removed,
 * with the live files' route's folder of no story (server/live-files.ts `NO_LIVE_STORY`), in each edition.
 * Returns the number of files and bytes removed.
 */
export async function pruneRscPayloads(outDir: string): Promise<{ files: number; bytes: number }> {
  const placeholder = path.join(...routes.liveFile(NO_LIVE_STORY.slug).split('/').filter(Boolean));
  const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /^__next\..*\.txt$/.test(path.basename(file)) || file.endsWith(`${path.sep}${placeholder}`));
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
  await Promise.all(files.filter((file) => file.endsWith(placeholder)).map((file) => fs.rmdir(path.dirname(file))));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
