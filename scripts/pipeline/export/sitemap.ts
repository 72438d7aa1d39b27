import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArticleSummary } from '../../../lib/article';
import { routes } from '../../../lib/routes';
import { newsSitemap, sitemapEntries, sitemapFiles } from '../../../server/sitemap';

/**
 * Writes `sitemap.xml` (and, past the protocol's limits, its child sitemaps) and the News sitemap
 * of the stories of the last two days before `now` into the export. A
 * post-build step rather than a route: how many child files there are depends on the archive, and
 * a static export cannot have a route that is sometimes exported zero times.
 */
export async function writeSitemaps(
  outDir: string,
  articles: ArticleSummary[],
  now = new Date(),
): Promise<{ files: number; urls: number; news: number }> {
  const files = await sitemapFiles(sitemapEntries(articles));
  const news = await newsSitemap(articles, now);
  await fs.writeFile(path.join(outDir, routes.newsSitemap()), news);
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outDir, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.xml);
    }),
  );
  const count = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
  return { files: files.length, urls: files.reduce((sum, file) => sum + count(file.xml), 0), news: count(news) };
}
