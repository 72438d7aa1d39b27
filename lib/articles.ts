import type { Article } from './content/schema';
import { loadArticles } from './content/load';

export type { Article, ArticleSummary } from './content/schema';

export const LATEST_COUNT = 3;
export const SECTION_SIZE = 4;
export const RELATED_LIMIT = 4;

let articles: Article[] | undefined;

function allArticles(): Article[] {
  articles ??= loadArticles();
  return articles;
}

/** All articles, newest first; with a category, only that category's (none for an unknown one). */
export function getArticles(category?: string): Article[] {
  if (!category || category === 'all') return allArticles();
  return allArticles().filter((article) => article.category === category);
}

export function getArticle(slug: string): Article | null {
  return allArticles().find((article) => article.slug === slug) ?? null;
}

export function getLatest(count = LATEST_COUNT): Article[] {
  return allArticles().slice(0, count);
}

export function getRelated(category: string, slug: string, limit = RELATED_LIMIT): Article[] {
  return getArticles(category)
    .filter((article) => article.slug !== slug)
    .slice(0, limit);
}
