/**
 * @jest-environment node
 */
import { bundleScript, bundleSizeFrom, sortDate, splitIntoBundles, SEARCH_BUNDLE_SIZE } from './search-bundles';

/** `count` articles a day apart from 1 January 2025, listed newest first as the site lists them. */
const articles = (count: number) =>
  Array.from({ length: count }, (_, day) => ({
    slug: `story-${String(day).padStart(3, '0')}`,
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
      { slug: 'b-same-moment', publishedDate: '2025-03-05T12:00:00-08:00' },
      { slug: 'late-evening-pacific', publishedDate: '2025-03-05T23:30:00-08:00' },
      { slug: 'a-same-moment', publishedDate: '2025-03-05T20:00:00+00:00' },
      { slug: 'early-next-day-utc', publishedDate: '2025-03-06T01:00:00+00:00' },
      { slug: 'day-only', publishedDate: '2025-03-04' },
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

describe('sortDate', () => {
  it('reads the date the article page marks for sorting, as React writes it', () => {
    const html =
      '<p><time dateTime="2024-06-01">Published</time> <time dateTime="2025-03-05T09:30:00-08:00" class="x" ' +
      'data-pagefind-sort="date[datetime]" data-pagefind-meta="date[datetime]">March 5</time></p>';
    expect(sortDate(html)).toBe('2025-03-05T09:30:00-08:00');
  });

  it('finds none on a page without one', () => {
    expect(sortDate('<p><time dateTime="2024-06-01">Updated</time></p>')).toBeUndefined();
  });
});

describe('bundleScript', () => {
  it('names the folders of the bundles after the first, oldest first, as a module export', () => {
    expect(bundleScript(3)).toBe('\nexport const searchBundles = ["2","3"];\n');
  });
});
