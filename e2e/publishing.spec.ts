import { expect, test, type APIRequestContext, type Page } from './support/test';
import { XMLParser } from 'fast-xml-parser';
import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { getCategory } from '../lib/categories';
import { documentTitle, TITLE_LIMIT } from '../server/metadata';
import { siteConfig } from '../lib/site';
import { toInstant } from '../lib/dates';
import { modifiedDate } from '../lib/article';
import { articles, authors, categories, otherEditionPages, pages } from './support/site';
import { headOf } from './support/head';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const canonicalOf = (path: string) => `${siteConfig.url}${path}`;
/** Absolute site URLs point at SITE_URL; fetch them from the server under test instead. */
const local = (url: string) => url.replace(siteConfig.url, '');

async function meta(page: Page, key: string): Promise<string | null> {
  return page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
}

// In the HTML as served: share previews and feed readers run no script.
test('every page has its own title, description, canonical, feed link, Open Graph and Twitter tags', async ({ request }) => {
  const titles = new Set<string>();
  for (const { path, h1 } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { title, metas, links } = headOf(await response.text());
    // What a preview reads: the first of each.
    const tags = Object.fromEntries(Object.entries(metas).map(([key, [first]]) => [key, first]));
    expect(title, path).toBe(path === '/' ? `Pacific Ledger — ${siteConfig.tagline}` : documentTitle(h1));
    // The whole headline, never cut; the site's name after it only where the two fit in TITLE_LIMIT.
    if (path !== '/') expect(title.startsWith(h1), path).toBe(true);
    if (title.endsWith(' | Pacific Ledger')) expect(title.length, path).toBeLessThanOrEqual(TITLE_LIMIT);
    titles.add(title);
    expect(tags['description']?.length, path).toBeGreaterThan(40);
    expect(
      links.filter((link) => link.rel === 'canonical').map((link) => link.href),
      path,
    ).toEqual([canonicalOf(path)]);
    expect(links.find((link) => link.rel === 'alternate' && link.type === 'application/rss+xml')?.href, path).toBe(
      canonicalOf('/feed.xml'),
    );
    expect(tags['og:url']).toBe(canonicalOf(path));
    expect(tags['og:title']).toBe(path === '/' ? title : `${h1} | Pacific Ledger`);
    expect(tags['og:description']).toBe(tags['description']);
    expect(tags['og:site_name']).toBe('Pacific Ledger');
    expect(tags['og:image']).toMatch(new RegExp(`^${siteConfig.url}/generated/share/.+\\.jpg$`));
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['og:type']).toBe(path.startsWith('/news/') ? 'article' : 'website');
  }
  expect(titles.size).toBe(pages.length);
});

test('article pages carry article tags and NewsArticle (LiveBlogPosting) + BreadcrumbList structured data that agree with the page', async ({
  page,
}) => {
  for (const article of articles) {
    await page.goto(`/news/${article.slug}/`);
    const section = getCategory(article.category)!.displayName;
    expect(await meta(page, 'article:published_time')).toBe(article.publishedDate);
    expect(await meta(page, 'article:section')).toBe(section);

    const [news, breadcrumbs] = await jsonLd(page);
    const ogImage = (await meta(page, 'og:image'))!;
    expect(news).toMatchObject({
      // A live story is a LiveBlogPosting (its updates: lib/structured-data.test.ts).
      '@type': article.live ? 'LiveBlogPosting' : expect.stringMatching(/NewsArticle$/),
      headline: await page.getByRole('heading', { level: 1 }).textContent(),
      description: article.excerpt,
      datePublished: await page.getByRole('main').locator('time').first().getAttribute('datetime'),
      articleSection: section,
      // The share card's picture, cut to the three shapes news search asks for (e2e/trust.spec.ts reads their sizes).
      image: ['16x9', '4x3', '1x1'].map((shape) => ({
        '@type': 'ImageObject',
        url: ogImage.replace(/\.jpg$/, `-${shape}.jpg`),
      })),
      author: [
        {
          '@type': 'Person',
          // The byline's (a live story's updates name their writers too).
          name: await page
            .locator('a[rel="author"]')
            .filter({ hasText: authors.find((author) => author.slug === article.author)!.name })
            .textContent(),
          url: canonicalOf(`/author/${article.author}/`),
        },
      ],
      publisher: {
        '@type': 'NewsMediaOrganization',
        name: 'Pacific Ledger',
        logo: { '@type': 'ImageObject', url: `${siteConfig.url}/generated/logo.png`, width: 512, height: 512 },
      },
    });
    // A live story last changed with its latest update.
    expect(news.dateModified).toBe(modifiedDate(article, article.updates?.[0]?.time));
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item])).toEqual([
      ['Home', canonicalOf('/')],
      [section, canonicalOf(`/category/${article.category}/`)],
      [article.title, canonicalOf(`/news/${article.slug}/`)],
    ]);
  }
});

test('author pages name the reporter, carry a ProfilePage for them, and list their stories', async ({ page }) => {
  for (const author of authors) {
    await page.goto(`/author/${author.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    await expect(page.getByText(author.bio)).toBeVisible();
    const [profile] = await jsonLd(page);
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: author.name, url: canonicalOf(`/author/${author.slug}/`) },
    });
    const theirs = articles.filter((article) => article.author === author.slug);
    const stories = page.getByRole('region', { name: `Stories by ${author.name}` }).getByRole('article');
    await expect(stories).toHaveCount(theirs.length);
    for (const article of theirs) await expect(page.getByRole('link', { name: article.title })).toBeVisible();
  }
});

test('category pages carry a BreadcrumbList and advertise their own feed', async ({ page }) => {
  for (const category of categories) {
    await page.goto(`/category/${category.id}/`);
    const [breadcrumbs] = await jsonLd(page);
    expect((breadcrumbs.itemListElement as { name: string }[]).map(({ name }) => name)).toEqual(['Home', category.displayName]);
    await expect(page.locator(`link[rel="alternate"][href="${canonicalOf(`/category/${category.id}/feed.xml`)}"]`)).toHaveCount(
      1,
    );
  }
});

test('the sitemap lists every page once with its last change, and robots.txt names it', async ({ request }) => {
  const sitemap = xml.parse(await (await request.get('/sitemap.xml')).text());
  const entries = sitemap.urlset.url as { loc: string; lastmod: string }[];
  expect(entries.map((entry) => entry.loc).sort()).toEqual(
    [...pages, ...otherEditionPages].map(({ path }) => canonicalOf(path)).sort(),
  );
  for (const article of articles) {
    // Written as the same moment in UTC (`2025-03-08T00:20:00.000Z` for `2025-03-07T16:20:00-08:00`).
    const lastmod = entries.find((entry) => entry.loc === canonicalOf(`/news/${article.slug}/`))?.lastmod;
    expect(lastmod && Date.parse(lastmod)).toBe(toInstant(modifiedDate(article, article.updates?.[0]?.time)).getTime());
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${canonicalOf('/sitemap.xml')}`);
  expect(robots).toMatch(/User-Agent: \*\nAllow: \//i);
});

async function readFeed(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.headers()['content-type']).toContain('xml');
  const { rss } = xml.parse(await response.text());
  const items = [rss.channel.item].flat() as Record<string, string | { '#text': string }>[];
  return { rss, channel: rss.channel, items };
}

test('the site feed and every category feed are RSS 2.0 with full items, newest first', async ({ request }) => {
  const feeds = [
    { path: '/feed.xml', expected: articles },
    ...categories.map((category) => ({
      path: `/category/${category.id}/feed.xml`,
      expected: articles.filter((a) => a.category === category.id),
    })),
  ];
  for (const { path, expected } of feeds) {
    const { rss, channel, items } = await readFeed(request, path);
    expect(rss['@version'], path).toBe('2.0');
    expect(channel.title).toContain('Pacific Ledger');
    expect(items.map((item) => item.title)).toEqual(expected.map((article) => article.title));
    items.forEach((item, index) => {
      const article = expected[index];
      expect(item.link).toBe(canonicalOf(`/news/${article.slug}/`));
      expect(item.description).toBe(article.excerpt);
      expect(new Date(item.pubDate as string).getTime()).toBe(toInstant(article.publishedDate).getTime());
      expect(item['dc:creator']).toBe(authors.find((author) => author.slug === article.author)?.name);
      expect(item['content:encoded']).toContain('<p>');
    });
  }
});

/** The first og:image of a page's HTML, as a share card's scraper reads it (without running the page's scripts). */
function ogImageIn(html: string): string | undefined {
  let found: string | undefined;
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (tag === 'meta' && found === undefined && (attributes.property === 'og:image' || attributes.name === 'og:image'))
        found = attributes.content;
    },
  });
  parser.end(html);
  return found;
}

test('every share image is a 1200x630 JPEG, one per hero image', async ({ request }) => {
  // Read from each page's HTML: the test above checks every page's og:image in the browser.
  const images = new Set<string>();
  for (const { path } of pages) {
    const image = ogImageIn(await (await request.get(path)).text());
    expect(image, path).toBeDefined();
    images.add(image!);
  }
  // Stories that share a hero share its card; listings show their newest story's; the pages without a
  // story of their own (about, corrections…) the site's card.
  expect(images.size).toBe(new Set(articles.map((article) => article.imageURL)).size + 1);
  for (const url of images) {
    const response = await request.get(local(url));
    expect(response.ok(), url).toBe(true);
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ url, width, height, format }).toEqual({ url, width: 1200, height: 630, format: 'jpeg' });
  }
});
