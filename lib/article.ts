/**
 * The article as the site knows it: the schema its files are checked against at build time
 * (server/content/validate.ts), and the types every layer reads.
 */
import { z } from 'zod';
import { authorSlugs } from './authors';
import { categoryIds } from './categories';
import { parseArticleDate, toInstant } from './dates';

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');
const optionalText = z.string().trim().min(1, 'must not be empty when given').optional();
const articleDate = text.refine(
  (value) => parseArticleDate(value) !== null,
  'must be a real calendar date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM:SS±HH:MM)',
);

/**
 * The type of work, as the Trust Project names it. News is the default and carries no label; the
 * others are labelled above the headline and on cards, and each has its schema.org type.
 */
export const ARTICLE_KINDS = ['news', 'analysis', 'opinion', 'explainer'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** A correction: when it was made, and what it says (`An earlier version … misstated …`). */
const correction = z.object({ date: articleDate, text });

export const IMAGE_TYPES = ['svg', 'jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

export const articleSchema = z.object({
  title: text,
  slug: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must use only a-z, 0-9 and single hyphens'),
  category: z.enum(categoryIds, { error: `must be one of ${categoryIds.join(', ')}` }),
  author: z.enum(authorSlugs, { error: `must be one of the staff in data/authors.ts: ${authorSlugs.join(', ')}` }),
  excerpt: text,
  content: text,
  imageURL: text.regex(
    new RegExp(`^/images/[a-z0-9-]+(?:/[a-z0-9-]+)*\\.(?:${IMAGE_TYPES.join('|')})$`),
    `must be a path like /images/articles/{name}.{${IMAGE_TYPES.join(',')}}`,
  ),
  imageAlt: text,
  imageCaption: optionalText,
  imageCredit: optionalText,
  publishedDate: articleDate,
  updatedDate: articleDate.optional(),
  /** Absent for news, so a news card's payload carries no label. */
  kind: z.enum(ARTICLE_KINDS, { error: `must be one of ${ARTICLE_KINDS.join(', ')}` }).optional(),
  corrections: z.array(correction, { error: 'must be a list of { date, text }' }).optional(),
});

export type ArticleFields = z.infer<typeof articleSchema>;

/** An article as the pages use it: its fields, plus the hero image's own size, read from the file. */
export type Article = ArticleFields & { image: { width: number; height: number } };
export type ArticleSummary = Omit<Article, 'content'>;

export type Correction = z.infer<typeof correction>;

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
