import 'server-only';
import path from 'node:path';
import type { z } from 'zod';
import { parseArticleDate } from '@/lib/dates';
import { MIN_PHOTO_WIDTH, isVector } from '@/lib/images';
import type { Article, ArticleFields, LiveUpdate } from '@/lib/article';
import { LIVE_UPDATE_ID, articleSchema, liveUpdateSchema, updatePhotoSchema } from '@/lib/article-schema';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface ArticleRecord {
  /** Where the record came from, for messages: `data/articles/x.html`. */
  source: string;
  data: unknown;
  /** Why the file could not be read as a record at all. */
  problem?: string;
  /** The field the problem is in, if it is one field's: the front matter otherwise. */
  field?: string;
}

/** What reading an image file found: its size, or why it could not be used. */
export type ImageInspection = { width: number; height: number } | { problem: string };

export interface ValidateOptions {
  inspectImage: (imageURL: string) => ImageInspection;
}

/**
 * Checks every record and the collection as a whole. Throws one ContentError listing each
 * problem on its own line, naming the article and the field, so a bad record stops the build.
 */
export function validateArticles(records: ArticleRecord[], options: ValidateOptions): Article[] {
  const checked = records.map((record) => validateRecord(record, options));
  const articles = checked.flatMap(({ article }, index) => (article ? [{ ...article, source: records[index].source }] : []));
  const problems = [
    ...checked.flatMap((result) => result.problems),
    ...duplicateSlugs(records.map(slugOf)),
    ...translationProblems(articles),
  ];
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return checked.flatMap((result) => (result.article ? [result.article] : []));
}

/** One record checked on its own: the article it makes, or each of its problems (naming the article and the field). */
export function validateRecord(
  record: ArticleRecord,
  { inspectImage }: ValidateOptions,
): { article: Article | null; problems: string[] } {
  const problems: string[] = [];
  const report = (field: string, message: string) =>
    problems.push(`Invalid article ${describe(record)}: field "${field}" ${message}`);
  if (record.problem) {
    report(record.field ?? 'front matter', record.problem);
    return { article: null, problems };
  }
  const result = articleSchema.safeParse(record.data);
  if (!result.success) for (const issue of result.error.issues) report(fieldOf(issue), issue.message);
  // The image is checked whenever its path is well formed, so its problems come in the same round as the rest.
  const imageURL = articleSchema.shape.imageURL.safeParse(readField(record.data, 'imageURL'));
  const image = imageURL.success ? checkImage(imageURL.data, inspectImage) : null;
  if (typeof image === 'string') report('imageURL', image);
  if (!result.success) return { article: null, problems };
  const fields = result.data;
  const published = parseArticleDate(fields.publishedDate)!.instant;
  const early = (date: string) => parseArticleDate(date)!.instant < published;
  const tooEarly = [
    ...(fields.updatedDate && early(fields.updatedDate) ? [['updatedDate', fields.updatedDate]] : []),
    ...(fields.corrections ?? []).flatMap((entry, index) =>
      early(entry.date) ? [[`corrections[${index}].date`, entry.date]] : [],
    ),
  ];
  for (const [field, date] of tooEarly) report(field, `is before publishedDate (${date} < ${fields.publishedDate})`);
  if (fields.coverageEnd && early(fields.coverageEnd))
    report('coverageEnd', `is before publishedDate, when the coverage starts (${fields.coverageEnd} < ${fields.publishedDate})`);
  if (fields.coverageEnd && !fields.live)
    report('coverageEnd', 'ends live coverage, but the story is not live: add `live: true`');
  const wrong = problems.length > 0;
  const article = !wrong && image && typeof image !== 'string' ? { ...fields, image } : null;
  return { article, problems };
}

/** One update file of a live story, read: its id (its file's name) and its fields, or why it could not be read. */
export interface UpdateRecord {
  /** `data/articles/{year}/{name}/updates/{id}.md`, as messages name it. */
  source: string;
  id: string;
  data: unknown;
  problem?: string;
}

/**
 * A story's updates checked, each on its own and together: a well-formed id, the fields, a time
 * within the coverage (not before the story's publication, not after its end), at most one pinned,
 * pictures as a story's are; and only a live story has any. Each problem names the story, the update's file and the field.
 */
export function validateUpdates(
  story: Pick<ArticleRecord, 'source'>,
  article: Pick<ArticleFields, 'slug' | 'live' | 'publishedDate' | 'coverageEnd'>,
  records: UpdateRecord[],
  { inspectImage }: ValidateOptions,
): { updates: LiveUpdate[] | null; problems: string[] } {
  const problems: string[] = [];
  if (records.length > 0 && !article.live)
    problems.push(
      `Invalid article ${describe({ source: story.source, slug: article.slug })}: field "live" must be true for a story with ` +
        `updates (${records.length} in ${path.dirname(records[0].source)})`,
    );
  const updates: LiveUpdate[] = [];
  const pinned: string[] = [];
  const start = parseArticleDate(article.publishedDate)!.instant;
  const end = article.coverageEnd ? parseArticleDate(article.coverageEnd)!.instant : Infinity;
  for (const record of records) {
    const before = problems.length;
    const report = (field: string, message: string) =>
      problems.push(`Invalid live update "${record.id}" of "${article.slug}" (${record.source}): field "${field}" ${message}`);
    if (record.problem) {
      report('front matter', record.problem);
      continue;
    }
    if (!LIVE_UPDATE_ID.test(record.id))
      report('file name', 'must use only a-z, 0-9 and single hyphens before `.md`: it is the update’s id');
    const result = liveUpdateSchema.safeParse(record.data);
    if (!result.success) for (const issue of result.error.issues) report(fieldOf(issue), issue.message);
    // A photo's file is checked whenever its path is well formed, so its problems come in the same round as the rest.
    const images = photoURLs(record.data).map((url, index) => {
      const image = url === undefined ? null : checkImage(url, inspectImage);
      if (typeof image === 'string') report(`photos[${index}].imageURL`, image);
      return image;
    });
    if (!result.success) continue;
    const time = parseArticleDate(result.data.time)!.instant;
    if (time < start) report('time', `is before the story's publishedDate (${result.data.time} < ${article.publishedDate})`);
    if (time > end) report('time', `is after the story's coverageEnd (${result.data.time} > ${article.coverageEnd})`);
    if (result.data.pinned) {
      if (pinned.length > 0)
        report('pinned', `pins a second update: "${pinned[0]}" is pinned already, and a story pins one at most`);
      pinned.push(record.id);
    }
    const { photos: filed = [], ...fields } = result.data;
    const photos = filed.map((photo, index) => ({ ...photo, image: images[index] as { width: number; height: number } }));
    if (problems.length === before) updates.push({ ...fields, id: record.id, ...(photos.length > 0 && { photos }) });
  }
  return { updates: problems.length > 0 || !article.live ? null : updates, problems };
}

/** What a record is called in messages and which slug it claims, if any. */
export interface RecordName {
  source: string;
  slug?: string;
}

export const slugOf = (record: ArticleRecord): RecordName => ({ source: record.source, slug: readField(record.data, 'slug') });

/** The collection's own check: each slug names one story. One problem per record that repeats an earlier one's slug. */
export function duplicateSlugs(records: RecordName[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { source, slug } of records) {
    if (slug === undefined) continue;
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, source);
    else problems.push(`Invalid article ${describe({ source, slug })}: field "slug" duplicates "${slug}" of ${first}`);
  }
  return problems;
}

/** A story as the translation check needs it: where it is written, its slug, edition and original. */
export interface Version {
  source: string;
  slug: string;
  lang: string;
  translationOf?: string;
}

/**
 * The collection's check of its translations: a story's `translationOf` names a story that exists, is
 * an original (not itself a translation) in another edition, and no edition has two versions of it.
 */
export function translationProblems(stories: readonly Version[]): string[] {
  const bySlug = new Map(stories.map((story) => [story.slug, story]));
  const claimed = new Map<string, Version>();
  const problems: string[] = [];
  for (const story of stories) {
    if (story.translationOf === undefined) continue;
    const report = (message: string) => problems.push(`Invalid article ${describe(story)}: field "translationOf" ${message}`);
    const original = bySlug.get(story.translationOf);
    if (!original) {
      report(`names "${story.translationOf}", which is no story`);
      continue;
    }
    if (original.translationOf !== undefined)
      report(`names "${original.slug}", itself a translation of "${original.translationOf}": name the original`);
    else if (original.lang === story.lang) report(`names "${original.slug}", a story in the same edition ("${story.lang}")`);
    const key = `${story.translationOf}:${story.lang}`;
    const other = claimed.get(key);
    if (other) report(`names "${story.translationOf}", which ${describe(other)} already translates into "${story.lang}"`);
    else claimed.set(key, story);
  }
  return problems;
}

/** The well-formed picture paths of an update's photos, by their place in its list. */
function photoURLs(data: unknown): (string | undefined)[] {
  const photos = typeof data === 'object' && data !== null ? (data as { photos?: unknown }).photos : undefined;
  if (!Array.isArray(photos)) return [];
  return photos.map((photo) => {
    const url = updatePhotoSchema.shape.imageURL.safeParse(readField(photo, 'imageURL'));
    return url.success ? url.data : undefined;
  });
}

/** The hero's own size, or what is wrong with it. */
function checkImage(imageURL: string, inspectImage: ValidateOptions['inspectImage']): { width: number; height: number } | string {
  const image = inspectImage(imageURL);
  if ('problem' in image) return image.problem;
  if (!isVector(imageURL) && image.width < MIN_PHOTO_WIDTH)
    return `is ${image.width} px wide; a photograph must be at least ${MIN_PHOTO_WIDTH} px wide`;
  return image;
}

function describe(record: ArticleRecord | RecordName): string {
  const slug = 'data' in record ? readField(record.data, 'slug') : record.slug;
  return slug ? `"${slug}" (${record.source})` : `(${record.source})`;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  // `corrections[0].date`: a list entry by its index, as the writer counts in the front matter's list.
  return issue.path.length > 0
    ? issue.path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('')
    : 'record';
}

function readField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
