import type { z } from 'zod';
import { articleSchema, type Article } from './schema';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface ArticleRecord {
  /** Where the record came from, for messages: `data/articles/x.html`. */
  source: string;
  data: unknown;
}

export interface ValidateOptions {
  imageExists: (imageURL: string) => boolean;
}

/**
 * Checks every record and the collection as a whole. Throws one ContentError listing each
 * problem on its own line, naming the article and the field, so a bad record stops the build.
 */
export function validateArticles(records: ArticleRecord[], { imageExists }: ValidateOptions): Article[] {
  const problems: string[] = [];
  const report = (record: ArticleRecord, field: string, message: string) =>
    problems.push(`Invalid article ${describe(record)}: field "${field}" ${message}`);

  const articles: Article[] = [];
  for (const record of records) {
    const result = articleSchema.safeParse(record.data);
    if (!result.success) {
      for (const issue of result.error.issues) report(record, fieldOf(issue), issue.message);
      continue;
    }
    if (!imageExists(result.data.imageURL)) report(record, 'imageURL', `points to a missing file: public${result.data.imageURL}`);
    articles.push(result.data);
  }

  for (const field of ['slug', 'publishedDate'] as const) {
    const seen = new Map<string, number>();
    records.forEach((record, index) => {
      const value = readField(record.data, field);
      if (value === undefined) return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else report(record, field, `duplicates "${value}" of ${records[first].source}`);
    });
  }

  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return articles;
}

function describe(record: ArticleRecord): string {
  const slug = readField(record.data, 'slug');
  return slug ? `"${slug}" (${record.source})` : `(${record.source})`;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? issue.path.join('.') : 'record';
}

function readField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
