import 'server-only';
import { getArticles, getArticlesBy, getArticlesOn } from './articles';
import type { ArticleSummary, Correction } from '@/lib/article';
import { toInstant } from '@/lib/dates';
import { getAuthor, getAuthors, type Author } from '@/lib/authors';
import { getCategories, getCategory, type Category } from '@/lib/categories';
import { getTopic, getTopics, type Topic } from '@/lib/topics';
import { pageSegments, parsePageSegments } from '@/lib/routes';
import { pageNumbers, paginate, type Page } from '@/lib/pagination';

/** One page of a section's cards (0 its front page, lib/pagination.ts), or null for an unknown section or a page past the newest. */
export function getCategoryListing(id: string, page = 0): { category: Category; listing: Page<ArticleSummary> } | null {
  const category = getCategory(id);
  const listing = category && paginate(getArticles(category.id), page);
  return category && listing ? { category, listing } : null;
}

/** One page of an author's stories, or null for an unknown author or a page past the newest. */
export function getAuthorListing(slug: string, page = 0): { author: Author; listing: Page<ArticleSummary> } | null {
  const author = getAuthor(slug);
  const listing = author && paginate(getArticlesBy(author.slug), page);
  return author && listing ? { author, listing } : null;
}

/** One page of a topic's stories from every section, or null for an unknown topic or a page past the newest. */
export function getTopicListing(id: string, page = 0): { topic: Topic; listing: Page<ArticleSummary> } | null {
  const topic = getTopic(id);
  const listing = topic && paginate(getArticlesOn(topic.id), page);
  return topic && listing ? { topic, listing } : null;
}

/**
 * A listing's page from its route's parameters (`page` empty on its own address, `['page', 'n']` on
 * its archive pages), or null for an address of no page.
 */
async function listingOf<P extends { page?: string[] }, T>(params: Promise<P>, get: (params: P, page: number) => T | null) {
  const resolved = await params;
  const page = parsePageSegments(resolved.page);
  return page === null ? null : get(resolved, page);
}

export const categoryListingOf = (params: Promise<{ id: string; page?: string[] }>) =>
  listingOf(params, ({ id }, page) => getCategoryListing(id, page));
export const authorListingOf = (params: Promise<{ slug: string; page?: string[] }>) =>
  listingOf(params, ({ slug }, page) => getAuthorListing(slug, page));
export const topicListingOf = (params: Promise<{ id: string; page?: string[] }>) =>
  listingOf(params, ({ id }, page) => getTopicListing(id, page));

/** Route parameters of every page of every section: `{ id, page: [] }`, `{ id, page: ['page', '1'] }`, … */
export function categoryPageParams(): { id: string; page: string[] }[] {
  return getCategories().flatMap((category) =>
    pageNumbers(getArticles(category.id).length).map((page) => ({ id: category.id, page: pageSegments(page) })),
  );
}

/** Route parameters of every page of every author's stories. */
export function authorPageParams(): { slug: string; page: string[] }[] {
  return getAuthors().flatMap((author) =>
    pageNumbers(getArticlesBy(author.slug).length).map((page) => ({ slug: author.slug, page: pageSegments(page) })),
  );
}

/** Route parameters of every page of every topic's stories; an empty topic has its front page. */
export function topicPageParams(): { id: string; page: string[] }[] {
  return getTopics().flatMap((topic) =>
    pageNumbers(getArticlesOn(topic.id).length).map((page) => ({ id: topic.id, page: pageSegments(page) })),
  );
}

/** Every topic with how many stories it has, in the topics file's order. */
export function getTopicCounts(): { topic: Topic; stories: number }[] {
  return getTopics().map((topic) => ({ topic, stories: getArticlesOn(topic.id).length }));
}

/** A correction as the corrections page lists it: what it says, and the story it corrects. */
export interface CorrectionEntry {
  correction: Correction;
  article: Pick<ArticleSummary, 'slug' | 'title'>;
}

/** Every correction of every story, newest first (stories corrected at one moment by headline). */
export function getCorrections(): CorrectionEntry[] {
  return getArticles()
    .flatMap((article) =>
      (article.corrections ?? []).map((correction) => ({ correction, article: { slug: article.slug, title: article.title } })),
    )
    .sort(
      (a, b) =>
        toInstant(b.correction.date).getTime() - toInstant(a.correction.date).getTime() ||
        a.article.title.localeCompare(b.article.title),
    );
}
