import { act, render, screen } from '@testing-library/react';
import SearchPage from '@/app/(site)/search/page';
import { earlySearch } from '@/lib/early-search';
import { earlySearchConfig } from '@/lib/early-search-config';
import type { SearchBundle } from '@/lib/search-index';
import { EARLY_SEARCH } from '@/lib/search-page';
import type { PagefindModule, PagefindResultData, PagefindSearch } from '@/lib/pagefind-api';

const manifest: { bundles: SearchBundle[] } = {
  bundles: ['1/', '2/'].map((folder, index) => ({
    folder,
    articles: 1,
    oldest: `${2024 + index}-01-01T00:00:00.000Z`,
    newest: `${2024 + index}-12-31T00:00:00.000Z`,
  })),
};

/** How many stories about water each bundle holds: the newest a page of results. */
const STORIES: Record<string, number> = { '1': 1, '2': 10 };

const story = (id: string): PagefindResultData => ({
  url: `/news/story-${id}/`,
  meta: { title: `Water story ${id}`, date: `202${3 + Number(id[0])}-06-01` },
  filters: { section: ['california'] },
  content: 'Reservoirs hold water into summer.',
  excerpt: 'Reservoirs hold <mark>water</mark> into summer.',
});

/** Pagefind over STORIES: a search finds the stories of the bundles opened, or of the one its filter names. */
function fakePagefind() {
  const open = ['2'];
  const data = jest.fn(async (id: string) => story(id));
  const pagefind = {
    options: jest.fn(async () => {}),
    filters: jest.fn(async () => ({})),
    mergeIndex: jest.fn(async (_path: string, options: { mergeFilter: { bundle: string } }) => {
      open.push(options.mergeFilter.bundle);
    }),
    search: jest.fn(async (_term: string, options: { filters?: { bundle?: string } } = {}): Promise<PagefindSearch> => {
      const ids = open
        .filter((bundle) => !options.filters?.bundle || options.filters.bundle === bundle)
        .flatMap((bundle) => Array.from({ length: STORIES[bundle] }, (_, index) => `${bundle}-${index + 1}`));
      return {
        results: ids.map((id) => ({ id, data: () => data(id) })),
        unfilteredResultCount: ids.length,
        totalFilters: { section: { california: ids.length } },
      };
    }),
  } satisfies PagefindModule;
  return { pagefind, data };
}

/** The page's `<head>` script, run at `address` with Pagefind's module and the manifest faked; the module is also what the app would import itself. */
function openWithEarlyScript(address: string, { manifestStatus = 200 } = {}) {
  window.history.replaceState(null, '', address);
  const { pagefind, data } = fakePagefind();
  const load = jest.fn(async () => pagefind);
  const fetch = jest.fn(async () => ({ ok: manifestStatus === 200, status: manifestStatus, json: async () => manifest }));
  Object.assign(window, { fetch });
  jest.doMock('/pagefind/pagefind.js', () => pagefind, { virtual: true });
  earlySearch(earlySearchConfig(), load);
  return { pagefind, data, load, fetch };
}

async function renderPage() {
  await act(async () => {
    render(await SearchPage({}));
  });
}

/** This module as a page just opened has it: nothing loaded yet. */
function freshPagefind(): typeof import('./pagefind') {
  let fresh: typeof import('./pagefind') | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./pagefind');
  });
  return fresh!;
}

afterEach(() => {
  delete window[EARLY_SEARCH];
});

describe('the search page taking over the search its early script started', () => {
  // The only test of the page itself: the page keeps its index for later searches, so the others load their own.
  it('shows those results when it mounts, without loading or asking anything again', async () => {
    const { pagefind, data, load, fetch } = openWithEarlyScript('/search/?q=water');
    await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('10 results for “water” since Jan 01, 2025');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Water story 2-1' })).toHaveAttribute('href', '/news/story-2-1/');
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pagefind.options).toHaveBeenCalledTimes(1);
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    // The script asked for the results' data; the page asks the same results, which Pagefind answers from its cache.
    expect(data).toHaveBeenCalledTimes(20);
    expect(pagefind.mergeIndex).not.toHaveBeenCalled();
    expect(window[EARLY_SEARCH]).toBeUndefined();
  });

  it('opens older bundles from there as before, newest results first', async () => {
    const { pagefind } = openWithEarlyScript('/search/?q=water');
    const index = await freshPagefind().loadPagefind();
    const span = await index.search('water', { filters: {} }, { atLeast: 11, upTo: 3 });
    // The started search, then one over both bundles for the counts and one for each.
    expect(pagefind.search).toHaveBeenCalledTimes(4);
    expect(pagefind.mergeIndex).toHaveBeenCalledWith('/pagefind/1/', expect.objectContaining({ mergeFilter: { bundle: '1' } }));
    expect(span.results.map(({ id }) => id)).toEqual([...Array.from({ length: 10 }, (_, index) => `2-${index + 1}`), '1-1']);
    expect(span.since).toBeNull();
  });

  it('asks Pagefind itself for a search other than the one started', async () => {
    const { pagefind } = openWithEarlyScript('/search/?q=water');
    const index = await freshPagefind().loadPagefind();
    await index.search('water', { filters: {}, sort: { date: 'desc' } }, { atLeast: 1, upTo: 1 });
    expect(pagefind.options).toHaveBeenCalledTimes(1);
    expect(pagefind.search).toHaveBeenCalledTimes(2);
    expect(pagefind.search).toHaveBeenLastCalledWith('water', { filters: {}, sort: { date: 'desc' } });
    // The started search is given up: the same search asked again later is asked again.
    await index.search('water', { filters: {} }, { atLeast: 1, upTo: 1 });
    expect(pagefind.search).toHaveBeenCalledTimes(3);
  });

  it('loads the index itself when the early start failed', async () => {
    const { pagefind, fetch, load } = openWithEarlyScript('/search/?q=water', { manifestStatus: 503 });
    fetch.mockImplementation(async () => ({ ok: true, status: 200, json: async () => manifest }));
    const index = await freshPagefind().loadPagefind();
    const span = await index.search('water', { filters: {} }, { atLeast: 1, upTo: 1 });
    expect(span.results).toHaveLength(10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(pagefind.options).toHaveBeenCalledTimes(1);
    expect(pagefind.search).toHaveBeenCalledTimes(1);
  });
});
