/**
 * The article as the site knows it: the types every layer reads (their schema, checked at build
 * time, is lib/article-schema.ts), and what follows from a story's fields.
 */
import type { z } from 'zod';
import type { articleSchema, correctionSchema, liveUpdateSchema, updatePhotoSchema } from './article-schema';
import { toInstant } from './dates';

/**
 * The type of work, as the Trust Project names it. News is the default and carries no label; the
 * others are labelled above the headline and on cards, and each has its schema.org type.
 */
export const ARTICLE_KINDS = ['news', 'analysis', 'opinion', 'explainer'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export type ArticleFields = z.infer<typeof articleSchema>;

/** A picture of a live update as pages show it: its fields and the file's own size. */
export type UpdatePhoto = z.infer<typeof updatePhotoSchema> & { image: { width: number; height: number } };

/** One update of a live story as pages show it: its id (its file's name), its fields, its body as sanitised HTML. */
export type LiveUpdate = Omit<z.infer<typeof liveUpdateSchema>, 'photos'> & { id: string; photos?: UpdatePhoto[] };

/**
 * An article as the pages use it: its fields, plus the hero image's own size, read from the file,
 * and a live story's updates, newest first (lib/live.ts).
 */
export type Article = ArticleFields & {
  image: { width: number; height: number };
  updates?: LiveUpdate[];
  /**
   * A live story's state in the build that reads it (`liveState`), set where the build's stories are
   * read (server/articles.ts), so every page and fingerprint that holds the story holds its state.
   */
  liveState?: LiveState;
};
/**
 * Everything but the body and the updates: what listings, cards and every page's RSC payload may
 * carry. A live story's summary says it is live and when its coverage ends, which no update changes.
 */
export type ArticleSummary = Omit<Article, 'content' | 'updates'>;

export type Correction = z.infer<typeof correctionSchema>;

type Dated = Pick<Article, 'publishedDate' | 'updatedDate' | 'corrections'>;

/**
 * When the story last changed, as written: its latest update or correction, or its publication; for
 * a live story, its latest live update too (`latestUpdate`, its time, which its summary does not carry).
 */
export function modifiedDate(article: Dated, latestUpdate?: string): string {
  let latest = article.updatedDate ?? article.publishedDate;
  const dates = [...(article.corrections ?? []).map(({ date }) => date), ...(latestUpdate ? [latestUpdate] : [])];
  for (const date of dates) if (toInstant(date) > toInstant(latest)) latest = date;
  return latest;
}

/** When the story last changed, as an instant. */
export function lastChange(article: Dated, latestUpdate?: string): Date {
  return toInstant(modifiedDate(article, latestUpdate));
}

/** The story's corrections, newest first. */
export function correctionsOf(article: Pick<Article, 'corrections'>): Correction[] {
  return [...(article.corrections ?? [])].sort((a, b) => toInstant(b.date).getTime() - toInstant(a.date).getTime());
}

export const kindOf = (article: Pick<Article, 'kind'>): ArticleKind => article.kind ?? 'news';

/** The kind a story is labelled with: none for news, the default. */
export const labelledKind = (article: Pick<Article, 'kind'>): Exclude<ArticleKind, 'news'> | undefined =>
  article.kind === 'news' ? undefined : article.kind;

/**
 * Whether a build made at `buildTime` publishes the story: a draft never, a story dated after the
 * build not yet (it goes out with the first build at or after its time), any other at once.
 */
export type PublicationState = 'published' | 'draft' | 'scheduled';

export function publicationState(article: Pick<Article, 'draft' | 'publishedDate'>, buildTime: Date): PublicationState {
  if (article.draft) return 'draft';
  return toInstant(article.publishedDate).getTime() > buildTime.getTime() ? 'scheduled' : 'published';
}

/**
 * A live story's state in a build made at `buildTime`: open until its `coverageEnd`, closed from
 * then on; undefined for a story that is not live. The moment is the build's, so a story closes with
 * the first build at or after its end, as a scheduled story comes out with the first build after its time.
 */
export type LiveState = 'open' | 'closed';

export function liveState(article: Pick<Article, 'live' | 'coverageEnd'>, buildTime: Date): LiveState | undefined {
  if (!article.live) return undefined;
  return article.coverageEnd && toInstant(article.coverageEnd).getTime() <= buildTime.getTime() ? 'closed' : 'open';
}

/** Whether a build made at `buildTime` puts the story in the breaking-news banner: until its `breakingUntil`. */
export function isBreaking(article: Pick<Article, 'breakingUntil'>, buildTime: Date): boolean {
  return article.breakingUntil !== undefined && buildTime.getTime() < toInstant(article.breakingUntil).getTime();
}
