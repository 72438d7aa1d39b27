/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { absoluteUrl, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { makeArticle } from '@/test/fixtures';
import { sitemapEntries, sitemapFiles } from './sitemap';
import type { ArticleSummary } from '@/lib/article';

/** Each URL of the sitemap as a crawler reads it: its lastmod as a moment, or undefined where it has none. */
async function lastmods(articles: ArticleSummary[]): Promise<Map<string, string | undefined>> {
  const [file] = await sitemapFiles(sitemapEntries(articles));
  const urls: { loc: string; lastmod?: string }[] = [new XMLParser().parse(file.xml).urlset.url].flat();
  return new Map(urls.map((url) => [url.loc, url.lastmod && new Date(url.lastmod).toISOString()]));
}

const correction = (date: string) => ({ date, text: `An earlier version misstated something; corrected ${date}.` });

describe('sitemap lastmod of the standing pages and the corrections', () => {
  const articles = [
    makeArticle({ slug: 'newest', publishedDate: '2025-06-10', corrections: [correction('2025-06-11')] }),
    makeArticle({
      slug: 'older',
      publishedDate: '2025-05-01',
      corrections: [correction('2025-05-03'), correction('2025-06-20T09:00:00-07:00')],
    }),
    makeArticle({ slug: 'uncorrected', publishedDate: '2025-04-01' }),
  ];

  it('dates /corrections/ by its latest correction, whichever story it corrects', async () => {
    expect((await lastmods(articles)).get(absoluteUrl(routes.corrections()))).toBe('2025-06-20T16:00:00.000Z');
  });

  it('leaves /corrections/ undated while there is no correction', async () => {
    const map = await lastmods([makeArticle({ slug: 'uncorrected' })]);
    expect(map.has(absoluteUrl(routes.corrections()))).toBe(true);
    expect(map.get(absoluteUrl(routes.corrections()))).toBeUndefined();
  });

  it('leaves the standing pages undated: the build cannot date their changes', async () => {
    const map = await lastmods(articles);
    for (const page of siteConfig.pages) {
      expect(map.has(absoluteUrl(routes.page(page.slug)))).toBe(true);
      expect(map.get(absoluteUrl(routes.page(page.slug)))).toBeUndefined();
    }
  });
});
