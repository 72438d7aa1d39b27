import 'server-only';
import staff from '@/data/authors.json';
import { staffSchema } from '@/lib/author-schema';

/** Where the staff are kept, as messages name it. */
export const STAFF_FILE = 'data/authors.json';

/**
 * The staff file's problems, one line each naming the author and the field, as a story's are named:
 * a field the schema refuses, or a slug that two of the staff share. None: the file is good.
 */
export function staffProblems(data: unknown = staff): string[] {
  const result = staffSchema.safeParse(data);
  const entries = Array.isArray((data as { authors?: unknown } | null)?.authors) ? (data as { authors: unknown[] }).authors : [];
  const name = (index: number) => {
    const slug = (entries[index] as { slug?: unknown } | null)?.slug;
    return typeof slug === 'string' && slug
      ? `"${slug}" (${STAFF_FILE}, author ${index + 1})`
      : `(${STAFF_FILE}, author ${index + 1})`;
  };
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const [list, index, ...field] = issue.path;
        if (list === 'authors' && typeof index === 'number' && field.length > 0)
          return `Invalid author ${name(index)}: field "${field.join('.')}" ${issue.message}`;
        return `Invalid staff file (${STAFF_FILE}): field "${issue.path.join('.') || 'authors'}" ${issue.message}`;
      });
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const slug = (entry as { slug?: unknown } | null)?.slug;
    if (typeof slug !== 'string') return;
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, index);
    else problems.push(`Invalid author ${name(index)}: field "slug" duplicates "${slug}" of author ${first + 1}`);
  });
  return problems;
}
