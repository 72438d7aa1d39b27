/**
 * The schema a story's file is checked against at build time (server/content/validate.ts). Apart
 * from lib/article.ts, which holds the types and the helpers every layer reads, so that code in the
 * browser that reads a story never loads zod.
 */
import { closest } from 'fastest-levenshtein';
import { z } from 'zod';
import { authorSlugs } from './authors';
import { categoryIds } from './categories';
import { ARTICLE_KINDS } from './article';
import { parseArticleDate } from './dates';
import { topicIds } from './topics';
import { defaultEdition, editionIds } from './editions';

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');
const optionalText = z.string().trim().min(1, 'must not be empty when given').optional();
const articleDate = text.refine(
  (value) => parseArticleDate(value) !== null,
  'must be a real calendar date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM:SS±HH:MM)',
);

/** A moment, never a bare day: a live update, the end of live coverage, a banner's expiry. */
const articleMoment = text.refine(
  (value) => value.includes('T') && parseArticleDate(value) !== null,
  'must be a time with its offset (YYYY-MM-DDTHH:MM:SS±HH:MM)',
);
const flag = z.boolean({ error: 'must be true or false' }).optional();

/** A correction: when it was made, and what it says (`An earlier version … misstated …`). */
export const correctionSchema = z.object({ date: articleDate, text });

/**
 * A story's topics (data/topics.json), its main topic first: at least one, each once. An id the file
 * lacks is named with the nearest one it has, as a mistyped id usually is one.
 */
const topicList = z
  .array(
    z.enum(topicIds, {
      error: (issue) =>
        typeof issue.input === 'string'
          ? `is "${issue.input}", which data/topics.json does not have: did you mean "${closest(issue.input, topicIds)}"?`
          : `must be a topic id of data/topics.json (${topicIds.join(', ')})`,
    }),
    { error: 'must be a list of topic ids from data/topics.json, the main topic first' },
  )
  .min(1, `must name at least one topic of data/topics.json, the main topic first (such as "${topicIds[0]}")`)
  .superRefine((ids, context) =>
    ids.forEach((id, index) => {
      const first = ids.indexOf(id);
      if (first < index)
        context.addIssue({ code: 'custom', path: [index], message: `repeats "${id}", already topics[${first}]` });
    }),
  );

export const IMAGE_TYPES = ['svg', 'jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/**
 * The largest picture file a story may have: a phone's full-size photograph is 3–12 MB. The editor
 * refuses a larger one as it is chosen (server/editor/config.ts), the content check as it is built.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** A picture's path: `/images/{folder}/{name}.{type}`, the file in `public/images/`. */
const imagePath = text.regex(
  new RegExp(`^/images/[a-z0-9-]+(?:/[a-z0-9-]+)*\\.(?:${IMAGE_TYPES.join('|')})$`),
  `must be a path like /images/articles/{name}.{${IMAGE_TYPES.join(',')}}`,
);

export const articleSchema = z.object({
  title: text,
  slug: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must use only a-z, 0-9 and single hyphens'),
  category: z.enum(categoryIds, { error: `must be one of ${categoryIds.join(', ')}` }),
  author: z.enum(authorSlugs, { error: `must be one of the staff in data/authors.json: ${authorSlugs.join(', ')}` }),
  topics: topicList,
  excerpt: text,
  content: text,
  imageURL: imagePath,
  imageAlt: text,
  imageCaption: optionalText,
  imageCredit: optionalText,
  publishedDate: articleDate,
  updatedDate: articleDate.optional(),
  /** Absent for news, so a news card's payload carries no label. */
  kind: z.enum(ARTICLE_KINDS, { error: `must be one of ${ARTICLE_KINDS.join(', ')}` }).optional(),
  corrections: z.array(correctionSchema, { error: 'must be a list of { date, text }' }).optional(),
  /** A draft is checked like any story but published by no build (a preview build shows it). */
  draft: flag,
  /**
   * Live coverage: the story carries updates, one Markdown file each in `{name}/updates/` beside its
   * file (liveUpdateSchema). It starts at `publishedDate` and is open until `coverageEnd`, when a
   * build at or after that moment closes it (lib/article.ts `liveState`).
   */
  live: flag,
  coverageEnd: articleMoment.optional(),
  /** Until this moment, a banner across the top of every page links to the story (the newest such story, if several). */
  breakingUntil: articleMoment.optional(),
  /** Leads the front page whatever its date (the newest pinned story, if several). */
  pinned: flag,
  /** The edition the story is in (lib/site.ts `editions`): the default edition's, unless it says. */
  lang: z
    .enum(editionIds() as [string, ...string[]], { error: `must be an edition of lib/site.ts: ${editionIds().join(', ')}` })
    .default(defaultEdition.id),
  /**
   * The story this one is a version of in another edition, by its slug: a translation names its
   * original (the content check makes sure it exists, and that no edition has two versions of it).
   */
  translationOf: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the slug of a story').optional(),
});

/** The id of a live update: the name of its file, `{id}.md`. */
export const LIVE_UPDATE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A picture of a live update: its file, what it shows for readers who cannot see it, a caption and a credit. */
export const updatePhotoSchema = z.object({
  imageURL: imagePath,
  imageAlt: text,
  imageCaption: optionalText,
  imageCredit: optionalText,
});

/**
 * One update of a live story: `{name}/updates/{id}.md` beside the story's file, YAML front matter
 * and a Markdown body, checked, rendered and sanitised as a story's body is.
 */
export const liveUpdateSchema = z.object({
  time: articleMoment,
  headline: text,
  author: z.enum(authorSlugs, { error: `must be one of the staff in data/authors.json: ${authorSlugs.join(', ')}` }),
  /** A key event: listed under "Key events" at the top of the story. */
  key: flag,
  /** Shown first of all, above the newest update; at most one update of a story. */
  pinned: flag,
  content: text,
  /**
   * Pictures filed with the update, from a reporter's phone as often as not: each checked as a
   * story's picture is (a photograph at least 1,200 px wide, at most MAX_IMAGE_BYTES) and drawn in
   * the same sizes, under the update's text.
   */
  photos: z.array(updatePhotoSchema, { error: 'must be a list of pictures, each { imageURL, imageAlt }' }).optional(),
});
