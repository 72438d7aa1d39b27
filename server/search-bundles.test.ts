/**
 * @jest-environment node
 */
import { parseSearchManifest } from '@/lib/search-index';
import { bundleSizeFrom, searchManifest, splitIntoBundles, SEARCH_BUNDLE_SIZE } from './search-bundles';

/** `count` articles a day apart from 1 January 2025, listed newest first as the site lists them. */
const articles = (count: number) =>
  Array.from({ length: count }, (_, day) => ({
    slug: `story-${String(day).padStart(3, '0')}`,
    lang: 'en',
    publishedDate: new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10),
  })).reverse();

const slugs = (bundles: { slug: string }[][]) => bundles.map((bundle) => bundle.map((article) => article.slug));

describe('splitIntoBundles', () => {
  it('makes no bundle of no article', () => {
    expect(splitIntoBundles([], 3)).toEqual([]);
  });

  it('keeps exactly a bundle’s worth in one bundle, oldest first', () => {
    expect(slugs(splitIntoBundles(articles(3), 3))).toEqual([['story-000', 'story-001', 'story-002']]);
  });

  it('puts the newest article of one more into a second bundle', () => {
    expect(slugs(splitIntoBundles(articles(4), 3))).toEqual([['story-000', 'story-001', 'story-002'], ['story-003']]);
  });

  it('orders by the moment across offsets, the site’s newest-first list reversed, whatever the input order', () => {
    const stories = [
      { slug: 'b-same-moment', lang: 'en', publishedDate: '2025-03-05T12:00:00-08:00' },
      { slug: 'late-evening-pacific', lang: 'en', publishedDate: '2025-03-05T23:30:00-08:00' },
      { slug: 'a-same-moment', lang: 'en', publishedDate: '2025-03-05T20:00:00+00:00' },
      { slug: 'early-next-day-utc', lang: 'en', publishedDate: '2025-03-06T01:00:00+00:00' },
      { slug: 'day-only', lang: 'en', publishedDate: '2025-03-04' },
    ];
    const expected = [['day-only', 'b-same-moment'], ['a-same-moment', 'early-next-day-utc'], ['late-evening-pacific']];
    expect(slugs(splitIntoBundles(stories, 2))).toEqual(expected);
    expect(slugs(splitIntoBundles([...stories].reverse(), 2))).toEqual(expected);
  });

  it('refuses a bundle size below one', () => {
    expect(() => splitIntoBundles(articles(2), 0)).toThrow(RangeError);
  });
});

describe('bundleSizeFrom', () => {
  it('takes SEARCH_BUNDLE_SIZE when set, the default otherwise', () => {
    expect(bundleSizeFrom('25')).toBe(25);
    expect(bundleSizeFrom(undefined)).toBe(SEARCH_BUNDLE_SIZE);
    expect(bundleSizeFrom('')).toBe(SEARCH_BUNDLE_SIZE);
  });

  it('refuses what is not a whole number above zero', () => {
    for (const value of ['0', '-4', '2.5', 'many']) expect(() => bundleSizeFrom(value)).toThrow(/SEARCH_BUNDLE_SIZE/);
  });
});

describe('searchManifest', () => {
  it('names each bundle’s folder, size and span of dates, oldest first, in the form the search page reads', () => {
    const manifest = searchManifest(splitIntoBundles(articles(5), 2));
    expect(manifest).toEqual({
      bundles: [
        { folder: '1/', articles: 2, oldest: '2025-01-01T00:00:00.000Z', newest: '2025-01-02T00:00:00.000Z' },
        { folder: '2/', articles: 2, oldest: '2025-01-03T00:00:00.000Z', newest: '2025-01-04T00:00:00.000Z' },
        { folder: '3/', articles: 1, oldest: '2025-01-05T00:00:00.000Z', newest: '2025-01-05T00:00:00.000Z' },
      ],
    });
    expect(parseSearchManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('is refused by the search page when it is not one', () => {
    expect(() => parseSearchManifest({ bundles: [] })).toThrow('bundles.json is not a search index manifest');
    expect(() => parseSearchManifest({ bundles: [{ folder: '2/', articles: 1, oldest: '', newest: '' }] })).toThrow();
    expect(() => parseSearchManifest({ bundles: [{ folder: '', articles: 1, oldest: '', newest: '' }] })).toThrow();
    expect(() => parseSearchManifest('<!doctype html>')).toThrow();
  });
});
