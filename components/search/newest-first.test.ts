import { NewestFirstSearch } from './newest-first';
import type { PagefindModule, PagefindSearch } from '@/lib/pagefind-api';

const result = (id: string) => ({
  id,
  data: async () => ({ url: `/news/${id}/`, excerpt: '', content: '', meta: {}, filters: {} }),
});

/**
 * The index's script as Pagefind behaves: the first bundle comes from `options`' basePath, others
 * are merged in; a search covers the merged bundles, or the one its `bundle` filter names, and so do
 * its counts before filtering, the bundle filter's own among them.
 */
function fakeIndex(byBundle: Record<string, string[]>) {
  const merged: string[] = [];
  const answer = (bundles: string[]): PagefindSearch => ({
    results: bundles.flatMap((bundle) => byBundle[bundle]).map(result),
    unfilteredResultCount: bundles.flatMap((bundle) => byBundle[bundle]).length,
    totalFilters: {
      section: { tech: bundles.reduce((sum, bundle) => sum + byBundle[bundle].length, 0) },
      bundle: Object.fromEntries(bundles.map((bundle) => [bundle, byBundle[bundle].length])),
    },
  });
  const pagefind = {
    options: jest.fn(async (options: { mergeFilter?: Record<string, string> }) => {
      if (options.mergeFilter) merged.push(options.mergeFilter.bundle);
    }),
    filters: jest.fn(async () => ({})),
    mergeIndex: jest.fn(async (_path: string, options: { mergeFilter: Record<string, string> }) => {
      merged.push(options.mergeFilter.bundle);
    }),
    search: jest.fn(async (_term: string, options: { filters?: { bundle?: string } } = {}) =>
      answer(options.filters?.bundle ? merged.filter((bundle) => bundle === options.filters!.bundle) : merged),
    ),
  } satisfies PagefindModule;
  return { pagefind, merged };
}

const options = { baseUrl: '/', excerptLength: 24 };
/** The manifest's bundles, oldest first, as the index build writes them. */
const manifest = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    folder: `${index + 1}/`,
    articles: 2,
    oldest: `${2019 + index}-01-01T00:00:00.000Z`,
    newest: `${2019 + index}-12-31T00:00:00.000Z`,
  }));
const ids = (span: { results: { id: string }[] }) => span.results.map(({ id }) => id);

describe('NewestFirstSearch', () => {
  const byBundle = { '1': ['2019-a', '2019-b'], '2': ['2020-a'], '3': ['2021-a', '2021-b'], '4': ['2022-a'] };

  it('opens the newest bundle first, from its own folder, and searches it alone', async () => {
    const { pagefind, merged } = fakeIndex(byBundle);
    const search = await NewestFirstSearch.open(pagefind, '/base/pagefind/', manifest(4), options);
    expect(pagefind.options).toHaveBeenCalledWith({ ...options, basePath: '/base/pagefind/4/', mergeFilter: { bundle: '4' } });
    expect(pagefind.filters).toHaveBeenCalled();
    const span = await search.search('water', {}, { atLeast: 1, upTo: 3 });
    expect(ids(span)).toEqual(['2022-a']);
    expect(span.since).toBe('2022-01-01T00:00:00.000Z');
    expect(span.totalFilters).toEqual({ section: { tech: 1 } });
    expect(merged).toEqual(['4']);
  });

  it('opens older bundles while it finds too few, no further than it may, and lists the newest bundle’s first', async () => {
    const { pagefind } = fakeIndex(byBundle);
    const search = await NewestFirstSearch.open(pagefind, '/pagefind/', manifest(4), options);
    const span = await search.search('water', { sort: { date: 'desc' } }, { atLeast: 10, upTo: 3 });
    expect(pagefind.mergeIndex.mock.calls).toEqual([
      ['/pagefind/3/', { ...options, mergeFilter: { bundle: '3' } }],
      ['/pagefind/2/', { ...options, mergeFilter: { bundle: '2' } }],
    ]);
    expect(ids(span)).toEqual(['2022-a', '2021-a', '2021-b', '2020-a']);
    expect(span.since).toBe('2020-01-01T00:00:00.000Z');
    // Counts over the open bundles, without the filter that names them.
    expect(span.totalFilters).toEqual({ section: { tech: 4 } });
    expect(pagefind.search).toHaveBeenCalledWith('water', { sort: { date: 'desc' }, filters: { bundle: '2' } });
  });

  it('keeps the chosen filters when it asks each bundle', async () => {
    const { pagefind } = fakeIndex(byBundle);
    const search = await NewestFirstSearch.open(pagefind, '/pagefind/', manifest(4), options);
    await search.search('water', { filters: { section: { any: ['tech'] } } }, { atLeast: 2, upTo: 4 });
    expect(pagefind.search).toHaveBeenCalledWith('water', { filters: { section: { any: ['tech'] }, bundle: '3' } });
  });

  it('opens an older bundle when asked, adding its results after those found before, until none is left', async () => {
    const { pagefind } = fakeIndex(byBundle);
    const search = await NewestFirstSearch.open(pagefind, '/pagefind/', manifest(4), options);
    const first = await search.search('water', {}, { atLeast: 3, upTo: 3 });
    expect(ids(first)).toEqual(['2022-a', '2021-a', '2021-b']);
    expect(search.opened).toBe(2);

    await expect(search.openOlder()).resolves.toBe(true);
    await expect(search.openOlder()).resolves.toBe(true);
    await expect(search.openOlder()).resolves.toBe(false);
    const all = await search.search('water', {}, { atLeast: 1, upTo: 4 });
    expect(ids(all).slice(0, 3)).toEqual(ids(first));
    expect(ids(all)).toEqual(['2022-a', '2021-a', '2021-b', '2020-a', '2019-a', '2019-b']);
    expect(all.since).toBeNull();
  });

  it('opens two different bundles for two calls at once', async () => {
    const { pagefind, merged } = fakeIndex(byBundle);
    const search = await NewestFirstSearch.open(pagefind, '/pagefind/', manifest(4), options);
    await expect(Promise.all([search.openOlder(), search.openOlder()])).resolves.toEqual([true, true]);
    expect(merged).toEqual(['4', '3', '2']);
    expect(search.opened).toBe(3);
  });

  it('takes over a newest bundle opened before it, and the search started there, once', async () => {
    const { pagefind } = fakeIndex(byBundle);
    // As the search page's early script opens it, and searches.
    await pagefind.options({ mergeFilter: { bundle: '4' } });
    const started = pagefind.search('water', { filters: {} });
    jest.clearAllMocks();
    const search = NewestFirstSearch.adopt(pagefind, '/pagefind/', manifest(4), options, {
      term: 'water',
      options: { filters: {} },
      search: started,
    });
    expect(search.opened).toBe(1);
    expect(ids(await search.search('water', { filters: {}, sort: undefined }, { atLeast: 1, upTo: 3 }))).toEqual(['2022-a']);
    expect(pagefind.search).not.toHaveBeenCalled();
    expect(pagefind.options).not.toHaveBeenCalled();
    await search.search('water', { filters: {} }, { atLeast: 1, upTo: 3 });
    expect(pagefind.search).toHaveBeenCalledTimes(1);
  });

  it('asks again when the search started before it failed', async () => {
    const { pagefind } = fakeIndex(byBundle);
    await pagefind.options({ mergeFilter: { bundle: '4' } });
    const failed = Promise.reject(new Error('offline'));
    const search = NewestFirstSearch.adopt(pagefind, '/pagefind/', manifest(4), options, {
      term: 'water',
      options: {},
      search: failed,
    });
    expect(ids(await search.search('water', {}, { atLeast: 1, upTo: 3 }))).toEqual(['2022-a']);
    expect(pagefind.search).toHaveBeenCalledWith('water', {});
  });

  it('says it searched everything when the index is one bundle', async () => {
    const { pagefind } = fakeIndex({ '1': ['2019-a'] });
    const search = await NewestFirstSearch.open(pagefind, '/pagefind/', manifest(1), options);
    const span = await search.search('water', {}, { atLeast: 10, upTo: 3 });
    expect(ids(span)).toEqual(['2019-a']);
    expect(span.since).toBeNull();
    expect(pagefind.mergeIndex).not.toHaveBeenCalled();
  });
});
