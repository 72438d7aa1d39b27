import { getArticles, getArticlesBy, type Article } from './articles';
import { getAuthor, getAuthors, type Author } from './authors';
import { getCategories, getCategory, type Category } from './categories';
import { pageSegments, paginate, type Page } from './pagination';

/** One page of a section's cards, or null for an unknown section or a page past the last. */
export function getCategoryListing(id: string, page = 1): { category: Category; listing: Page<Article> } | null {
  const category = getCategory(id);
  const listing = category && paginate(getArticles(category.id), page);
  return category && listing ? { category, listing } : null;
}

/** One page of an author's stories, or null for an unknown author or a page past the last. */
export function getAuthorListing(slug: string, page = 1): { author: Author; listing: Page<Article> } | null {
  const author = getAuthor(slug);
  const listing = author && paginate(getArticlesBy(author.slug), page);
  return author && listing ? { author, listing } : null;
}

/** Route parameters of every page of every section: `{ id, page: [] }`, `{ id, page: ['page', '2'] }`, … */
export function categoryPageParams(): { id: string; page: string[] }[] {
  return getCategories().flatMap((category) =>
    pageSegments(getArticles(category.id).length).map((page) => ({ id: category.id, page })),
  );
}

/** Route parameters of every page of every author's stories. */
export function authorPageParams(): { slug: string; page: string[] }[] {
  return getAuthors().flatMap((author) =>
    pageSegments(getArticlesBy(author.slug).length).map((page) => ({ slug: author.slug, page })),
  );
}
