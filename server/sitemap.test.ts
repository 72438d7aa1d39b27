/** @jest-environment node */
import { siteConfig } from '@/lib/site';
import { makeArticle } from '@/test/fixtures';
import { getAllArticles, getArticles } from './articles';
import { editions } from '@/lib/editions';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { getTopics } from '@/lib/topics';
import { loadArticles } from '@/server/content/load';
import { XMLParser } from 'fast-xml-parser';
import { absoluteUrl, routes, sectionOf } from '@/lib/routes';
import {
  NEWS_SITEMAP_LIMIT,
  newsSitemap,
  SITEMAP_URLS_PER_FILE,
  sitemapEntries,
  sitemapFiles,
  type SitemapEntry,
} from './sitemap';

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({ path: routes.article(`story-${index}`), lastModified: '2025-05-07' }));
const urlsIn = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
/** The entries of a sitemap or a sitemap index, as a crawler reads them. */
const read = (xml: string): { loc: string; lastmod?: string }[] => {
  const parsed = new XMLParser().parse(xml);
  return [(parsed.urlset?.url ?? parsed.sitemapindex?.sitemap) || []].flat();
};

describe('sitemap', () => {
  it('lists every page of the sample site once, with the last change of what it shows', () => {
    const all = sitemapEntries();
    const paths = all.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Each edition's front, its latest and opinion lists, section, author, standing, corrections, topics and topic pages, and its stories.
    const perEdition =
      1 + 2 + getCategories().length + getAuthors().length + siteConfig.pages.length + 1 + 1 + getTopics().length;
    expect(paths).toHaveLength(editions.length * perEdition + getAllArticles().length);
    expect(paths).toEqual(
      expect.arrayContaining(['/es/', '/es/about/', '/es/topic/water/', '/es/news/recarga-acuiferos-valle-central/']),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/about/', '/contact/', '/privacy/', '/terms/', '/corrections/', '/topics/', '/topic/water/']),
    );
    expect(paths).toContain('/author/maya-okafor/');
    const snowpack = all.find((entry) => entry.path === '/news/sierra-snowpack-water-outlook/');
    expect(snowpack?.lastModified).toBe('2025-03-07T16:20:00-08:00');
    expect(all.find((entry) => entry.path === '/')?.lastModified).toBe(getArticles()[0].publishedDate);
    // A corrected story, and the corrections page, last changed with the correction.
    const corrected = getArticles().find((article) => article.corrections)!;
    expect(all.find((entry) => entry.path === `/news/${corrected.slug}/`)?.lastModified).toBe(corrected.corrections![0].date);
    expect(all.find((entry) => entry.path === '/corrections/')?.lastModified).toBe(corrected.corrections![0].date);
    // A page every edition has names itself in each (hreflang), with no date: the build cannot date a standing page's changes.
    const aboutIn = [
      { lang: 'en', path: '/about/' },
      { lang: 'es', path: '/es/about/' },
    ];
    expect(all.find((entry) => entry.path === '/about/')).toEqual({ path: '/about/', alternates: aboutIn });
    expect(all.find((entry) => entry.path === '/es/about/')).toEqual({ path: '/es/about/', alternates: aboutIn });
    expect(all.find((entry) => entry.path === '/es/category/tech/')?.alternates).toEqual([
      { lang: 'en', path: '/category/tech/' },
      { lang: 'es', path: '/es/category/tech/' },
    ]);
    // A translated story names its versions, each by its edition's language.
    expect(all.find((entry) => entry.path === '/news/central-valley-groundwater-recharge/')?.alternates).toEqual([
      { lang: 'en', path: '/news/central-valley-groundwater-recharge/' },
      { lang: 'es', path: '/es/news/recarga-acuiferos-valle-central/' },
    ]);
    // A live story, by its latest update.
    expect(all.find((entry) => entry.path === '/news/pacific-islands-climate-summit/')?.lastModified).toBe(
      '2025-05-28T17:30:00+12:00',
    );
  });

  it('lists the same pages from the unsanitised articles the post-build step reads', () => {
    expect(sitemapEntries(loadArticles(undefined, undefined, { sanitize: false }))).toEqual(sitemapEntries());
  });

  it('is one file while every URL fits, each URL with the moment of its last change', async () => {
    const [only, ...rest] = await sitemapFiles([...entries(9), { path: routes.corrections() }]);
    expect(rest).toEqual([]);
    expect(only.path).toBe(routes.sitemap());
    expect(only.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(read(only.xml)).toEqual([
      ...entries(9).map((entry) => ({ loc: absoluteUrl(entry.path), lastmod: '2025-05-07T00:00:00.000Z' })),
      { loc: absoluteUrl(routes.corrections()) },
    ]);
  });

  it('gives a moment with an offset as the same moment in UTC', async () => {
    const [file] = await sitemapFiles([{ path: routes.home(), lastModified: '2025-03-07T16:20:00-08:00' }]);
    expect(read(file.xml)).toEqual([{ loc: absoluteUrl(routes.home()), lastmod: '2025-03-08T00:20:00.000Z' }]);
  });

  it('becomes an index of children past the URL limit, each within it, every URL once', async () => {
    const [index, ...children] = await sitemapFiles(entries(25), 10);
    expect(index.path).toBe(routes.sitemap());
    expect(children.map((child) => child.path)).toEqual([1, 2, 3].map(routes.sitemapPart));
    expect(children.map((child) => urlsIn(child.xml))).toEqual([10, 10, 5]);
    expect(read(index.xml)).toEqual(
      children.map((child) => ({ loc: absoluteUrl(child.path), lastmod: '2025-05-07T00:00:00.000Z' })),
    );
  });

  it(`cuts parts of ${SITEMAP_URLS_PER_FILE.toLocaleString('en-US')} URLs`, async () => {
    const [, ...children] = await sitemapFiles(entries(SITEMAP_URLS_PER_FILE + 1));
    expect(children.map((child) => urlsIn(child.xml))).toEqual([SITEMAP_URLS_PER_FILE, 1]);
  });

  it('keeps its parts as they are while stories are published, but the first and the newest', async () => {
    // Stories a day apart, newest first: 60, then the same with one more published the next day.
    const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10);
    const stories = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeArticle({ slug: `story-${count - index}`, category: 'tech', publishedDate: day(count - index) }),
      );
    const perFile = 10;
    const [beforeIndex, ...before] = await sitemapFiles(sitemapEntries(stories(60)), perFile);
    const [afterIndex, ...after] = await sitemapFiles(sitemapEntries(stories(61)), perFile);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    // The first parts list the fronts, which every story changes; the last, the newest stories.
    const fronts = sitemapEntries(stories(60)).findIndex((entry) => sectionOf(entry.path) === 'article');
    expect(before.length - 1 - Math.ceil(fronts / perFile)).toBeGreaterThanOrEqual(3);
    for (let part = Math.ceil(fronts / perFile); part < before.length - 1; part += 1) expect(after[part]).toEqual(before[part]);
    expect(after.at(-1)!.xml).toContain(absoluteUrl(routes.article('story-61')));
    // The index dates each part by its newest change.
    expect(read(beforeIndex.xml)[1]).toEqual({ loc: absoluteUrl(routes.sitemapPart(2)), lastmod: expect.any(String) });
    expect(afterIndex.xml).not.toEqual(beforeIndex.xml);
  });

  it('lists the fronts first, then stories and archive pages oldest first, a page after the story that filled it', () => {
    const stories = Array.from({ length: 24 }, (_, index) =>
      makeArticle({
        slug: `story-${24 - index}`,
        category: 'tech',
        publishedDate: `2025-01-${String(24 - index).padStart(2, '0')}`,
      }),
    );
    const paths = sitemapEntries(stories).map((entry) => entry.path);
    expect(paths[0]).toBe('/');
    expect(paths[1]).toBe(`/category/${getCategories()[0].id}/`);
    const story = (n: number) => paths.indexOf(`/news/story-${n}/`);
    expect(story(1)).toBeLessThan(story(2));
    // The 24th story fills the first archive page of its section, its author, its topic and the latest stories: they follow it.
    expect(paths.slice(story(24) + 1)).toEqual([
      '/author/daniel-reyes/page/1/',
      '/category/tech/page/1/',
      '/latest/page/1/',
      '/topic/elections/page/1/',
    ]);
  });

  it('names a translated story’s versions with hreflang both ways, the English one as x-default', async () => {
    const [file] = await sitemapFiles(sitemapEntries());
    const english = absoluteUrl('/news/central-valley-groundwater-recharge/');
    const spanish = absoluteUrl('/es/news/recarga-acuiferos-valle-central/');
    expect(file.xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(file.xml);
    const entry = (url: string) => (parsed.urlset.url as Record<string, unknown>[]).find((candidate) => candidate.loc === url);
    const links = (url: string) => entry(url)?.['xhtml:link'];
    for (const url of [english, spanish])
      expect(links(url)).toEqual([
        { '@_rel': 'alternate', '@_hreflang': 'en-US', '@_href': english },
        { '@_rel': 'alternate', '@_hreflang': 'es-US', '@_href': spanish },
        { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': english },
      ]);
  });

  it('escapes what XML would misread', async () => {
    const [file] = await sitemapFiles([{ path: '/news/a&b/', lastModified: '2025-05-07' }]);
    expect(file.xml).toContain('<loc>http://localhost:3000/news/a&amp;b/</loc>');
  });
});

describe('News sitemap', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const story = (slug: string, publishedDate: string, title = `Headline of ${slug}`) =>
    makeArticle({ slug, publishedDate, title });

  it('lists the stories of the two days before the build, newest first, in Google’s news format', async () => {
    const xml = await newsSitemap(
      [
        story('too-old', '2026-11-23T11:59:00Z'),
        story('yesterday', '2026-11-24T09:30:00-08:00', 'Water & “power”'),
        story('today', '2026-11-25'),
        story('scheduled', '2026-11-25T12:30:00Z'),
      ],
      now,
    );
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${siteConfig.url}/news/today/`, `${siteConfig.url}/news/yesterday/`]);
    expect(xml).toContain(
      '<news:publication><news:name>Pacific Ledger</news:name><news:language>en</news:language></news:publication>' +
        '<news:publication_date>2026-11-24T09:30:00-08:00</news:publication_date><news:title>Water &amp; “power”</news:title>',
    );
    // A story dated by its day alone is given that day's midnight, with the time.
    expect(xml).toContain('<news:publication_date>2026-11-25T00:00:00Z</news:publication_date>');
  });

  it('names each story in its own language, at its edition’s address', async () => {
    const spanish = makeArticle({ slug: 'hoy', publishedDate: '2026-11-25', lang: 'es', title: 'Titular de hoy' });
    const xml = await newsSitemap([spanish, story('today', '2026-11-25T01:00:00Z')], now);
    expect(xml).toContain(`<loc>${siteConfig.url}/es/news/hoy/</loc>`);
    expect(xml).toContain('<news:language>es</news:language><');
    expect(xml).toContain('<news:language>en</news:language><');
  });

  it('is a valid, empty urlset when nothing was published in the window', async () => {
    expect(await newsSitemap([story('old', '2025-03-05')], now)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"></urlset>',
    );
  });

  it('lists an open live story while it is updated, whenever it was published', async () => {
    const update = (time: string) => ({
      id: time,
      time,
      headline: 'An update',
      author: 'maya-okafor' as const,
      content: '<p>A</p>',
    });
    const live = (slug: string, liveState: 'open' | 'closed', latest: string) =>
      makeArticle({ slug, publishedDate: '2026-11-01T08:00:00Z', live: true, liveState, updates: [update(latest)] });
    const xml = await newsSitemap(
      [
        live('updated-yesterday', 'open', '2026-11-24T18:00:00Z'),
        live('closed-yesterday', 'closed', '2026-11-24T18:00:00Z'),
        live('quiet-for-days', 'open', '2026-11-20T18:00:00Z'),
      ],
      now,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${siteConfig.url}/news/updated-yesterday/`]);
    // Dated by its publication, as the News sitemap dates every story.
    expect(xml).toContain('<news:publication_date>2026-11-01T08:00:00Z</news:publication_date>');
  });

  it('holds at most the 1,000 newest stories', async () => {
    const many = Array.from({ length: NEWS_SITEMAP_LIMIT + 5 }, (_, index) =>
      story(`s-${index}`, new Date(now.getTime() - (index + 1) * 60_000).toISOString()),
    );
    const xml = await newsSitemap(many, now);
    expect(xml.match(/<url>/g)).toHaveLength(NEWS_SITEMAP_LIMIT);
    expect(xml).toContain('/news/s-0/');
    expect(xml).not.toContain(`/news/s-${NEWS_SITEMAP_LIMIT}/`);
  });
});
