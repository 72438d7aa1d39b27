import 'server-only';
import type { z } from 'zod';
import { parseArticleDate } from '@/lib/dates';
import { MIN_PHOTO_WIDTH, isVector } from '@/lib/images';
import type { Article } from '@/lib/article';
import { articleSchema } from '@/lib/article-schema';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface ArticleRecord {
  /** Where the record came from, for messages: `data/articles/x.html`. */
  source: string;
  data: unknown;
  /** Why the file could not be read as a record at all. */
  problem?: string;
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
export function validateArticles(records: ArticleRecord[], { inspectImage }: ValidateOptions): Article[] {
  const problems: string[] = [];
  const report = (record: ArticleRecord, field: string, message: string) =>
    problems.push(`Invalid article ${describe(record)}: field "${field}" ${message}`);

  const articles: Article[] = [];
  for (const record of records) {
    if (record.problem) {
      report(record, 'front matter', record.problem);
      continue;
    }
    const result = articleSchema.safeParse(record.data);
    if (!result.success) for (const issue of result.error.issues) report(record, fieldOf(issue), issue.message);
    // The image is checked whenever its path is well formed, so its problems come in the same round as the rest.
    const imageURL = articleSchema.shape.imageURL.safeParse(readField(record.data, 'imageURL'));
    const image = imageURL.success ? checkImage(imageURL.data, inspectImage) : null;
    if (typeof image === 'string') report(record, 'imageURL', image);
    if (!result.success) continue;
    const fields = result.data;
    const published = parseArticleDate(fields.publishedDate)!.instant;
    const early = (date: string) => parseArticleDate(date)!.instant < published;
    const tooEarly = [
      ...(fields.updatedDate && early(fields.updatedDate) ? [['updatedDate', fields.updatedDate]] : []),
      ...(fields.corrections ?? []).flatMap((entry, index) =>
        early(entry.date) ? [[`corrections[${index}].date`, entry.date]] : [],
      ),
    ];
    for (const [field, date] of tooEarly) report(record, field, `is before publishedDate (${date} < ${fields.publishedDate})`);
    if (tooEarly.length === 0 && image && typeof image !== 'string') articles.push({ ...fields, image });
  }

  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const slug = readField(record.data, 'slug');
    if (slug === undefined) return;
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, index);
    else report(record, 'slug', `duplicates "${slug}" of ${records[first].source}`);
  });

  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return articles;
}

/** The hero's own size, or what is wrong with it. */
function checkImage(imageURL: string, inspectImage: ValidateOptions['inspectImage']): { width: number; height: number } | string {
  const image = inspectImage(imageURL);
  if ('problem' in image) return image.problem;
  if (!isVector(imageURL) && image.width < MIN_PHOTO_WIDTH)
    return `is ${image.width} px wide; a photograph must be at least ${MIN_PHOTO_WIDTH} px wide`;
  return image;
}

function describe(record: ArticleRecord): string {
  const slug = readField(record.data, 'slug');
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
