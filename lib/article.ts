/**
 * The article as the site knows it: the types every layer reads (their schema, checked at build
 * time, is lib/article-schema.ts), and what follows from a story's fields.
 */
import type { z } from 'zod';
import type { articleSchema, correctionSchema } from './article-schema';
import { toInstant } from './dates';

/**
 * The type of work, as the Trust Project names it. News is the default and carries no label; the
 * others are labelled above the headline and on cards, and each has its schema.org type.
 */
export const ARTICLE_KINDS = ['news', 'analysis', 'opinion', 'explainer'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export type ArticleFields = z.infer<typeof articleSchema>;

/** An article as the pages use it: its fields, plus the hero image's own size, read from the file. */
export type Article = ArticleFields & { image: { width: number; height: number } };
export type ArticleSummary = Omit<Article, 'content'>;

export type Correction = z.infer<typeof correctionSchema>;

type Dated = Pick<Article, 'publishedDate' | 'updatedDate' | 'corrections'>;

/** When the story last changed, as written: its latest update or correction, or its publication. */
export function modifiedDate(article: Dated): string {
  let latest = article.updatedDate ?? article.publishedDate;
  for (const { date } of article.corrections ?? []) if (toInstant(date) > toInstant(latest)) latest = date;
  return latest;
}

/** When the story last changed, as an instant. */
export function lastChange(article: Dated): Date {
  return toInstant(modifiedDate(article));
}

/** The story's corrections, newest first. */
export function correctionsOf(article: Pick<Article, 'corrections'>): Correction[] {
  return [...(article.corrections ?? [])].sort((a, b) => toInstant(b.date).getTime() - toInstant(a.date).getTime());
}

export const kindOf = (article: Pick<Article, 'kind'>): ArticleKind => article.kind ?? 'news';

/** The kind a story is labelled with: none for news, the default. */
export const labelledKind = (article: Pick<Article, 'kind'>): Exclude<ArticleKind, 'news'> | undefined =>
  article.kind === 'news' ? undefined : article.kind;
