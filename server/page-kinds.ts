import 'server-only';
import type { ArticleSummary } from '@/lib/article';
import { getCategories } from '@/lib/categories';
import type { Edition } from '@/lib/editions';
import { parsePageSegments, routes, type Collection } from '@/lib/routes';
import { getTopics } from '@/lib/topics';
import type { LiteContent } from '@/lib/lite-copy';
import { getArticles, getArticlesOn, getTranslations, storyLists } from './articles';
import {
  authorPageParams,
  categoryPageParams,
  getAuthorListing,
  getCategoryListing,
  getTopicListing,
  topicPageParams,
} from './listings';
import { getPages } from './pages';
import { collectionPageParams, getCollectionListing } from './collections';
import { cardsOf, feedShows, listingShows, storyShows } from './shown';
import * as lite from './lite/content';

/**
 * What a page of a kind shows, for its fingerprint: the data it renders, and the stories among it
 * (to say why it was rendered). A build renders a page again when its fingerprint changed.
 */
export interface Shown {
  data: unknown;
  stories: ArticleSummary[];
}

/** A text-only copy, as the build draws it: its title (none on the front page) and description, and what it shows. */
export interface LiteCopy {
  title?: string;
  description: string;
  content: LiteContent;
  /** Marks the copy's `<main>`: an opinion piece is set apart. */
  className?: string;
}

/**
 * One kind of page of the site: where its route is, which pages it has in an edition and at what
 * address, what each shows (its fingerprint) and its text-only copy. The routes' parameters, the
 * build's fingerprints, the text-only copies and the tests all read this list; none works the pages
 * out again (`page-kinds.test.ts` holds it and app/ together).
 */
export interface PageKind<P extends object = object> {
  name: string;
  /**
   * Its route files' folders, within an edition's (app/(site)/ and app/ outside the groups for the
   * default edition, app/(editions)/[edition]/ for the others).
   */
  routes: string[];
  /** Only in the default edition, or only in the others; both when absent. */
  only?: 'default' | 'others';
  /** A page a reader reads and a search engine indexes: each is in the sitemap (server/sitemap.ts), and its copy in the other editions is its twin. */
  indexed?: true;
  /** Every page of the kind in an edition, by its route's parameters. */
  pages: (edition: Edition) => P[];
  /** A page's address within its edition. */
  path: (params: P) => string;
  /** A feed: its fingerprint leaves out the breaking-news banner, which only pages show. */
  format?: 'feed';
  /**
   * What a host must answer for the kind's files besides the site's defaults (server/hosting.ts): by
   * their address pattern within an edition, `*` for a parameter.
   */
  headers?: { path: string; headers: Record<string, string> }[];
  /** What a page shows; absent for a kind every build renders (nothing to compare). */
  shows?: (params: P, edition: Edition) => Shown;
  /** Its text-only copy (`/lite/…` of the page), drawn in the page's edition (`inEditionScope`). */
  lite?: (params: P) => LiteCopy;
}

const kind = <P extends object>(definition: PageKind<P>): PageKind<P> => definition;

type Listing = { page: string[] };
const pageOf = ({ page }: Listing) => parsePageSegments(page) ?? 0;
const none = () => [{}];

/** An edition's stories by slug, made once for its list: the fingerprints ask for each of 10,000. */
const bySlug = new WeakMap<ArticleSummary[], Map<string, ArticleSummary>>();
function storyIn(edition: Edition, slug: string): ArticleSummary {
  const stories = getArticles(undefined, edition);
  let found = bySlug.get(stories);
  if (!found) bySlug.set(stories, (found = new Map(stories.map((story) => [story.slug, story]))));
  return found.get(slug)!;
}
/** A feed is RSS, whatever a host guesses from `.xml`. */
const feedHeaders = (path: string) => [{ path, headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } }];

/** A list of stories of no section, author or topic (server/collections.ts), paged as a section is. */
function collectionKind(id: Collection) {
  return kind<Listing>({
    name: `${id} list`,
    indexed: true,
    routes: [`${id}/[[...page]]`],
    pages: (edition) => collectionPageParams(id, edition),
    path: (params) => routes[id](pageOf(params)),
    shows: (params, edition) => listingShows(getCollectionListing(id, pageOf(params), edition)!.listing),
    lite: (params) => lite.collection(id, pageOf(params)),
  });
}

export const pageKinds = {
  front: kind({
    name: 'front page',
    routes: ['', 'front'],
    indexed: true,
    pages: none,
    path: routes.home,
    lite: lite.front,
  }),
  story: kind<{ slug: string }>({
    name: 'story',
    indexed: true,
    routes: ['news/[slug]', 'news/[slug]/[...file]', '@language/news/[slug]', '@language'],
    pages: (edition) => getArticles(undefined, edition).map(({ slug }) => ({ slug })),
    path: ({ slug }) => routes.article(slug),
    // A live story's live.json, which its open page checks every 20 s: asked of the host each time.
    headers: [{ path: routes.liveFile('*'), headers: { 'Cache-Control': 'no-cache' } }],
    shows: ({ slug }, edition) => {
      const article = storyIn(edition, slug);
      const { related, moreOnTopic } = storyLists(article, edition);
      const more = moreOnTopic?.articles ?? [];
      const versions = getTranslations(article).map(({ slug: version, lang, title }) => ({ slug: version, lang, title }));
      return {
        data: { article: storyShows(article), related: cardsOf(related), more: cardsOf(more), versions },
        stories: [article, ...related, ...more],
      };
    },
    lite: ({ slug }) => lite.story(slug),
  }),
  category: kind<{ id: string } & Listing>({
    name: 'section',
    indexed: true,
    routes: ['category/[id]/[[...page]]'],
    pages: categoryPageParams,
    path: (params) => routes.category(params.id, pageOf(params)),
    shows: (params, edition) => listingShows(getCategoryListing(params.id, pageOf(params), edition)!.listing),
    lite: (params) => lite.category(params.id, pageOf(params)),
  }),
  author: kind<{ slug: string } & Listing>({
    name: 'author',
    indexed: true,
    routes: ['author/[slug]/[[...page]]'],
    pages: authorPageParams,
    path: (params) => routes.author(params.slug, pageOf(params)),
    shows: (params, edition) => listingShows(getAuthorListing(params.slug, pageOf(params), edition)!.listing),
    lite: (params) => lite.author(params.slug, pageOf(params)),
  }),
  topic: kind<{ id: string } & Listing>({
    name: 'topic',
    indexed: true,
    routes: ['topic/[id]/[[...page]]'],
    pages: topicPageParams,
    path: (params) => routes.topic(params.id, pageOf(params)),
    shows: (params, edition) => {
      const { topic, listing } = getTopicListing(params.id, pageOf(params), edition)!;
      const shown = listingShows(listing);
      return { ...shown, data: { topic, ...(shown.data as object) } };
    },
    lite: (params) => lite.topic(params.id, pageOf(params)),
  }),
  latest: collectionKind('latest'),
  opinion: collectionKind('opinion'),
  opinionFeed: kind({
    name: 'opinion feed',
    routes: ['opinion/feed.xml'],
    format: 'feed',
    pages: none,
    path: routes.opinionFeed,
    headers: feedHeaders(routes.opinionFeed()),
  }),
  topics: kind({ name: 'topics', routes: ['topics'], indexed: true, pages: none, path: routes.topics, lite: lite.topics }),
  corrections: kind({
    name: 'corrections',
    indexed: true,
    routes: ['corrections'],
    pages: none,
    path: routes.corrections,
    lite: lite.corrections,
  }),
  page: kind<{ page: string[] }>({
    name: 'standing page',
    indexed: true,
    routes: ['[...page]'],
    pages: (edition) => getPages(edition).map(({ slug }) => ({ page: [slug] })),
    path: ({ page }) => routes.page(page.join('/')),
    lite: ({ page }) => lite.standingPage(page.join('/')),
  }),
  search: kind({ name: 'search', routes: ['search'], pages: none, path: () => routes.search() }),
  saved: kind({ name: 'saved stories', routes: ['saved'], pages: none, path: routes.saved }),
  offline: kind({ name: 'offline', routes: ['offline'], pages: none, path: routes.offline }),
  notFound: kind({ name: 'not found', routes: ['404'], only: 'others', pages: none, path: routes.notFound }),
  feed: kind({ name: 'feed', routes: ['feed.xml'], pages: none, path: routes.feed, headers: feedHeaders(routes.feed()) }),
  categoryFeed: kind<{ id: string }>({
    name: 'section feed',
    routes: ['category/[id]/feed.xml'],
    pages: () => getCategories().map(({ id }) => ({ id })),
    format: 'feed',
    path: ({ id }) => routes.categoryFeed(id),
    headers: feedHeaders(routes.categoryFeed('*')),
    shows: ({ id }, edition) => feedShows(getArticles(id, edition), edition),
  }),
  topicFeed: kind<{ id: string }>({
    name: 'topic feed',
    routes: ['topic/[id]/feed.xml'],
    pages: () => getTopics().map(({ id }) => ({ id })),
    format: 'feed',
    path: ({ id }) => routes.topicFeed(id),
    headers: feedHeaders(routes.topicFeed('*')),
    shows: ({ id }, edition) => feedShows(getArticlesOn(id, edition), edition),
  }),
  editor: kind({
    name: 'editor',
    routes: ['admin/index.html', 'admin/config.yml', 'admin/[file]'],
    only: 'default',
    pages: none,
    path: () => '/admin/',
  }),
};

export type PageKindName = keyof typeof pageKinds;

/** The parameters of a kind's pages. */
export type ParamsOf<K extends PageKindName> = (typeof pageKinds)[K] extends PageKind<infer P> ? P : never;

/** Every kind, for what goes through them all (each kind's parameters are its own functions' business). */
export const allKinds = (): PageKind[] => Object.values(pageKinds) as unknown as PageKind[];
