/**
 * A shard of a build: `npm run build -- --shard K/N` renders a deterministic part of the site, and
 * `npm run build:merge -- DIR...` lays the N parts together into what one build would have made
 * (merge-shards.ts). Pure: which pages and search bundles are a shard's.
 *
 * - A story's page and its text-only copy go with its search bundle (server/search-bundles.ts cuts
 *   the stories, oldest first, into bundles): bundle b is shard (b mod N) + 1's, so each shard indexes the bundles whose
 *   pages it rendered, and the index, the longest single step of a large build, is split too.
 * - Every other story-driven page (the sections', authors' and topics' listings and their archive pages,
 *   and the sections' and topics' feeds) goes by a hash of its address.
 * - The pages without parameters (home, search, the edition's feed, the standing pages, 404) are rendered by every
 *   shard (a static export renders them always): the same bytes, which the merge checks.
 */
import { createHash } from 'node:crypto';

export interface Shard {
  /** From 1 to `count`. */
  index: number;
  count: number;
}

/** `K/N`, as given to `--shard`. */
export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard takes K/N, a shard K of N shards with 1 ≤ K ≤ N (such as 2/4), not "${value}"`);
  return { index, count };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** Whether search bundle `bundle` (0 for the oldest) and its stories' pages are the shard's. */
export const ownsBundle = (shard: Shard, bundle: number) => bundle % shard.count === shard.index - 1;

/**
 * The story-driven pages (by address) that are the shard's: the pages of the stories of its
 * bundles (`bundleOf`: a story page's bundle, by address), and the listings whose address hashes to it.
 */
export function shardPages(shard: Shard, pages: string[], bundleOf: (page: string) => number | undefined): string[] {
  return pages.filter((page) => {
    const bundle = bundleOf(page);
    return bundle === undefined ? hashOf(page) % shard.count === shard.index - 1 : ownsBundle(shard, bundle);
  });
}
