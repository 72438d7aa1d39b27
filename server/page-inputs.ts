import 'server-only';
import { createHash } from 'node:crypto';
import type { ArticleSummary } from '@/lib/article';
import { FEED_SIZE, pagerOf, type Page } from '@/lib/pagination';
import { getCategories } from '@/lib/categories';
import { getTopics } from '@/lib/topics';
import { liteCopyOf, parsePageSegments, routes } from '@/lib/routes';
import {
  getAllArticles,
  getArticles,
  getLatest,
  publishedEditions,
  getBodyHash,
  getBreaking,
  getImageHash,
  getTranslations,
  storyLists,
  type FeedOf,
} from './articles';
import { defaultEdition, inEdition, type Edition } from '@/lib/editions';
import { readBuildContext } from './build-context';
import { splitIntoBundles } from './search-bundles';
import {
  authorPageParams,
  categoryPageParams,
  getAuthorListing,
  getCategoryListing,
  getTopicListing,
  topicPageParams,
} from './listings';

/**
 * What each story-driven page shows, fingerprinted: a story's own page, every page of every
 * section's, author's and topic's listing, and each section's and topic's feed. An incremental build
 * (scripts/pipeline/plan.ts) compares these with the previous build's and renders only the pages whose
 * fingerprint changed. The fingerprints come from the same functions the pages render from, so a page
 * cannot show what its fingerprint misses. Pages without parameters (home, search, the edition's feed,
 * 404) are rendered on every build. What every page
 * shows besides its own content, the breaking-news banner, is in every fingerprint; a live story's
 * state (open or closed at the build's moment) is in its summary, so in the fingerprint of every
 * page that shows it; and its updates are in its body's hash, so in its own page's alone.
 */
export interface PageInput {
  /** A hash of the data the page renders. */
  hash: string;
  /** The stories it shows, to say why it was rendered. */
  stories: string[];
}

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/**
 * A story as its page shows it: everything, its body by the body's hash, and its hero image by the
 * file's (its text-only copy says what the picture weighs, which a new photograph of the same size changes).
 */
const story = (article: ArticleSummary) => ({ ...article, body: getBodyHash(article.slug), hero: getImageHash(article.slug) });

/**
 * A story as a card shows it (on a list, or among a story's related ones), hashed once per story: the
 * archive hands out the same summary each time, and the 25,000 pages of 10,000 stories each show up to
 * twenty cards, which hashed whole were a second of every plan.
 */
const cardHashes = new WeakMap<ArticleSummary, string>();
const card = (article: ArticleSummary) => {
  let hash = cardHashes.get(article);
  if (hash === undefined) {
    hash = sha(article);
    cardHashes.set(article, hash);
  }
  return hash;
};

export const categoryParamPath = ({ id, page }: { id: string; page: string[] }) =>
  routes.category(id, parsePageSegments(page) ?? 0);
export const authorParamPath = ({ slug, page }: { slug: string; page: string[] }) =>
  routes.author(slug, parsePageSegments(page) ?? 0);
export const topicParamPath = ({ id, page }: { id: string; page: string[] }) => routes.topic(id, parsePageSegments(page) ?? 0);
export const categoryFeedPath = ({ id }: { id: string }) => routes.categoryFeed(id);
export const topicFeedPath = ({ id }: { id: string }) => routes.topicFeed(id);

/**
 * A feed route's parameters in every published edition but the default (a route handler takes none from the
 * layouts above it), each edition's cut to the feeds an incremental build renders.
 */
export function editionFeedParams(ids: string[], path: (param: { id: string }) => string): { edition: string; id: string }[] {
  return publishedEditions().flatMap((edition) =>
    toRender(
      ids.map((id) => ({ id })),
      path,
      edition,
    ).map(({ id }) => ({ edition: edition.id, id })),
  );
}

/**
 * Every page a story can appear on, in every edition, by its address, with the fingerprint of what it
 * shows; and each one's text-only copy in its edition (`/es/lite/news/x/` of `/es/news/x/`). A story's
 * page shows its versions in the other editions (its alternates), so publishing a translation
 * rewrites its original's page too.
 */
export function pageInputs(): Record<string, PageInput> {
  const pages: Record<string, PageInput> = {};
  for (const edition of [defaultEdition, ...publishedEditions()]) {
    const banner = getBreaking(edition);
    const at = (path: string) => inEdition(edition, path);
    const stories = getArticles(undefined, edition);
    // Each page with its text-only copy in its edition (app/(lite)/, app/(editions-lite)/), which shows
    // what it shows: a page of its own to render, keep or remove.
    const add = (path: string, data: unknown, shown: ArticleSummary[]) => {
      const input = { hash: sha({ data, banner }), stories: shown.map((article) => article.slug) };
      pages[at(path)] = input;
      pages[liteCopyOf(at(path))!] = input;
    };
    for (const article of stories) {
      const { related, moreOnTopic } = storyLists(article, edition);
      const more = moreOnTopic?.articles ?? [];
      const versions = getTranslations(article).map(({ slug, lang, title }) => ({ slug, lang, title }));
      const cards = { related: related.map(card), more: more.map(card) };
      add(routes.article(article.slug), { article: story(article), ...cards, versions }, [article, ...related, ...more]);
    }
    // A list page shows its cards and its pager, not the listing's count: an archive page keeps its
    // fingerprint while stories are published, until a page is added next to it.
    const listingPage = (listing: Page<ArticleSummary>) => ({
      page: listing.page,
      items: listing.items.map(card),
      pager: pagerOf(listing),
    });
    for (const params of categoryPageParams(edition)) {
      const { listing } = getCategoryListing(params.id, parsePageSegments(params.page) ?? 0, edition)!;
      add(categoryParamPath(params), listingPage(listing), listing.items);
    }
    for (const params of authorPageParams(edition)) {
      const { listing } = getAuthorListing(params.slug, parsePageSegments(params.page) ?? 0, edition)!;
      add(authorParamPath(params), listingPage(listing), listing.items);
    }
    for (const params of topicPageParams(edition)) {
      const { topic, listing } = getTopicListing(params.id, parsePageSegments(params.page) ?? 0, edition)!;
      add(topicParamPath(params), { topic, ...listingPage(listing) }, listing.items);
    }
    // A section's or topic's feed: the latest FEED_SIZE of its stories, whole (server/feeds.ts). One with none is
    // dated by the edition's newest story, and shows no banner.
    const newest = stories[0];
    const addFeed = (path: string, of: FeedOf) => {
      const items = getLatest(FEED_SIZE, of, edition);
      const data = items.length > 0 ? items.map(story) : { empty: newest && story(newest) };
      pages[at(path)] = { hash: sha(data), stories: items.map((article) => article.slug) };
    };
    for (const { id } of getCategories()) addFeed(categoryFeedPath({ id }), { category: id });
    for (const { id } of getTopics()) addFeed(topicFeedPath({ id }), { topic: id });
  }
  return pages;
}

/** Each story's fingerprint, body included: which were added, edited or removed since a build. */
export function storyInputs(): Record<string, string> {
  return Object.fromEntries(getAllArticles().map((article) => [article.slug, sha(story(article))]));
}

/**
 * Each search bundle's fingerprint, oldest first: its stories, of every edition, cut into bundles as the
 * index cuts them (scripts/pipeline/export/search-index.ts). Pagefind indexes only a story's own
 * view (`data-pagefind-body`), not its related cards, so a bundle whose stories did not change is
 * taken from the previous build, not indexed again.
 */
export function searchInputs(stories: Record<string, string>, bundleSize: number): string[] {
  return splitIntoBundles(getAllArticles(), bundleSize).map((bundle) =>
    sha(bundle.map((article) => [article.slug, stories[article.slug]])),
  );
}

/**
 * A route's parameters, cut to the pages an incremental build renders (the build context's
 * `render`; all of them otherwise). A static export refuses a route with no parameters, so a route
 * none of whose pages changed renders its first page again: the same bytes the previous build wrote.
 */
export function toRender<T>(params: T[], path: (param: T) => string, edition: Edition = defaultEdition): T[] {
  const { render } = readBuildContext();
  if (render === 'all') return params;
  const wanted = new Set(render);
  const chosen = params.filter((param) => wanted.has(inEdition(edition, path(param))));
  return chosen.length > 0 ? chosen : params.slice(0, 1);
}
