/**
 * The schema of the staff file, `data/authors.json`, checked at build time (server/content/lists.ts)
 * and the source of the editor's form for it (server/editor/). Apart from lib/authors.ts,
 * which pages read in the browser, so that the browser never loads zod.
 */
import { z } from 'zod';
import { articleSchema } from './article-schema';

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');

/** One of the staff: `slug` is their address, `/author/{slug}/`, and what a story's `author` names. */
export const authorSchema = z.object({
  slug: articleSchema.shape.slug,
  name: text,
  role: text,
  bio: text,
});

export const staffSchema = z.object({
  authors: z
    .array(authorSchema, { error: 'must be a list of { slug, name, role, bio }' })
    .min(1, 'must name at least one author'),
});

/**
 * Another edition's words for the staff, `data/authors.{edition}.json`: each author's role and bio in
 * its language, by the slug of the staff file. Their name is theirs in every edition.
 */
export const staffWordsSchema = z.object({
  authors: z.array(authorSchema.pick({ slug: true, role: true, bio: true }), {
    error: 'must be a list of { slug, role, bio }',
  }),
});
