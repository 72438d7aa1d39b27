import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary } from '@/lib/article';
import { LATEST_COUNT, RELATED_LIMIT } from '@/lib/pagination';
import { contentPaths, isArticleFile, loadArticles } from './content/load';
import { CONTENT_STORE_VARIABLE, bodyHash, openStore } from './content/store';

interface Archive {
  /** What the stories were read from: the same key, the same stories. */
  key: string;
  /** Every story but its body, newest first. */
  articles: ArticleSummary[];
  article: (slug: string) => Article | null;
  bodyHash: (slug: string) => string | undefined;
  byCategory?: Map<string, ArticleSummary[]>;
  byAuthor?: Map<string, ArticleSummary[]>;
  /** Each story's place in its section's list, for its related stories. */
  placeInSection?: Map<string, number>;
}

let archive: Archive | undefined;

/**
 * A build reads the stories once. `next dev` reads them again whenever a story file is added,
 * changed or removed (a listing of names, sizes and times, cheap next to a page render), so a
 * writer sees the change on the next page load without a restart.
 */
function contentKey(): string {
  if (process.env.NODE_ENV !== 'development') return 'build';
  const dir = contentPaths.articles;
  return fs
    .readdirSync(dir)
    .filter(isArticleFile)
    .map((file) => {
      const stat = fs.statSync(path.join(dir, file));
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

const summaryOf = ({ content, ...summary }: Article): ArticleSummary => summary;

/** The stories read from their files, bodies and all. */
function readArchive(key: string): Archive {
  const articles = loadArticles();
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  return {
    key,
    articles: articles.map(summaryOf),
    article: (slug) => bySlug.get(slug) ?? null,
    bodyHash: (slug) => {
      const article = bySlug.get(slug);
      return article && bodyHash(article.content);
    },
  };
}

let checkedAt = 0;

function current(): Archive {
  // The build's steps after the first read the stories as it checked them (server/content/store.ts).
  const store = process.env[CONTENT_STORE_VARIABLE];
  if (store) {
    if (archive?.key !== store) {
      const { summaries, article, bodyHash } = openStore(store);
      archive = { key: store, articles: summaries, article, bodyHash };
    }
    return archive;
  }
  // One page asks for the stories many times: look at the folder at most every 200 ms.
  if (archive && Date.now() - checkedAt < 200) return archive;
  const key = contentKey();
  if (archive?.key !== key) archive = readArchive(key);
  checkedAt = Date.now();
  return archive;
}

function groupBy(articles: ArticleSummary[], key: 'category' | 'author'): Map<string, ArticleSummary[]> {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles) {
    const group = groups.get(article[key]);
    if (group) group.push(article);
    else groups.set(article[key], [article]);
  }
  return groups;
}

/** All articles, newest first; with a category, only that category's (none for an unknown one). */
export function getArticles(category?: string): ArticleSummary[] {
  const all = current();
  if (!category || category === 'all') return all.articles;
  all.byCategory ??= groupBy(all.articles, 'category');
  return all.byCategory.get(category) ?? [];
}

/** One author's articles, newest first. */
export function getArticlesBy(author: string): ArticleSummary[] {
  const all = current();
  all.byAuthor ??= groupBy(all.articles, 'author');
  return all.byAuthor.get(author) ?? [];
}

/** One story, body and all. */
export function getArticle(slug: string): Article | null {
  return current().article(slug);
}

/** The latest `count` stories, bodies and all (of one category, with one): what a feed carries. */
export function getLatestInFull(count: number, category?: string): Article[] {
  return getArticles(category)
    .slice(0, count)
    .map((summary) => getArticle(summary.slug)!);
}

/** A hash of a story's body: a fingerprint of what its page shows, without reading the body. */
export function getBodyHash(slug: string): string | undefined {
  return current().bodyHash(slug);
}

export function getLatest(count = LATEST_COUNT): ArticleSummary[] {
  return getArticles().slice(0, count);
}

/**
 * "More {section}" under a story: the stories of its section nearest to it in time, the ones
 * published just before it first (nearest first), then, if there are fewer than `limit` of those,
 * the ones just after it. A story published later never pushes out an earlier one's neighbours
 * (it comes after all of them), so publishing rewrites no other story's page; only a section with
 * no more than `limit` stories, or an edit or removal of a neighbour, changes a story's list.
 */
export function nearestInTime<T extends { slug: string }>(
  newestFirst: readonly T[],
  slug: string,
  limit: number,
  index = newestFirst.findIndex((article) => article.slug === slug),
): T[] {
  if (index === -1) return newestFirst.slice(0, limit);
  const before = newestFirst.slice(index + 1, index + 1 + limit);
  const after = newestFirst.slice(Math.max(0, index - (limit - before.length)), index).reverse();
  return [...before, ...after];
}

export function getRelated(category: string, slug: string, limit = RELATED_LIMIT): ArticleSummary[] {
  const section = getArticles(category);
  // Looked up, not searched for: a build asks this for every story, and a search of the section's
  // list each time grows with the square of the archive.
  const all = current();
  all.byCategory ??= groupBy(all.articles, 'category');
  all.placeInSection ??= new Map(
    [...all.byCategory.values()].flatMap((list) => list.map((article, index): [string, number] => [article.slug, index])),
  );
  const index = all.placeInSection.get(slug);
  return nearestInTime(section, slug, limit, index !== undefined && section[index]?.slug === slug ? index : -1);
}
