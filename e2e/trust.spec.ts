import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { correctionsOf, modifiedDate } from '../lib/article';
import { formatLongDate } from '../lib/dates';
import { siteConfig } from '../lib/site';
import { getPages } from '../server/pages';
import { articles, otherEditionPages, pages } from './support/site';
import { headOf } from './support/head';

/** What makes the paper trustworthy to a reader and to news search: who it is, what kind each story is, what it corrected. */

const local = (url: string) => url.replace(siteConfig.url, '');
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown> & { '@type': string },
  );
const storyOf = (kind: string) => articles.find((article) => article.kind === kind)!;
const corrected = articles.find((article) => article.corrections?.length)!;

test('the footer leads to the About, Contact, Privacy and Terms pages and the corrections, each a page of its own', async ({
  page,
}) => {
  const standing = getPages();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const { slug, label } of siteConfig.pages) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/${slug}/`);
  }
  await expect(footer.getByRole('link', { name: 'Corrections' })).toHaveAttribute('href', '/corrections/');

  for (const { slug, title } of standing) {
    const response = await page.goto(`/${slug}/`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} | ${siteConfig.name}`);
    await expect(page.getByRole('main').getByText('fictional', { exact: false }).first()).toBeVisible();
  }
  await page.goto('/contact/');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /@example\.org$/ })
      .first(),
  ).toBeVisible();
});

test('the Privacy page tells the truth: no cookie is set and no other host is asked for anything', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto('/privacy/');
  await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  // The one thing the site stores: a reader's theme choice.
  const button = page.getByRole('banner').getByRole('button', { name: /^Theme:/ });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.goto(`/news/${articles[0].slug}/`);
  expect(await page.context().cookies()).toEqual([]);
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/privacy/');
  await expect(page.getByRole('main')).toContainText(stored[0]);
  expect(stored).toHaveLength(1);
});

test('/corrections/ lists every correction, newest first, each linked to the foot of its story', async ({ page }) => {
  const expected = articles
    .flatMap((article) => correctionsOf(article).map((correction) => ({ article, correction })))
    .sort((a, b) => Date.parse(b.correction.date) - Date.parse(a.correction.date));
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/corrections/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corrections');
  const items = page.getByRole('list', { name: 'Corrections, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  for (const [index, { article, correction }] of expected.entries()) {
    await expect(items.nth(index)).toContainText(correction.text);
    await expect(items.nth(index).locator('time')).toHaveText(formatLongDate(correction.date));
    await expect(items.nth(index).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/news/${article.slug}/#corrections`,
    );
  }
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(`/news/${expected[0].article.slug}/#corrections`);
  await expect(page.getByRole('heading', { name: /^Corrections?$/, level: 2 })).toBeInViewport();
});

test('a corrected story says so under its byline, links to the correction, and tells news search', async ({ page }) => {
  const [latest] = correctionsOf(corrected);
  await page.goto(`/news/${corrected.slug}/`);
  const note = page.getByRole('link', { name: `This article was corrected on ${formatLongDate(latest.date)}.` });
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('href', '#corrections');
  const byline = page.getByRole('main').getByText(/^By /).first();
  expect((await note.boundingBox())!.y).toBeGreaterThan((await byline.boundingBox())!.y);
  await note.click();
  const foot = page.locator('#corrections');
  await expect(foot).toBeInViewport();
  await expect(foot).toContainText(latest.text);
  // The correction sits after the story's last paragraph.
  const body = page.locator('[data-pagefind-body]');
  expect((await foot.boundingBox())!.y).toBeGreaterThan((await body.boundingBox())!.y + (await body.boundingBox())!.height);

  const story = (await jsonLd(page)).find((data) => /NewsArticle$/.test(data['@type']))!;
  expect(story.dateModified).toBe(modifiedDate(corrected));
  expect(story.dateModified).toBe(latest.date);
  expect(story.correction).toEqual(
    correctionsOf(corrected).map((correction) =>
      expect.objectContaining({ '@type': 'CorrectionComment', text: correction.text, datePublished: correction.date }),
    ),
  );
});

test('analysis, explainers and opinion are labelled above the headline and on cards, with their schema.org types', async ({
  page,
}) => {
  const kinds = [
    ['analysis', 'Analysis', 'AnalysisNewsArticle'],
    ['explainer', 'Explainer', 'BackgroundNewsArticle'],
    ['opinion', 'Opinion', 'OpinionNewsArticle'],
  ] as const;
  for (const [kind, label, type] of kinds) {
    const story = storyOf(kind);
    expect(story, kind).toBeDefined();
    await page.goto(`/news/${story.slug}/`);
    const header = page.getByRole('main').locator('header').first();
    const labelBox = (await header.getByText(label, { exact: true }).boundingBox())!;
    expect(labelBox.y, kind).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
    await expect(header.getByRole('link', { name: 'About our types of work' })).toHaveAttribute('href', '/about/#types-of-work');
    expect((await jsonLd(page)).map((data) => data['@type'])).toContain(type);

    await page.goto(`/category/${story.category}/`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: story.title }) });
    // A compact row on a phone runs the label into its headline instead: one of the two shows at each width.
    await expect(card.getByText(label, { exact: true }).filter({ visible: true })).toHaveCount(1);
  }
  // News is the default and carries no label, on its page or its card.
  const news = articles.find((article) => !article.kind)!;
  await page.goto(`/news/${news.slug}/`);
  expect((await jsonLd(page)).map((data) => data['@type'])).toContain('NewsArticle');
  await expect(
    page
      .getByRole('main')
      .locator('header')
      .getByText(/^(Analysis|Explainer|Opinion)$/),
  ).toHaveCount(0);
  // Opinion is set apart: its headline is in italics, a reported story's is not.
  await page.goto(`/news/${storyOf('opinion').slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-style', 'italic');
  await page.goto(`/news/${news.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-style', 'normal');
});

test('the publisher is a NewsMediaOrganization on every page, and each of its policies is a section that answers 200', async ({
  page,
  request,
}) => {
  const policies = Object.keys(siteConfig.policies);
  // As news search reads it: from each page's HTML.
  for (const { path } of [...pages, ...otherEditionPages]) {
    const { jsonLd: data } = headOf(await (await request.get(path)).text());
    const publishers = data.flatMap((block) => [block, block.publisher as typeof block]).filter(Boolean);
    const organization = publishers.find((block) => block['@type'] === 'NewsMediaOrganization');
    expect(organization, path).toMatchObject({ name: siteConfig.name, url: `${siteConfig.url}/` });
    for (const policy of policies) expect(organization![policy], `${path} ${policy}`).toMatch(/^http/);
  }
  await page.goto('/');
  const [organization] = (await jsonLd(page)).filter((data) => data['@type'] === 'NewsMediaOrganization');
  for (const policy of [...policies, 'logo']) {
    const url = local(policy === 'logo' ? (organization.logo as { url: string }).url : (organization[policy] as string));
    const [path, id] = url.split('#');
    const response = await request.get(path);
    expect(response.status(), `${policy}: ${url}`).toBe(200);
    if (id) expect(await response.text(), `${policy}: ${url}`).toContain(` id="${id}"`);
  }
});

test('every indexable page lets search engines show its pictures large; the 404 page stays out of the index', async ({
  request,
}) => {
  for (const { path } of pages) {
    const { metas } = headOf(await (await request.get(path)).text());
    expect(metas['robots'], path).toEqual(['max-image-preview:large']);
  }
  const notFound = await request.get('/no-such-page/');
  expect(notFound.status()).toBe(404);
  expect(headOf(await notFound.text()).metas['robots']).toContain('noindex');
});

test('a story gives news search three pictures, 16:9, 4:3 and 1:1, each at least 1,200 px wide as the files say', async ({
  page,
  request,
}) => {
  await page.goto(`/news/${articles[0].slug}/`);
  const story = (await jsonLd(page)).find((data) => /NewsArticle$/.test(data['@type']))!;
  const images = story.image as { url: string; width: number; height: number }[];
  const ratios: number[] = [];
  for (const image of images) {
    const response = await request.get(local(image.url));
    expect(response.status(), image.url).toBe(200);
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }, image.url).toEqual({ width: image.width, height: image.height, format: 'jpeg' });
    expect(width).toBeGreaterThanOrEqual(1200);
    ratios.push(Math.round((width! / height!) * 1000) / 1000);
  }
  expect(ratios).toEqual([1.778, 1.333, 1]);
});

test('the News sitemap is named in robots.txt, and with the 2025 sample stories it is a valid, empty urlset', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteConfig.url}/news-sitemap.xml`);
  expect(robots).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  const response = await request.get('/news-sitemap.xml');
  expect(response.status()).toBe(200);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
  expect(parsed.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
  expect(parsed.urlset.url).toBeUndefined();
});
