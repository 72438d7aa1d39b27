/**
 * The schema of the topics file, `data/topics.json`, checked at build time (server/content/lists.ts)
 * and the source of the editor's form for it (server/editor/). Apart from lib/topics.ts, which pages
 * read in the browser, so that the browser never loads zod.
 */
import { z } from 'zod';

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');

/** One topic: `id` is its address, `/topic/{id}/`, and what a story's `topics` name. */
export const topicSchema = z.object({
  id: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must use only a-z, 0-9 and single hyphens'),
  name: text,
  description: text,
});

export const topicsFileSchema = z.object({
  topics: z
    .array(topicSchema, { error: 'must be a list of { id, name, description }' })
    .min(1, 'must name at least one topic: every story has one'),
});

/**
 * Another edition's words for the topics, `data/topics.{edition}.json`: each topic's name and description
 * in its language, by the id of the topics file.
 */
export const topicWordsSchema = z.object({
  topics: z.array(topicSchema, { error: 'must be a list of { id, name, description }' }),
});
