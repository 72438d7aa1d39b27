import 'server-only';
import { createHash } from 'node:crypto';
import type { ArticleSummary } from '@/lib/article';
import { FEED_SIZE, pagerOf, type Page } from '@/lib/pagination';
import type { Edition } from '@/lib/editions';
import { getArticles, getBodyHash, getImageHash } from './articles';

/**
 * What a page shows, in the form its fingerprint hashes (server/page-inputs.ts): the pieces the
 * page kinds (server/page-kinds.ts) make their `shows` of.
 */
export const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/**
 * A story as its page shows it: everything, its body by the body's hash, and its hero image by the
 * file's (its text-only copy says what the picture weighs, which a new photograph of the same size changes).
 */
export const storyShows = (article: ArticleSummary) => ({
  ...article,
  body: getBodyHash(article.slug),
  hero: getImageHash(article.slug),
});

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

export const cardsOf = (articles: ArticleSummary[]) => articles.map(card);

/**
 * A list page shows its cards and its pager, not the listing's count: an archive page keeps its
 * fingerprint while stories are published, until a page is added next to it.
 */
export const listingShows = (listing: Page<ArticleSummary>) => ({
  data: { page: listing.page, items: cardsOf(listing.items), pager: pagerOf(listing) },
  stories: listing.items,
});

/**
 * A feed: its stories (the latest FEED_SIZE of a section, a topic or a list), whole (server/feeds.ts).
 * One with none is dated by the edition's newest story.
 */
export function feedShows(stories: ArticleSummary[], edition: Edition) {
  const items = stories.slice(0, FEED_SIZE);
  const newest = getArticles(undefined, edition)[0];
  return { data: items.length > 0 ? items.map(storyShows) : { empty: newest && storyShows(newest) }, stories: items };
}
