import 'server-only';
import type { Metadata } from 'next';
import { labelledKind, type ArticleSummary } from '@/lib/article';
import { fill, type Edition } from '@/lib/editions';
import { pageNumbers, paginate, type Page } from '@/lib/pagination';
import { pageSegments, parsePageSegments, routes, type Collection } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import type { CollectionInfo } from '@/lib/collections';
import { getArticles } from './articles';
import { currentEdition, enterEdition, messages } from './editions';
import { pageMetadata, pagedTitle, shareImage } from './metadata';

/**
 * The lists of stories that belong to no section, author or topic, each paged as a section is:
 * `/latest/`, every story of the edition, and `/opinion/`, its opinion and analysis pieces. Each is
 * one page kind (server/page-kinds.ts); what a list holds and what it is called is said here once.
 */
const holds: Record<Collection, (story: ArticleSummary) => boolean> = {
  latest: () => true,
  opinion: (story) => ['opinion', 'analysis'].includes(labelledKind(story) ?? ''),
};

export const holdsStory = (id: Collection, story: ArticleSummary) => holds[id](story);

/** Each edition's lists, worked out once from its stories (a new content store, in `npm run dev`, is a new list). */
const filtered = new WeakMap<ArticleSummary[], Map<Collection, ArticleSummary[]>>();

/** A list's stories in an edition, newest first. */
export function collectionStories(id: Collection, edition: Edition = currentEdition()): ArticleSummary[] {
  const all = getArticles(undefined, edition);
  const lists = filtered.get(all) ?? new Map<Collection, ArticleSummary[]>();
  filtered.set(all, lists);
  if (!lists.has(id)) lists.set(id, all.filter(holds[id]));
  return lists.get(id)!;
}

export function collectionInfo(id: Collection): CollectionInfo {
  const words = messages().lists[id];
  return { id, ...words, description: fill(words.description, { site: siteConfig.name }) };
}

/** One page of a list (0 its front page), or null past the newest. */
export function getCollectionListing(
  id: Collection,
  page = 0,
  edition: Edition = currentEdition(),
): { collection: CollectionInfo; listing: Page<ArticleSummary> } | null {
  const listing = paginate(collectionStories(id, edition), page);
  return listing && { collection: collectionInfo(id), listing };
}

/** Route parameters of every page of a list: `{ page: [] }`, `{ page: ['page', '1'] }`, … */
export const collectionPageParams = (id: Collection, edition: Edition) =>
  pageNumbers(collectionStories(id, edition).length).map((page) => ({ page: pageSegments(page) }));

/** A list's page from its route's parameters, in the route's edition; null for an address of no page. */
export async function collectionListingOf(id: Collection, params: Promise<{ page?: string[]; edition?: string }>) {
  await enterEdition(params);
  const page = parsePageSegments((await params).page);
  return page === null ? null : getCollectionListing(id, page);
}

/** A list's feed: the opinion pieces have one of their own; every story's is the edition's own feed. */
export const collectionFeed = (id: Collection) => (id === 'opinion' ? routes.opinionFeed() : routes.feed());

/** The link a list's page gives to its own feed; none for every story's, which every page names. */
export const collectionFeedLink = (id: Collection) =>
  id === 'latest'
    ? undefined
    : { title: fill(messages().listing.followRss, { name: collectionInfo(id).heading }), path: collectionFeed(id) };

export function collectionMetadata({
  collection,
  listing,
}: {
  collection: CollectionInfo;
  listing: Page<ArticleSummary>;
}): Metadata {
  const title = pagedTitle(collection.heading, listing.page);
  return pageMetadata({
    title,
    description: collection.description,
    path: routes[collection.id](listing.page),
    image: shareImage(listing.items[0], fill(messages().meta.onSite, { name: collection.heading, site: siteConfig.name })),
    feeds:
      collection.id === 'latest'
        ? []
        : [
            {
              title: fill(messages().meta.sectionFeed, { name: collection.heading, site: siteConfig.name }),
              path: collectionFeed(collection.id),
            },
          ],
  });
}
