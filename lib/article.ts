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
});

export type ArticleFields = z.infer<typeof articleSchema>;

/** An article as the pages use it: its fields, plus the hero image's own size, read from the file. */
export type Article = ArticleFields & { image: { width: number; height: number } };
export type ArticleSummary = Omit<Article, 'content'>;

/** When the story last changed: its update, or its publication. */
export function lastChange(article: Pick<Article, 'publishedDate' | 'updatedDate'>): Date {
  return toInstant(article.updatedDate ?? article.publishedDate);
}
