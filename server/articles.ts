import 'server-only';
import type { Article } from '@/lib/article';
import { LATEST_COUNT, RELATED_LIMIT } from '@/lib/pagination';
import { loadArticles } from './content/load';

let articles: Article[] | undefined;
let byCategory: Map<string, Article[]> | undefined;
let byAuthor: Map<string, Article[]> | undefined;
let bySlug: Map<string, Article> | undefined;

function allArticles(): Article[] {
  articles ??= loadArticles();
  return articles;
}

function groupBy(key: 'category' | 'author'): Map<string, Article[]> {
  const groups = new Map<string, Article[]>();
  for (const article of allArticles()) {
    const group = groups.get(article[key]);
    if (group) group.push(article);
    else groups.set(article[key], [article]);
  }
  return groups;
}

/** All articles, newest first; with a category, only that category's (none for an unknown one). */
export function getArticles(category?: string): Article[] {
  if (!category || category === 'all') return allArticles();
  byCategory ??= groupBy('category');
  return byCategory.get(category) ?? [];
}

/** One author's articles, newest first. */
export function getArticlesBy(author: string): Article[] {
  byAuthor ??= groupBy('author');
  return byAuthor.get(author) ?? [];
}

export function getArticle(slug: string): Article | null {
  bySlug ??= new Map(allArticles().map((article) => [article.slug, article]));
  return bySlug.get(slug) ?? null;
}

export function getLatest(count = LATEST_COUNT): Article[] {
  return allArticles().slice(0, count);
}

export function getRelated(category: string, slug: string, limit = RELATED_LIMIT): Article[] {
  const related: Article[] = [];
  for (const article of getArticles(category)) {
    if (related.length === limit) break;
    if (article.slug !== slug) related.push(article);
  }
  return related;
}
