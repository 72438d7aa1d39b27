import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Article } from '@/lib/article';
import { LATEST_COUNT, RELATED_LIMIT } from '@/lib/pagination';
import { contentPaths, isArticleFile, loadArticles } from './content/load';

interface Archive {
  /** What the stories were read from: the same key, the same stories. */
  key: string;
  articles: Article[];
  byCategory?: Map<string, Article[]>;
  byAuthor?: Map<string, Article[]>;
  bySlug?: Map<string, Article>;
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

let checkedAt = 0;

function current(): Archive {
  // One page asks for the stories many times: look at the folder at most every 200 ms.
  if (archive && Date.now() - checkedAt < 200) return archive;
  const key = contentKey();
  if (archive?.key !== key) archive = { key, articles: loadArticles() };
  checkedAt = Date.now();
  return archive;
}

function groupBy(articles: Article[], key: 'category' | 'author'): Map<string, Article[]> {
  const groups = new Map<string, Article[]>();
  for (const article of articles) {
    const group = groups.get(article[key]);
    if (group) group.push(article);
    else groups.set(article[key], [article]);
  }
  return groups;
}

/** All articles, newest first; with a category, only that category's (none for an unknown one). */
export function getArticles(category?: string): Article[] {
  const all = current();
  if (!category || category === 'all') return all.articles;
  all.byCategory ??= groupBy(all.articles, 'category');
  return all.byCategory.get(category) ?? [];
}

/** One author's articles, newest first. */
export function getArticlesBy(author: string): Article[] {
  const all = current();
  all.byAuthor ??= groupBy(all.articles, 'author');
  return all.byAuthor.get(author) ?? [];
}

export function getArticle(slug: string): Article | null {
  const all = current();
  all.bySlug ??= new Map(all.articles.map((article) => [article.slug, article]));
  return all.bySlug.get(slug) ?? null;
}

export function getLatest(count = LATEST_COUNT): Article[] {
  return getArticles().slice(0, count);
}

/**
 * "More {section}" under a story: the stories of its section nearest to it in time, the ones
 * published just before it first (nearest first), then, if there are fewer than `limit` of those,
 * the ones just after it. A story published later never pushes out an earlier one's neighbours
 * (it comes after all of them), so publishing rewrites no other story's page; only a section with
 * no more than `limit` stories, or an edit or removal of a neighbour, changes a story's list.
 */
export function nearestInTime<T extends { slug: string }>(newestFirst: readonly T[], slug: string, limit: number): T[] {
  const index = newestFirst.findIndex((article) => article.slug === slug);
  if (index === -1) return newestFirst.slice(0, limit);
  const before = newestFirst.slice(index + 1, index + 1 + limit);
  const after = newestFirst.slice(Math.max(0, index - (limit - before.length)), index).reverse();
  return [...before, ...after];
}

export function getRelated(category: string, slug: string, limit = RELATED_LIMIT): Article[] {
  return nearestInTime(getArticles(category), slug, limit);
}
