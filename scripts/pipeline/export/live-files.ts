import fs from 'node:fs/promises';
import path from 'node:path';
import type { Article } from '../../../lib/article';
import { liveFile, type LiveUpdateFile } from '../../../lib/live';
import { updateView } from '../../../lib/live-view';
import { exportedFile, routes } from '../../../lib/routes';

/**
 * Writes, beside each live story's page, what an open page checks and fetches instead of asking a
 * server (components/live/live-poller.tsx): `news/{slug}/live.json` (its newest update, how many,
 * whether the coverage has ended) and `news/{slug}/updates/{id}.json` for each update (its fields and
 * its finished HTML, which the page draws with the same component as the build). For every live
 * story, on every build: a few small files, so that these files are always this build's, whichever
 * pages it rendered (export/merge.ts never brings them from the previous site).
 */
export async function writeLiveFiles(outDir: string, stories: Article[]): Promise<{ stories: number; files: number }> {
  let files = 0;
  for (const story of stories) {
    const updates = story.updates ?? [];
    const write = async (sitePath: string, value: unknown) => {
      const file = path.join(outDir, exportedFile(sitePath));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(value));
      files += 1;
    };
    await write(routes.liveFile(story.slug), liveFile(updates, story.liveState === 'closed', story.publishedDate));
    for (const [index, update] of updates.entries()) {
      const file: LiveUpdateFile = { ...updateView(update), previous: updates[index + 1]?.id ?? null };
      await write(routes.liveUpdateFile(story.slug, update.id), file);
    }
  }
  return { stories: stories.length, files };
}
