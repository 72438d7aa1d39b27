import { inDateOrder, mergeBundles } from './merged-search';
import type { PagefindModule, PagefindSearch } from './pagefind-api';

const result = (id: string) => ({
  id,
  data: async () => ({ url: `/news/${id}/`, excerpt: '', content: '', meta: {}, filters: {} }),
});

/** A bundle's answer: its results, and counts before filtering that cover every bundle. */
const answer = (...ids: string[]): PagefindSearch => ({
  results: ids.map(result),
  unfilteredResultCount: 5,
  totalFilters: { section: { health: 3, tech: 2 } },
});

/** The index's script as merged: a search filtered to one bundle returns that bundle's results. */
function fakeModule(byBundle: Record<string, PagefindSearch>, merged: PagefindSearch) {
  return {
    options: jest.fn(async () => {}),
    filters: jest.fn(async () => ({})),
    mergeIndex: jest.fn(async () => {}),
    search: jest.fn(async (_term: string, options: { filters?: { bundle?: string } } = {}) =>
      options.filters?.bundle ? byBundle[options.filters.bundle] : merged,
    ),
  } satisfies PagefindModule;
}

const byBundle = { '1': answer('2019-a', '2019-b'), '2': answer('2020-a'), '3': answer('2021-a', '2021-b') };
const options = { baseUrl: '/', excerptLength: 24 };
/** The manifest's bundles, oldest first, as the index build writes them. */
const threeBundles = ['', '2/', '3/'].map((folder) => ({ folder, articles: 2, oldest: '', newest: '' }));

describe('mergeBundles', () => {
  it('merges each further bundle from its folder, every bundle marked with its own filter value', async () => {
    const pagefind = fakeModule(byBundle, answer());
    await mergeBundles(pagefind, '/base/pagefind/', threeBundles, options);
    expect(pagefind.options).toHaveBeenCalledWith({ ...options, mergeFilter: { bundle: '1' } });
    expect(pagefind.mergeIndex.mock.calls).toEqual([
      ['/base/pagefind/2/', { ...options, mergeFilter: { bundle: '2' } }],
      ['/base/pagefind/3/', { ...options, mergeFilter: { bundle: '3' } }],
    ]);
  });

  it('leaves a search by relevance to Pagefind’s merged ranking', async () => {
    const merged = answer('2021-a', '2019-b', '2020-a');
    const pagefind = fakeModule(byBundle, merged);
    const search = await mergeBundles(pagefind, '/pagefind/', threeBundles, options);
    const filters = { section: { any: ['health'] } };
    await expect(search.search('water', { filters })).resolves.toBe(merged);
    expect(pagefind.search).toHaveBeenCalledWith('water', { filters });
  });

  it('asks each bundle for a search by date, keeping the chosen sections, and lists the newest bundle first', async () => {
    const pagefind = fakeModule(byBundle, answer());
    const search = await mergeBundles(pagefind, '/pagefind/', threeBundles, options);
    const found = await search.search('water', { filters: { section: { any: ['health'] } }, sort: { date: 'desc' } });
    expect(found.results.map(({ id }) => id)).toEqual(['2021-a', '2021-b', '2020-a', '2019-a', '2019-b']);
    expect(found.totalFilters).toEqual({ section: { health: 3, tech: 2 } });
    for (const bundle of ['1', '2', '3'])
      expect(pagefind.search).toHaveBeenCalledWith('water', {
        filters: { section: { any: ['health'] }, bundle },
        sort: { date: 'desc' },
      });
  });
});

describe('inDateOrder', () => {
  const searches = [answer('2019-a'), answer('2020-a', '2020-b')];

  it('puts the oldest bundle first for an ascending order', () => {
    expect(inDateOrder(searches, 'asc').results.map(({ id }) => id)).toEqual(['2019-a', '2020-a', '2020-b']);
  });

  it('keeps the counts before filtering, which each bundle’s search already sums', () => {
    expect(inDateOrder(searches, 'desc')).toMatchObject({ unfilteredResultCount: 5, totalFilters: searches[0].totalFilters });
  });
});
