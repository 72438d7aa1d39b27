import staff from '@/data/authors.json';

/**
 * The newsroom's staff, from `data/authors.json` (a JSON file, so the editor at /admin/ can write
 * it as well as a person can). The sample staff are fictional.
 */
export interface Author {
  slug: string;
  name: string;
  role: string;
  bio: string;
}
export type AuthorSlug = Author['slug'];

const authors: readonly Author[] = staff.authors;

export const authorSlugs = authors.map((author) => author.slug) as [AuthorSlug, ...AuthorSlug[]];

export function getAuthors(): readonly Author[] {
  return authors;
}

export function getAuthor(slug: string): Author | null {
  return authors.find((author) => author.slug === slug) ?? null;
}
