import 'server-only';
import { getArticles } from './articles';
import { lastChange, type Article } from '@/lib/article';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { pageCount } from '@/lib/pagination';
import { absoluteUrl, routes } from '@/lib/routes';

/** The sitemap protocol's limits for one file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/**
 * Every page of the site, each once: home, each section's and author's pages, every article. Reads
 * only the articles' front matter, so the post-build step can pass them unsanitised.
 */
export function sitemapEntries(articles: Article[] = getArticles()): SitemapEntry[] {
  const listing = (subset: Article[], path: (page: number) => string) => {
    const lastModified = newest(subset, articles);
    return Array.from({ length: pageCount(subset.length) }, (_, index) => ({ path: path(index + 1), lastModified }));
  };
  return [
    { path: routes.home(), lastModified: newest(articles, articles) },
    ...getCategories().flatMap((category) =>
      listing(
        articles.filter((article) => article.category === category.id),
        (page) => routes.category(category.id, page),
      ),
    ),
    ...getAuthors().flatMap((author) =>
      listing(
        articles.filter((article) => article.author === author.slug),
        (page) => routes.author(author.slug, page),
      ),
    ),
    ...articles.map((article) => ({
      path: routes.article(article.slug),
      lastModified: article.updatedDate ?? article.publishedDate,
    })),
  ];
}

function newest(subset: Article[], all: Article[]): string {
  let latest: Article | undefined;
  for (const article of subset) if (!latest || lastChange(article) > lastChange(latest)) latest = article;
  return latest ? (latest.updatedDate ?? latest.publishedDate) : all[0].publishedDate;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlElement(entry: SitemapEntry): string {
  return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc><lastmod>${entry.lastModified}</lastmod></url>\n`;
}

export interface SitemapFile {
  /** Site path of the file: `/sitemap.xml`, or `/sitemaps/{n}.xml` for the children of an index. */
  path: string;
  xml: string;
}

/**
 * The sitemap as files: one `/sitemap.xml` while every URL fits in one file, else `/sitemap.xml` as
 * an index of `/sitemaps/{n}.xml` children, each within the protocol's URL and byte limits.
 */
export function sitemapFiles(entries = sitemapEntries(), limits = SITEMAP_LIMITS): SitemapFile[] {
  const open = `${XML_HEAD}<urlset ${NS}>\n`;
  const close = '</urlset>\n';
  const chunks: string[][] = [[]];
  let bytes = open.length + close.length;
  for (const entry of entries) {
    const element = urlElement(entry);
    const size = Buffer.byteLength(element);
    const current = chunks[chunks.length - 1];
    if (current.length > 0 && (current.length === limits.urls || bytes + size > limits.bytes)) {
      chunks.push([]);
      bytes = open.length + close.length;
    }
    chunks[chunks.length - 1].push(element);
    bytes += size;
  }
  const urlsets = chunks.map((chunk) => `${open}${chunk.join('')}${close}`);
  if (urlsets.length === 1) return [{ path: routes.sitemap(), xml: urlsets[0] }];
  const children = urlsets.map((xml, index) => ({ path: routes.sitemapPart(index + 1), xml }));
  const index = children.map((child) => `<sitemap><loc>${escapeXml(absoluteUrl(child.path))}</loc></sitemap>\n`).join('');
  return [{ path: routes.sitemap(), xml: `${XML_HEAD}<sitemapindex ${NS}>\n${index}</sitemapindex>\n` }, ...children];
}
