import { authors } from '@/data/authors';

export type Author = (typeof authors)[number];
export type AuthorSlug = Author['slug'];

export const authorSlugs = authors.map((author) => author.slug) as [AuthorSlug, ...AuthorSlug[]];

export function getAuthors(): readonly Author[] {
  return authors;
}

export function getAuthor(slug: string): Author | null {
  return authors.find((author) => author.slug === slug) ?? null;
}
