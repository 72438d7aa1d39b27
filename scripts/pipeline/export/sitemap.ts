import fs from 'node:fs/promises';
import path from 'node:path';
import type { Article } from '../../../lib/article';
import { sitemapEntries, sitemapFiles } from '../../../server/sitemap';

/**
 * Writes `sitemap.xml` (and, past the protocol's limits, its child sitemaps) into the export. A
 * post-build step rather than a route: how many child files there are depends on the archive, and
 * a static export cannot have a route that is sometimes exported zero times.
 */
export async function writeSitemaps(outDir: string, articles: Article[]): Promise<{ files: number; urls: number }> {
  const files = sitemapFiles(sitemapEntries(articles));
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outDir, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.xml);
    }),
  );
  return { files: files.length, urls: files.reduce((sum, file) => sum + (file.xml.match(/<url>/g)?.length ?? 0), 0) };
}
