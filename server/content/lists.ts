import 'server-only';
import type { z } from 'zod';
import staff from '@/data/authors.json';
import topics from '@/data/topics.json';
import { staffSchema } from '@/lib/author-schema';
import { topicsFileSchema } from '@/lib/topic-schema';

/** A file of the newsroom's lists that stories name entries of: the staff, the topics. */
export interface ListFile {
  /** Where it is kept, as messages name it. */
  file: string;
  /** What the file is called in messages: `staff file`. */
  title: string;
  /** Its list's field, and what one entry is called: `authors`, `author`. */
  list: string;
  entry: string;
  /** The field that names an entry, which no two entries share. */
  key: string;
  schema: z.ZodType;
}

export const STAFF: ListFile = {
  file: 'data/authors.json',
  title: 'staff file',
  list: 'authors',
  entry: 'author',
  key: 'slug',
  schema: staffSchema,
};
export const TOPICS: ListFile = {
  file: 'data/topics.json',
  title: 'topics file',
  list: 'topics',
  entry: 'topic',
  key: 'id',
  schema: topicsFileSchema,
};

/**
 * A list file's problems, one line each naming the entry and the field, as a story's are named: a
 * field the schema refuses, or a key that two entries share. None: the file is good.
 */
export function listProblems({ file, title, list, entry, key, schema }: ListFile, data: unknown): string[] {
  const result = schema.safeParse(data);
  const raw = (data as Record<string, unknown> | null)?.[list];
  const entries: unknown[] = Array.isArray(raw) ? raw : [];
  const keyOf = (index: number) => (entries[index] as Record<string, unknown> | null)?.[key];
  const name = (index: number) => {
    const value = keyOf(index);
    return typeof value === 'string' && value
      ? `"${value}" (${file}, ${entry} ${index + 1})`
      : `(${file}, ${entry} ${index + 1})`;
  };
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const [field, index, ...rest] = issue.path;
        if (field === list && typeof index === 'number' && rest.length > 0)
          return `Invalid ${entry} ${name(index)}: field "${rest.join('.')}" ${issue.message}`;
        return `Invalid ${title} (${file}): field "${issue.path.join('.') || list}" ${issue.message}`;
      });
  const seen = new Map<unknown, number>();
  entries.forEach((_, index) => {
    const value = keyOf(index);
    if (typeof value !== 'string') return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else problems.push(`Invalid ${entry} ${name(index)}: field "${key}" duplicates "${value}" of ${entry} ${first + 1}`);
  });
  return problems;
}

/** The problems of the staff and topics files the build reads. */
export const listFileProblems = () => [...listProblems(STAFF, staff), ...listProblems(TOPICS, topics)];
