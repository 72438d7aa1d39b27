import 'server-only';
import { Readable } from 'node:stream';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { getAllArticles, getArticle, groupBy } from './articles';
import { defaultEdition, editionOf, editionOfPath, editions, inEdition, storyPath, type Edition } from '@/lib/editions';
import { lastChange, modifiedDate, type Article, type ArticleSummary } from '@/lib/article';
import { toInstant } from '@/lib/dates';
import { siteConfig } from '@/lib/site';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { getTopics } from '@/lib/topics';
import { pageNumbers, paginate } from '@/lib/pagination';
import { absoluteUrl, COLLECTIONS, counterpartPath, routes, sectionOf } from '@/lib/routes';
import { holdsStory } from './collections';

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; the site cuts parts of 5,000
 * (about 650 kB), so no file grows with the archive and a publish rewrites one small part, not a
 * file of every URL. 5,000 URLs reach 50 MB only at 10,000 characters each, five times what crawlers take.
 */
export const SITEMAP_URLS_PER_FILE = 5_000;

export interface SitemapEntry {
  path: string;
  /** Absent for the standing pages, whose changes the build does not date. */
  lastModified?: string;
  /** A story's versions in each edition (itself included), by the edition's id: `xhtml:link rel="alternate" hreflang`. */
  alternates?: { lang: string; path: string }[];
}

/**
 * Every page of the site, each once: first the pages that change with every publish (home, each
 * section's, author's and topic's front page, the standing pages, the corrections and the topics), then the stories and
 * the archive pages of the lists in the order they came to be (a story when it was published, an
 * archive page when its newest story filled it), oldest first. Cut into files in that order
 * (`sitemapFiles`), every part but the first and the last stays as it is while stories are published.
 * Reads only the articles' front matter, newest first, so the post-build step can pass them unsanitised.
 */
export function sitemapEntries(all: ArticleSummary[] = getAllArticles()): SitemapEntry[] {
  const versions = versionsOf(all);
  const listed = editions.filter((edition) => all.some((article) => article.lang === edition.id));
  return editions.flatMap((edition) =>
    editionEntries(
      edition,
      all.filter((article) => article.lang === edition.id),
      versions,
    ).map((entry) => withSamePageElsewhere(entry, listed)),
  );
}

/**
 * A page that every edition has (front page, a listing's front, a standing page, the topics, the
 * corrections: not a story, whose versions are its translations, nor an archive page, whose number
 * covers other days in each edition) names the same page in each edition that lists any.
 */
function withSamePageElsewhere(entry: SitemapEntry, listed: readonly Edition[]): SitemapEntry {
  const { path } = editionOfPath(entry.path);
  if (entry.alternates || listed.length < 2 || sectionOf(path) === 'article' || counterpartPath(path) !== path) return entry;
  return { ...entry, alternates: listed.map((edition) => ({ lang: edition.id, path: inEdition(edition, path) })) };
}

/** Each story's versions in every edition (itself included), by its slug: a translation and its original are one group. */
function versionsOf(all: ArticleSummary[]): Map<string, ArticleSummary[]> {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of all) {
    const key = article.translationOf ?? article.slug;
    groups.set(key, [...(groups.get(key) ?? []), article]);
  }
  return new Map([...groups.values()].flatMap((group) => group.map((article) => [article.slug, group])));
}

/** One edition's pages, in the order above, with each translated story's versions as its alternates. */
function editionEntries(edition: Edition, articles: ArticleSummary[], versions: Map<string, ArticleSummary[]>): SitemapEntry[] {
  // An edition with no story yet lists nothing: its pages say only that there is nothing yet.
  if (articles.length === 0) return [];
  const at = (path: string) => inEdition(edition, path);
  const fronts: SitemapEntry[] = [{ path: at(routes.home()), lastModified: newest(articles, articles) }];
  const timeline: { at: number; entry: SitemapEntry }[] = [];
  const listing = (subset: ArticleSummary[], path: (page: number) => string) => {
    for (const page of pageNumbers(subset.length)) {
      const { items } = paginate(subset, page)!;
      const entry = { path: at(path(page)), lastModified: newest(items, articles) };
      if (page === 0) fronts.push(entry);
      else timeline.push({ at: toInstant(items[0].publishedDate).getTime(), entry });
    }
  };
  // Each list's stories in the edition's order, sorted out in one pass: 200 topics filtering 10,000 stories each took longer.
  const lists = {
    category: groupBy(articles, (article) => [article.category]),
    author: groupBy(articles, (article) => [article.author]),
    topic: groupBy(articles, (article) => article.topics),
  };
  for (const category of getCategories())
    listing(lists.category.get(category.id) ?? [], (page) => routes.category(category.id, page));
  for (const author of getAuthors()) listing(lists.author.get(author.slug) ?? [], (page) => routes.author(author.slug, page));
  for (const topic of getTopics()) listing(lists.topic.get(topic.id) ?? [], (page) => routes.topic(topic.id, page));
  for (const id of COLLECTIONS)
    listing(
      articles.filter((article) => holdsStory(id, article)),
      (page) => routes[id](page),
    );
  for (const article of articles) {
    const group = versions.get(article.slug) ?? [];
    const alternates = group.length > 1 ? group.map((version) => ({ lang: version.lang, path: storyPath(version) })) : undefined;
    timeline.push({
      at: toInstant(article.publishedDate).getTime(),
      entry: {
        path: storyPath(article),
        lastModified: modifiedDate(article, latestUpdateOf(article)),
        ...(alternates && { alternates }),
      },
    });
  }
  // At one moment, a story comes before the archive page it fills; the order never depends on the input's.
  const rank = (path: string) => (sectionOf(editionOfPath(path).path) === 'article' ? 0 : 1);
  timeline.sort((a, b) => a.at - b.at || rank(a.entry.path) - rank(b.entry.path) || a.entry.path.localeCompare(b.entry.path));
  return [
    ...fronts,
    ...siteConfig.pages.map((page) => ({ path: at(routes.page(page.slug)) })),
    { path: at(routes.corrections()), ...latestCorrection(articles) },
    { path: at(routes.topics()), lastModified: newest(articles, articles) },
    ...timeline.map(({ entry }) => entry),
  ];
}

function latestUpdateOf(article: ArticleSummary | Article): string | undefined {
  if (!article.live) return undefined;
  const updates = 'updates' in article ? article.updates : getArticle(article.slug)?.updates;
  return updates?.[0]?.time;
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

/** A sitemap's XML as the `sitemap` package writes it, which throws on an entry a crawler would refuse. */
async function xmlOf(stream: SitemapStream | SitemapIndexStream, items: SitemapItemLoose[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

const urlset = (news = false, xhtml = false) =>
  new SitemapStream({ xmlns: { news, xhtml, image: false, video: false }, level: ErrorLevel.THROW });

/** The package reads a date with `new Date()`: it is given the moment the site's own rules read (lib/dates.ts). */
const moment = (date?: string) => date && toInstant(date).toISOString();

const item = (entry: SitemapEntry): SitemapItemLoose => ({
  url: absoluteUrl(entry.path),
  lastmod: moment(entry.lastModified),
  // Each version by its edition's language, and the default edition's as the one for every other reader.
  ...(entry.alternates && {
    links: [
      ...entry.alternates.map((version) => ({ lang: editionOf(version.lang).locale, url: absoluteUrl(version.path) })),
      ...entry.alternates
        .filter((version) => version.lang === defaultEdition.id)
        .map((version) => ({ lang: 'x-default', url: absoluteUrl(version.path) })),
    ],
  }),
});

export interface SitemapFile {
  /** Site path of the file: `/sitemap.xml`, or `/sitemaps/{n}.xml` for the children of an index. */
  path: string;
  xml: string;
}

/**
 * The sitemap as files: one `/sitemap.xml` while every URL fits in one file, else `/sitemap.xml` as
 * an index of `/sitemaps/{n}.xml` children of `urlsPerFile` URLs each, cut in the entries' order and
 * dated in the index by the last change of what it lists.
 */
export async function sitemapFiles(entries = sitemapEntries(), urlsPerFile = SITEMAP_URLS_PER_FILE): Promise<SitemapFile[]> {
  const chunks = Array.from({ length: Math.ceil(entries.length / urlsPerFile) }, (_, index) =>
    entries.slice(index * urlsPerFile, (index + 1) * urlsPerFile),
  );
  const urlsets = await Promise.all(
    chunks.map((chunk) =>
      xmlOf(
        urlset(
          false,
          chunk.some((entry) => entry.alternates),
        ),
        chunk.map(item),
      ),
    ),
  );
  if (urlsets.length === 1) return [{ path: routes.sitemap(), xml: urlsets[0] }];
  const children = urlsets.map((xml, index) => ({ path: routes.sitemapPart(index + 1), xml }));
  const lastChanged = (chunk: SitemapEntry[]) =>
    chunk.reduce<string | undefined>(
      (latest, { lastModified }) =>
        lastModified && (!latest || toInstant(lastModified) > toInstant(latest)) ? lastModified : latest,
      undefined,
    );
  const index = children.map((child, number) => ({ url: absoluteUrl(child.path), lastmod: moment(lastChanged(chunks[number])) }));
  return [{ path: routes.sitemap(), xml: await xmlOf(new SitemapIndexStream({ level: ErrorLevel.THROW }), index) }, ...children];
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
 * (the build), and the open live stories updated in that time, by publication newest first, at most NEWS_SITEMAP_LIMIT, each with the publication's name and
 * language, its publication moment and its title. With none in the window it is a valid, empty urlset.
 * The one file of the export that depends on the day of the build.
 */
export async function newsSitemap(articles: ArticleSummary[], now: Date, days = siteConfig.newsSitemapDays): Promise<string> {
  const since = now.getTime() - days * DAY_MS;
  const within = (date: string | undefined) => {
    const moment = date === undefined ? NaN : toInstant(date).getTime();
    return moment > since && moment <= now.getTime();
  };
  const recent = articles
    // An open live story stays while it is updated: its latest update is as recent as a new story.
    .filter((article) => within(article.publishedDate) || (article.liveState === 'open' && within(latestUpdateOf(article))))
    .sort((a, b) => toInstant(b.publishedDate).getTime() - toInstant(a.publishedDate).getTime())
    .slice(0, NEWS_SITEMAP_LIMIT);
  // The package will not end a sitemap it wrote no URL into (EmptySitemap): the empty one is written here.
  if (recent.length === 0) return EMPTY_NEWS_SITEMAP;
  // Each story in its own language: Google News takes the ISO 639 code (`es`), not the region.
  const publication = (article: ArticleSummary) => ({
    name: siteConfig.name,
    language: editionOf(article.lang).locale.split('-')[0],
  });
  return xmlOf(
    urlset(true),
    recent.map((article) => ({
      url: absoluteUrl(storyPath(article)),
      news: {
        publication: publication(article),
        publication_date: publicationMoment(article.publishedDate),
        title: article.title,
      },
    })),
  );
}

const EMPTY_NEWS_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"></urlset>';
