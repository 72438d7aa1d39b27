import 'server-only';
import { getArticles } from './articles';
import { lastChange, modifiedDate, type ArticleSummary } from '@/lib/article';
import { toInstant } from '@/lib/dates';
import { siteConfig } from '@/lib/site';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { pageNumbers, paginate } from '@/lib/pagination';
import { absoluteUrl, routes } from '@/lib/routes';

/**
 * URLs and bytes per sitemap file. The protocol allows 50,000 URLs and 50 MB; the site cuts parts of
 * 5,000 (about 650 kB), so no file grows with the archive and a publish rewrites one small part,
 * not a file of every URL.
 */
export const SITEMAP_LIMITS = { urls: 5_000, bytes: 50 * 1024 * 1024 };

export interface SitemapEntry {
  path: string;
  /** Absent for the standing pages, whose changes the build does not date. */
  lastModified?: string;
}

/**
 * Every page of the site, each once: first the pages that change with every publish (home, each
 * section's and author's front page, the standing pages and the corrections), then the stories and
 * the archive pages of the lists in the order they came to be (a story when it was published, an
 * archive page when its newest story filled it), oldest first. Cut into files in that order
 * (`sitemapFiles`), every part but the first and the last stays as it is while stories are published.
 * Reads only the articles' front matter, newest first, so the post-build step can pass them unsanitised.
 */
export function sitemapEntries(articles: ArticleSummary[] = getArticles()): SitemapEntry[] {
  const fronts: SitemapEntry[] = [{ path: routes.home(), lastModified: newest(articles, articles) }];
  const timeline: { at: number; entry: SitemapEntry }[] = [];
  const listing = (subset: ArticleSummary[], path: (page: number) => string) => {
    for (const page of pageNumbers(subset.length)) {
      const { items } = paginate(subset, page)!;
      const entry = { path: path(page), lastModified: newest(items, articles) };
      if (page === 0) fronts.push(entry);
      else timeline.push({ at: toInstant(items[0].publishedDate).getTime(), entry });
    }
  };
  for (const category of getCategories())
    listing(
      articles.filter((article) => article.category === category.id),
      (page) => routes.category(category.id, page),
    );
  for (const author of getAuthors())
    listing(
      articles.filter((article) => article.author === author.slug),
      (page) => routes.author(author.slug, page),
    );
  for (const article of articles)
    timeline.push({
      at: toInstant(article.publishedDate).getTime(),
      entry: { path: routes.article(article.slug), lastModified: modifiedDate(article) },
    });
  // At one moment, a story comes before the archive page it fills; the order never depends on the input's.
  const rank = (path: string) => (path.startsWith('/news/') ? 0 : 1);
  timeline.sort((a, b) => a.at - b.at || rank(a.entry.path) - rank(b.entry.path) || a.entry.path.localeCompare(b.entry.path));
  return [
    ...fronts,
    ...siteConfig.pages.map((page) => ({ path: routes.page(page.slug) })),
    { path: routes.corrections(), ...latestCorrection(articles) },
    ...timeline.map(({ entry }) => entry),
  ];
}

function latestCorrection(articles: ArticleSummary[]): { lastModified?: string } {
  const dates = articles.flatMap((article) => (article.corrections ?? []).map((correction) => correction.date));
  if (dates.length === 0) return {};
  return { lastModified: dates.reduce((latest, date) => (toInstant(date) > toInstant(latest) ? date : latest)) };
}

function newest(subset: ArticleSummary[], all: ArticleSummary[]): string {
  let latest: ArticleSummary | undefined;
  for (const article of subset) if (!latest || lastChange(article) > lastChange(latest)) latest = article;
  return latest ? modifiedDate(latest) : all[0].publishedDate;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
  return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</url>\n`;
}

export interface SitemapFile {
  /** Site path of the file: `/sitemap.xml`, or `/sitemaps/{n}.xml` for the children of an index. */
  path: string;
  xml: string;
}

/**
 * The sitemap as files: one `/sitemap.xml` while every URL fits in one file, else `/sitemap.xml` as
 * an index of `/sitemaps/{n}.xml` children, each within `limits`, cut in the entries' order and
 * dated in the index by the last change of what it lists.
 */
export function sitemapFiles(entries = sitemapEntries(), limits = SITEMAP_LIMITS): SitemapFile[] {
  const open = `${XML_HEAD}<urlset ${NS}>\n`;
  const close = '</urlset>\n';
  const chunks: { elements: string[]; lastModified?: string }[] = [{ elements: [] }];
  let bytes = open.length + close.length;
  for (const entry of entries) {
    const element = urlElement(entry);
    const size = Buffer.byteLength(element);
    let current = chunks[chunks.length - 1];
    if (current.elements.length > 0 && (current.elements.length === limits.urls || bytes + size > limits.bytes)) {
      current = { elements: [] };
      chunks.push(current);
      bytes = open.length + close.length;
    }
    current.elements.push(element);
    if (entry.lastModified && (!current.lastModified || toInstant(entry.lastModified) > toInstant(current.lastModified)))
      current.lastModified = entry.lastModified;
    bytes += size;
  }
  const urlsets = chunks.map((chunk) => `${open}${chunk.elements.join('')}${close}`);
  if (urlsets.length === 1) return [{ path: routes.sitemap(), xml: urlsets[0] }];
  const children = urlsets.map((xml, index) => ({ path: routes.sitemapPart(index + 1), xml }));
  const index = children
    .map((child, number) => {
      const lastmod = chunks[number].lastModified ? `<lastmod>${chunks[number].lastModified}</lastmod>` : '';
      return `<sitemap><loc>${escapeXml(absoluteUrl(child.path))}</loc>${lastmod}</sitemap>\n`;
    })
    .join('');
  return [{ path: routes.sitemap(), xml: `${XML_HEAD}<sitemapindex ${NS}>\n${index}</sitemapindex>\n` }, ...children];
}

/** Google News caps a News sitemap at this many stories. */
export const NEWS_SITEMAP_LIMIT = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A story's publication as a W3C moment: as written when it has a time, else its day's midnight UTC. */
const publicationMoment = (date: string) =>
  date.includes('T')
    ? date
    : toInstant(date)
        .toISOString()
        .replace(/\.000Z$/, 'Z');

/**
 * Google's News sitemap: the stories published in the `siteConfig.newsSitemapDays` before `now`
 * (the build), newest first, at most NEWS_SITEMAP_LIMIT, each with the publication's name and
 * language, its publication moment and its title. With none in the window it is a valid, empty urlset.
 * The one file of the export that depends on the day of the build.
 */
export function newsSitemap(articles: ArticleSummary[], now: Date, days = siteConfig.newsSitemapDays): string {
  const since = now.getTime() - days * DAY_MS;
  const recent = articles
    .filter((article) => {
      const published = toInstant(article.publishedDate).getTime();
      return published > since && published <= now.getTime();
    })
    .sort((a, b) => toInstant(b.publishedDate).getTime() - toInstant(a.publishedDate).getTime())
    .slice(0, NEWS_SITEMAP_LIMIT);
  const publication =
    `<news:publication><news:name>${escapeXml(siteConfig.name)}</news:name>` +
    `<news:language>${siteConfig.locale.split('-')[0]}</news:language></news:publication>`;
  const urls = recent.map(
    (article) =>
      `<url><loc>${escapeXml(absoluteUrl(routes.article(article.slug)))}</loc><news:news>${publication}` +
      `<news:publication_date>${publicationMoment(article.publishedDate)}</news:publication_date>` +
      `<news:title>${escapeXml(article.title)}</news:title></news:news></url>\n`,
  );
  return `${XML_HEAD}<urlset ${NS} xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${urls.join('')}</urlset>\n`;
}
