import 'server-only';
import { getArticles, getArticlesBy, getArticlesOn } from './articles';
import type { ArticleSummary, Correction } from '@/lib/article';
import { toInstant } from '@/lib/dates';
import { getAuthor, getAuthors, type Author } from '@/lib/authors';
import { getCategories, getCategory, type Category } from '@/lib/categories';
import { getTopic, getTopics, type Topic } from '@/lib/topics';
import { pageSegments, parsePageSegments } from '@/lib/routes';
import { pageNumbers, paginate, type Page } from '@/lib/pagination';
import type { Edition } from '@/lib/editions';
import { enterEdition, localAuthor, localCategory, localTopic } from './editions';

/** One page of a section's cards (0 its front page, lib/pagination.ts), or null for an unknown section or a page past the newest. */
export function getCategoryListing(
  id: string,
  page = 0,
  edition?: Edition,
): { category: Category; listing: Page<ArticleSummary> } | null {
  const category = localCategory(getCategory(id), edition);
  const listing = category && paginate(getArticles(category.id, edition), page);
  return category && listing ? { category, listing } : null;
}

/** One page of an author's stories, or null for an unknown author or a page past the newest. */
export function getAuthorListing(
  slug: string,
  page = 0,
  edition?: Edition,
): { author: Author; listing: Page<ArticleSummary> } | null {
  const author = localAuthor(getAuthor(slug), edition);
  const listing = author && paginate(getArticlesBy(author.slug, edition), page);
  return author && listing ? { author, listing } : null;
}

/** One page of a topic's stories from every section, or null for an unknown topic or a page past the newest. */
export function getTopicListing(id: string, page = 0, edition?: Edition): { topic: Topic; listing: Page<ArticleSummary> } | null {
  const topic = localTopic(getTopic(id), edition);
  const listing = topic && paginate(getArticlesOn(topic.id, edition), page);
  return topic && listing ? { topic, listing } : null;
}

/**
 * A listing's page from its route's parameters (`page` empty on its own address, `['page', 'n']` on
 * its archive pages), or null for an address of no page.
 */
async function listingOf<P extends { page?: string[]; edition?: string }, T>(
  params: Promise<P>,
  get: (params: P, page: number) => T | null,
) {
  await enterEdition(params);
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
export function categoryPageParams(edition?: Edition): { id: string; page: string[] }[] {
  return getCategories().flatMap((category) =>
    pageNumbers(getArticles(category.id, edition).length).map((page) => ({ id: category.id, page: pageSegments(page) })),
  );
}

/** Route parameters of every page of every author's stories. */
export function authorPageParams(edition?: Edition): { slug: string; page: string[] }[] {
  return getAuthors().flatMap((author) =>
    pageNumbers(getArticlesBy(author.slug, edition).length).map((page) => ({ slug: author.slug, page: pageSegments(page) })),
  );
}

/** Route parameters of every page of every topic's stories; an empty topic has its front page. */
export function topicPageParams(edition?: Edition): { id: string; page: string[] }[] {
  return getTopics().flatMap((topic) =>
    pageNumbers(getArticlesOn(topic.id, edition).length).map((page) => ({ id: topic.id, page: pageSegments(page) })),
  );
}

/** Every topic with how many stories it has, in the topics file's order. */
export function getTopicCounts(): { topic: Topic; stories: number }[] {
  return getTopics().map((topic) => ({ topic: localTopic(topic)!, stories: getArticlesOn(topic.id).length }));
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
