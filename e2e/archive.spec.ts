/**
 * The generated archive site (scripts/tools/archive/test-site.ts: 64 stories, 52 of them Technology, 30 by
 * one reporter, two photographs), built with BASE_PATH=/pacific-ledger and served by nginx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { XMLParser } from 'fast-xml-parser';
import type { Article } from '../lib/article';
import { openStore } from '../server/content/stored';
import { formatCardDate, formatLongDate } from '../lib/dates';
import { fallbackWidth, variantHeight } from '../lib/images';
import { PAGE_SIZE } from '../lib/pagination';
import { siteConfig } from '../lib/site';
import {
  testArchiveOut,
  testArchiveRecent,
  testArchiveSearchBundleSize,
  testArchiveStore,
} from '../scripts/tools/archive/test-site';
import { dateSortValue, parseSearchManifest } from '../lib/search-index';
import { splitIntoBundles } from '../server/search-bundles';
import { getCategories } from '../lib/categories';
import { expectNoProblems, watchConsole } from './support/site';

const BASE = '/pacific-ledger';
/** The archive's stories, newest first, as its build checked them into its content store. */
const store = openStore(testArchiveStore);
const articles = store.summaries.map((story) => store.article(story.slug)!);
const absolute = (sitePath: string) => `${siteConfig.url}${BASE}${sitePath}`;

interface Listing {
  /** The front page's site path; archive pages are under `page/{n}/`. */
  path: string;
  /** The h1 and the title. */
  name: string;
  /** What the Newer, Older and Latest links name: the category's display name, or "stories by X". */
  label: string;
  /** Newest first. */
  items: Article[];
}

const tech: Listing = {
  path: '/category/tech/',
  name: 'Technology',
  label: 'Technology',
  items: articles.filter((article) => article.category === 'tech'),
};
const reporter: Listing = {
  path: '/author/priya-natarajan/',
  name: 'Priya Natarajan',
  label: 'stories by Priya Natarajan',
  items: articles.filter((article) => article.author === 'priya-natarajan'),
};
const pagePath = (listing: Listing, number: number) => (number > 0 ? `${listing.path}page/${number}/` : listing.path);
/** Archive pages: one for each full 24 stories. */
const archivePages = (listing: Listing) => Math.floor(listing.items.length / PAGE_SIZE);

test('the archive pages a section over a front page and two archive pages, a reporter over a front page and one', () => {
  expect(PAGE_SIZE).toBe(24);
  expect(archivePages(tech)).toBe(2);
  expect(archivePages(reporter)).toBe(1);
  // Both have stories past their last full page: the front page overlaps the newest archive page.
  expect(tech.items.length % PAGE_SIZE).toBeGreaterThan(0);
  expect(reporter.items.length % PAGE_SIZE).toBeGreaterThan(0);
});

/**
 * Page `number` of a listing as the reader sees it: title, canonical, cards, and the Pagination nav.
 * The front page (0) holds the latest 24; archive page n the n-th 24 published, counted from the oldest.
 */
async function expectListingPage(page: Page, listing: Listing, number: number) {
  const count = archivePages(listing);
  await expect(page).toHaveURL(`${BASE}${pagePath(listing, number)}`);
  await expect(page).toHaveTitle(`${number > 0 ? `${listing.name}, page ${number}` : listing.name} | Pacific Ledger`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(pagePath(listing, number)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);

  const oldestFirst = [...listing.items].reverse();
  const expected =
    number === 0 ? listing.items.slice(0, PAGE_SIZE) : oldestFirst.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE).reverse();
  expect(expected).toHaveLength(PAGE_SIZE);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
    expected.map((article) => article.title),
  );

  const nav = page.getByRole('navigation', { name: 'Pagination' });
  const latest = nav.getByRole('link', { name: `Latest page of ${listing.label}` });
  await expect(latest).toHaveAttribute('href', `${BASE}${listing.path}`);
  if (number === 0) await expect(latest).toHaveAttribute('aria-current', 'page');
  else await expect(latest).not.toHaveAttribute('aria-current');
  const numbers = nav.getByRole('link', { name: /^Page \d+$/ });
  await expect(numbers).toHaveText(Array.from({ length: count }, (_, index) => String(count - index)));
  for (let other = 1; other <= count; other += 1) {
    const link = nav.getByRole('link', { name: `Page ${other}`, exact: true });
    await expect(link).toHaveAttribute('href', `${BASE}${pagePath(listing, other)}`);
    if (other === number) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  const newer = nav.getByRole('link', { name: `Newer page of ${listing.label}` });
  const older = nav.getByRole('link', { name: `Older page of ${listing.label}` });
  if (number === 0) await expect(newer).toHaveCount(0);
  else await expect(newer).toHaveAttribute('href', `${BASE}${pagePath(listing, number === count ? 0 : number + 1)}`);
  if (number === 1) await expect(older).toHaveCount(0);
  else await expect(older).toHaveAttribute('href', `${BASE}${pagePath(listing, number === 0 ? count : number - 1)}`);
}

for (const listing of [tech, reporter]) {
  test(`every page of ${listing.name} loads on its own, with its cards and its Pagination nav`, async ({ page }) => {
    for (let number = 0; number <= archivePages(listing); number += 1) {
      const response = await page.goto(`${BASE}${pagePath(listing, number)}`);
      expect(response?.status()).toBe(200);
      await expectListingPage(page, listing, number);
    }
  });
}

test('in-site navigation between pages shows the spinner, then the page', async ({ page }) => {
  await page.goto(`${BASE}${tech.path}`);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  const steps = [
    { link: nav.getByRole('link', { name: 'Older page of Technology' }), number: 2 },
    { link: nav.getByRole('link', { name: 'Page 1', exact: true }), number: 1 },
    { link: nav.getByRole('link', { name: 'Newer page of Technology' }), number: 2 },
  ];
  for (const { link, number } of steps) {
    await link.click();
    // The spinner shows once the next page's payload has arrived, which a loaded machine can take seconds to fetch.
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible({ timeout: 15_000 });
    await expectListingPage(page, tech, number);
  }
  await nav.getByRole('link', { name: 'Latest page of Technology' }).click();
  await expectListingPage(page, tech, 0);
});

test('without JavaScript the pages are plain links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`${BASE}${reporter.path}`);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Older page of stories by Priya Natarajan' })
    .click();
  await expectListingPage(page, reporter, 1);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Latest page of stories by Priya Natarajan' })
    .click();
  await expectListingPage(page, reporter, 0);
  await page.goto(`${BASE}${pagePath(tech, 2)}`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Older page of Technology' }).click();
  await expectListingPage(page, tech, 1);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await context.close();
});

test('past the last page: 404, naming the section and linking to its first page', async ({ page }) => {
  const response = await page.goto(`${BASE}/category/tech/page/99/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Technology has no page 99.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the latest page of Technology' }).click();
  await expect(page).toHaveURL(`${BASE}/category/tech/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technology');

  expect((await page.goto(`${BASE}/author/priya-natarajan/page/3/`))?.status()).toBe(404);
  await expect(page.getByText('The stories by Priya Natarajan have no page 3.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the latest page of stories by Priya Natarajan' })).toHaveAttribute(
    'href',
    `${BASE}/author/priya-natarajan/`,
  );
});

test('an updated story says when, beside its publication date', async ({ page }) => {
  const updated = articles.find((article) => article.updatedDate?.includes('T'));
  expect(updated, 'the archive holds a story updated at a given time').toBeDefined();
  await page.goto(`${BASE}/news/${updated!.slug}/`);
  const line = page.getByRole('main').getByText(`Updated ${formatLongDate(updated!.updatedDate!)}`);
  await expect(line).toBeVisible();
  await expect(line.locator('time')).toHaveAttribute('datetime', updated!.updatedDate!);
  await expect(page.getByRole('main').locator('header time').first()).toHaveText(formatLongDate(updated!.publishedDate));
});

test('a photograph hero: caption and credit in a figcaption, its own aspect ratio, never upscaled', async ({ page }) => {
  const photos = articles.filter((article) => article.imageURL.endsWith('.jpg'));
  expect(photos.length).toBeGreaterThanOrEqual(2);
  for (const article of photos) {
    await page.goto(`${BASE}/news/${article.slug}/`);
    const figure = page.getByRole('main').getByRole('figure');
    await expect(figure.locator('figcaption')).toContainText(article.imageCaption!);
    await expect(figure.locator('figcaption')).toContainText(article.imageCredit!);

    const img = figure.getByRole('img', { name: article.imageAlt });
    const width = fallbackWidth(article);
    await expect(img).toHaveAttribute('width', String(width));
    await expect(img).toHaveAttribute('height', String(variantHeight(article, width)));
    expect(Math.abs(width / variantHeight(article, width) - article.image.width / article.image.height)).toBeLessThan(0.01);
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`${BASE}/generated/images/photos/`);

    for (const srcset of await figure
      .locator('source')
      .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset')!))) {
      const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
      expect(widths.length).toBeGreaterThan(0);
      expect(Math.max(...widths), srcset).toBeLessThanOrEqual(article.image.width);
    }
  }
});

const xml = new XMLParser();
const itemLinks = (feed: string): string[] => {
  const items = xml.parse(feed).rss.channel.item;
  return (Array.isArray(items) ? items : [items]).map((item: { link: string }) => item.link);
};

test('the feeds carry the newest 50 stories, newest first', async ({ request }) => {
  expect(articles.length).toBeGreaterThan(50);
  expect(tech.items.length).toBeGreaterThan(50);
  const site = await request.get(`${BASE}/feed.xml`);
  expect(itemLinks(await site.text())).toEqual(articles.slice(0, 50).map((article) => absolute(`/news/${article.slug}/`)));
  const section = await request.get(`${BASE}/category/tech/feed.xml`);
  expect(itemLinks(await section.text())).toEqual(tech.items.slice(0, 50).map((article) => absolute(`/news/${article.slug}/`)));
});

/** Every exported page's address, from the folder nginx serves: `{dir}/index.html` is `/{dir}/`. */
function exportedPages(): string[] {
  return (
    fs
      .readdirSync(testArchiveOut, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'index.html')
      .map((file) => path.dirname(file).split(path.sep).join('/'))
      // The search, offline and saved pages, the text-only edition and the newsroom's editor are noindex, so they are
      // rightly not in the sitemap.
      .filter(
        (dir) => !['404', '_not-found', 'search', 'offline', 'saved', 'admin'].includes(dir) && !`${dir}/`.startsWith('lite/'),
      )
      .map((dir) => absolute(dir === '.' ? '/' : `/${dir}/`))
  );
}

test('the sitemap lists every page exactly once, pagination and author pages included', async ({ request }) => {
  const response = await request.get(`${BASE}/sitemap.xml`);
  const urls = xml.parse(await response.text()).urlset.url as { loc: string }[];
  const locations = urls.map((url) => url.loc);
  expect(new Set(locations).size).toBe(locations.length);
  expect([...locations].sort()).toEqual(exportedPages().sort());
  expect(locations).toEqual(
    expect.arrayContaining([absolute(pagePath(tech, 2)), absolute(pagePath(reporter, 1)), absolute('/author/rosa-delgado/')]),
  );
});

test('the News sitemap lists the stories of the last two days, newest first, as Google News reads them', async ({ request }) => {
  const robots = await (await request.get(`${BASE}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${absolute('/news-sitemap.xml')}`);
  const parsed = xml.parse(await (await request.get(`${BASE}/news-sitemap.xml`)).text());
  type Entry = { loc: string; 'news:news': Record<string, unknown> & { 'news:publication': Record<string, string> } };
  const entries = [parsed.urlset.url].flat() as Entry[];
  const recent = articles.filter((article) => Date.now() - Date.parse(article.publishedDate) < 2 * 86_400_000);
  expect(recent).toHaveLength(testArchiveRecent);
  expect(entries.map((entry) => entry.loc)).toEqual(recent.map((article) => absolute(`/news/${article.slug}/`)));
  for (const [index, entry] of entries.entries()) {
    expect(entry['news:news']).toEqual({
      'news:publication': { 'news:name': siteConfig.name, 'news:language': 'en' },
      'news:publication_date': recent[index].publishedDate,
      'news:title': recent[index].title,
    });
  }
});

/** Which search bundle (1 the oldest) holds each story, as the export split them. */
const bundleOf = new Map(
  splitIntoBundles(articles, testArchiveSearchBundleSize).flatMap((bundle, index) =>
    bundle.map((article) => [article.title, index + 1] as const),
  ),
);
/** The day (UTC) of the oldest story of bundle `number` (1 the oldest), as the search page says it. */
const bundleStart = (number: number) =>
  dateSortValue(splitIntoBundles(articles, testArchiveSearchBundleSize)[number - 1][0].publishedDate).slice(0, 10);
/** In every story: every sample article it copies quotes someone. */
const EVERYWHERE = 'said';

/** Opens a search and shows every result; returns their titles in order. */
async function searchAll(page: Page, query: string) {
  await page.goto(`${BASE}/search/?${query}`);
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  const more = page.getByRole('button', { name: /^(Show more results|Search stories before)/ });
  await expect(page.getByRole('status')).toHaveText(/results? for/);
  while (await more.isVisible()) {
    const shown = await results.count();
    await more.click();
    await expect(results).not.toHaveCount(shown);
  }
  return results.getByRole('heading', { level: 2 }).allTextContents();
}

test.describe('search over an index in three bundles', () => {
  test('the index is split into bundles of 25 stories, which its manifest names', async ({ request }) => {
    expect(articles.length).toBe(64);
    expect(new Set(bundleOf.values())).toEqual(new Set([1, 2, 3]));
    const manifest = parseSearchManifest(await (await request.get(`${BASE}/pagefind/bundles.json`)).json());
    expect(manifest.bundles.map(({ folder, articles }) => [folder, articles])).toEqual([
      ['1/', 25],
      ['2/', 25],
      ['3/', 14],
    ]);
    expect((await request.get(`${BASE}/pagefind/pagefind.js`)).ok()).toBe(true);
    for (const bundle of ['1', '2', '3']) {
      expect((await request.get(`${BASE}/pagefind/${bundle}/pagefind-entry.json`)).ok()).toBe(true);
      expect((await request.get(`${BASE}/pagefind/${bundle}/pagefind.js`)).status()).toBe(404);
    }
  });

  test('a query searches the newest bundle first, and older ones when the reader asks', async ({ page }) => {
    const problems = watchConsole(page);
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const bundle = /\/pagefind\/(\d+)\//.exec(new URL(request.url()).pathname)?.[1];
      if (bundle) fetched.add(bundle);
    });
    await page.goto(`${BASE}/search/?q=${EVERYWHERE}`);
    // 14 stories in the newest bundle, each a match: enough for a first page of results.
    const since = formatCardDate(bundleStart(3));
    await expect(page.getByRole('status')).toHaveText(`14 results for “${EVERYWHERE}” since ${since}`);
    expect([...fetched]).toEqual(['3']);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.getByRole('button', { name: `Search stories before ${since}` }).click();
    await expect(page.getByRole('status')).toHaveText(`39 results for “${EVERYWHERE}” since ${formatCardDate(bundleStart(2))}`);
    expect([...fetched].sort()).toEqual(['2', '3']);
    await expectNoProblems(problems);
  });

  test('one query finds the stories of every bundle; the count and section counts are totals', async ({ page }) => {
    const problems = watchConsole(page);
    const titles = await searchAll(page, `q=${EVERYWHERE}`);
    await expect(page.getByRole('status')).toHaveText(`64 results for “${EVERYWHERE}”`);
    expect([...titles].sort()).toEqual(articles.map((article) => article.title).sort());

    const sections = page.getByRole('group', { name: 'Section' });
    for (const category of getCategories()) {
      const count = articles.filter((article) => article.category === category.id).length;
      await expect(sections.getByRole('checkbox', { name: `${category.displayName} (${count})` })).toBeVisible();
    }
    await sections.getByRole('checkbox', { name: /^Health/ }).check();
    await expect(page.getByRole('status')).toHaveText(`2 results for “${EVERYWHERE}”`);
    // The counts stay those of the query alone.
    await expect(sections.getByRole('checkbox', { name: 'Technology (52)' })).toBeVisible();
    await expectNoProblems(problems);
  });

  test('newest first lists the newest bundle’s stories, then the next, across a section filter too', async ({ page }) => {
    const problems = watchConsole(page);
    const bundles = async (query: string) => (await searchAll(page, query)).map((title) => bundleOf.get(title));

    const all = await bundles(`q=${EVERYWHERE}&sort=newest`);
    expect(all).toEqual([...all].sort().reverse());
    expect(all).toHaveLength(64);
    expect([all[0], all.at(-1)]).toEqual([3, 1]);
    const newest = articles[0];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(newest.title);

    const tech = await bundles(`q=${EVERYWHERE}&section=tech&sort=newest`);
    expect(tech).toHaveLength(52);
    expect(tech).toEqual([...tech].sort().reverse());
    await expectNoProblems(problems);
  });
});
