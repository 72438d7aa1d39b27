import { z } from 'zod';
import { categoryIds } from '@/lib/categories';
import { parseIsoDate } from '@/lib/dates';

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');

export const articleSchema = z.object({
  title: text,
  slug: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must use only a-z, 0-9 and single hyphens'),
  category: z.enum(categoryIds, { error: `must be one of ${categoryIds.join(', ')}` }),
  excerpt: text,
  content: text,
  imageURL: text.regex(/^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.svg$/, 'must be a path like /images/articles/{name}.svg'),
  imageAlt: text,
  publishedDate: text.refine((value) => parseIsoDate(value) !== null, 'must be a real calendar date in YYYY-MM-DD form'),
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleSummary = Omit<Article, 'content'>;
