import { ownsBundle, parseShard, shardPages } from './shard';

describe('shards', () => {
  it('reads K/N and refuses what is not a shard of a whole', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const wrong of ['0/3', '4/3', '3', '1/0', 'a/b', '1/2/3']) expect(() => parseShard(wrong)).toThrow(`not "${wrong}"`);
  });

  it('gives every page to exactly one shard: stories with their search bundle, listings by address', () => {
    const stories = Array.from({ length: 50 }, (_, index) => `/news/story-${index}/`);
    const listings = Array.from({ length: 30 }, (_, index) => `/category/tech/page/${index + 1}/`);
    const bundleOf = (page: string) => (page.startsWith('/news/') ? Math.floor(Number(page.match(/\d+/)![0]) / 10) : undefined);
    const shards = [1, 2, 3].map((index) => shardPages({ index, count: 3 }, [...stories, ...listings], bundleOf));
    expect(shards.flat().sort()).toEqual([...stories, ...listings].sort());
    expect(new Set(shards.flat()).size).toBe(80);
    // Shard 1 holds bundles 0 and 3: stories 0-9 and 30-39.
    expect(shards[0].filter((page) => page.startsWith('/news/'))).toEqual([...stories.slice(0, 10), ...stories.slice(30, 40)]);
    expect(shards.every((pages) => pages.some((page) => page.startsWith('/category/')))).toBe(true);
    expect([0, 1, 2, 3, 4].filter((bundle) => ownsBundle({ index: 2, count: 3 }, bundle))).toEqual([1, 4]);
  });

  it('is one shard when N is 1: every page', () => {
    const pages = ['/news/a/', '/category/us/', '/author/x/page/2/'];
    expect(shardPages({ index: 1, count: 1 }, pages, () => undefined)).toEqual(pages);
  });
});
