import { NewestFirstSearch } from '@/components/search/newest-first';
import type { PagefindModule } from '@/lib/pagefind-api';
import { searchOptions } from '@/components/search/use-search';
import { APP_HOLD, earlySearch, type EarlySearchConfig } from './early-search';
import { earlySearchConfig } from './early-search-config';
import { parseSearch } from './routes';
import { topicIds } from './topics';
import type { SearchBundle } from './search-index';
import { within } from '@testing-library/react';
import { getCategory } from './categories';
import { formatCardDate } from './dates';
import { BUNDLE_OPTIONS, EARLY_RESULTS, EARLY_SEARCH, RESULT_CLASSES } from './search-page';

const manifest: { bundles: SearchBundle[] } = {
  bundles: ['1/', '2/', '3/'].map((folder, index) => ({
    folder,
    articles: 2,
    oldest: `${2023 + index}-01-01T00:00:00.000Z`,
    newest: `${2023 + index}-12-31T00:00:00.000Z`,
  })),
};

/** Pagefind's module as the script and the app call it: it records the calls; each result's data is counted. */
function fakePagefind(result: object = {}) {
  const data = jest.fn(async () => ({ url: '/news/x/', excerpt: '', content: '', meta: {}, filters: {}, ...result }));
  const pagefind = {
    options: jest.fn(async () => {}),
    filters: jest.fn(async () => ({})),
    mergeIndex: jest.fn(async () => {}),
    search: jest.fn(async () => ({
      results: Array.from({ length: 12 }, (_, index) => ({ id: String(index), data })),
      unfilteredResultCount: 12,
      totalFilters: {},
    })),
  } satisfies PagefindModule;
  return { pagefind, data };
}

/** Runs the script's function as the page does, with `load` and `fetch` faked, at `address`. */
function runScript(address: string, config: EarlySearchConfig = earlySearchConfig(), result?: object) {
  window.history.replaceState(null, '', address);
  const { pagefind, data } = fakePagefind(result);
  const load = jest.fn(async () => pagefind);
  const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }));
  Object.assign(window, { fetch });
  earlySearch(config, load);
  return { pagefind, data, load, fetch, early: window[EARLY_SEARCH] };
}

afterEach(() => {
  delete window[EARLY_SEARCH];
  delete window[APP_HOLD as keyof Window];
  document.body.replaceChildren();
});

describe('the search page’s early script', () => {
  it('does nothing without a query', () => {
    for (const address of ['/search/', '/search/?q=', '/search/?q=%20%20&section=tech']) {
      const { load, fetch, early } = runScript(address);
      expect(early).toBeUndefined();
      expect(load).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it.each([
    '/search/?q=water',
    '/search/?q=%20water%20main%20',
    '/search/?q=water&section=tech',
    '/search/?q=water&section=health&section=tech&section=health&section=nowhere',
    '/search/?q=water&sort=newest',
    '/search/?q=water&section=us&sort=newest',
    '/search/?q=water&sort=oldest&section=',
  ])('reads %s as the page does, and asks Pagefind what the app would', async (address) => {
    const { early } = runScript(address);
    const request = parseSearch(new URL(address, 'http://localhost').search, topicIds);
    expect(early!.query).toBe(request.query);
    // Compared as the app compares them: as JSON.
    expect(JSON.stringify(early!.options)).toBe(JSON.stringify(searchOptions(request)));
    await early!.search;
  });

  it('opens the newest bundle as the app does, then searches it and asks for the first page of results’ data', async () => {
    const { pagefind, data, load, fetch, early } = runScript('/search/?q=water');
    const { pagefind: apps } = fakePagefind();
    await NewestFirstSearch.open(apps, '/pagefind/', manifest.bundles, BUNDLE_OPTIONS);

    await expect(early!.index).resolves.toEqual({ pagefind, manifest });
    expect(load).toHaveBeenCalledWith('/pagefind/pagefind.js');
    expect(fetch).toHaveBeenCalledWith('/pagefind/bundles.json');
    expect(pagefind.options.mock.calls).toEqual(apps.options.mock.calls);
    expect(pagefind.options).toHaveBeenCalledWith({ ...BUNDLE_OPTIONS, basePath: '/pagefind/3/', mergeFilter: { bundle: '3' } });
    expect(pagefind.filters).toHaveBeenCalledTimes(1);
    expect(pagefind.filters.mock.invocationCallOrder[0]).toBeGreaterThan(pagefind.options.mock.invocationCallOrder[0]);

    const found = await early!.search;
    expect(pagefind.search).toHaveBeenCalledWith('water', { filters: {} });
    expect(pagefind.search.mock.invocationCallOrder[0]).toBeGreaterThan(pagefind.filters.mock.invocationCallOrder[0]);
    expect(found.results).toHaveLength(12);
    expect(data).toHaveBeenCalledTimes(10);
  });

  describe('drawing the first results while the app loads', () => {
    const story = {
      url: '/news/water-main/',
      meta: { title: 'Water main <b>breaks</b> downtown', date: '2025-03-05T09:30:00-08:00' },
      filters: { section: ['california'] },
      excerpt: 'a burst <mark>water</mark> main <img src="x" onerror="alert(1)"><script>alert(2)</script>flooded',
      content: 'Early on Tuesday a burst water main alert(2)flooded three blocks.',
    };
    const place = () => {
      const element = document.createElement('div');
      element.id = EARLY_RESULTS;
      return document.body.appendChild(element);
    };
    const drawn = async (address = '/search/?q=water', config = earlySearchConfig()) => {
      const { early } = runScript(address, config, story);
      await early!.search;
      await new Promise((resolve) => setTimeout(resolve, 0));
    };

    it('draws them in the place the page keeps for them, as the app draws them', async () => {
      const element = place();
      await drawn('/search/?q=water', { ...earlySearchConfig(), base: '/news-site' });
      const items = within(element).getAllByRole('listitem');
      expect(items).toHaveLength(10);
      const [first] = items;
      const link = within(first).getByRole('link', { name: 'Water main <b>breaks</b> downtown' });
      expect(link.closest('h2')).not.toBeNull();
      expect(link).toHaveAttribute('href', '/news-site/news/water-main/');
      expect(within(first).getByText(getCategory('california')!.displayName)).toHaveClass(RESULT_CLASSES.section);
      expect(first.querySelector('mark')).toHaveTextContent('water');
      expect(first.querySelector('p:nth-of-type(2)')).toHaveTextContent('… a burst water main alert(2)flooded …');
      expect(first.querySelector('img, script, b')).toBeNull();
      expect(within(first).getByText(formatCardDate('2025-03-05'))).toHaveAttribute('datetime', story.meta.date);
      expect(element.querySelector('ol')).toHaveClass(RESULT_CLASSES.list);
    });

    it('draws nothing where the app has drawn its own results, or has removed the place', async () => {
      const element = place();
      element.append('the app’s results');
      await drawn();
      expect(element).toHaveTextContent(/^the app’s results$/);
      element.remove();
      await drawn();
      expect(document.body).toBeEmptyDOMElement();
    });
  });

  it('holds the app’s scripts back until the first results are drawn, a failure, or two seconds', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.id = EARLY_RESULTS;
    runScript('/search/?q=water');
    // Settled once the results are in the page.
    await expect((window[APP_HOLD as keyof Window] as Promise<void>).then(() => element.childElementCount)).resolves.toBe(1);

    window.history.replaceState(null, '', '/search/?q=water');
    Object.assign(window, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    earlySearch(earlySearchConfig(), async () => fakePagefind().pagefind);
    await expect(window[APP_HOLD as keyof Window]).resolves.toBeUndefined();

    jest.useFakeTimers();
    try {
      // An index that never answers.
      window.history.replaceState(null, '', '/search/?q=water');
      Object.assign(window, { fetch: () => new Promise(() => {}) });
      earlySearch(earlySearchConfig(), () => new Promise(() => {}));
      const hold = window[APP_HOLD as keyof Window] as Promise<void>;
      const settled = jest.fn();
      void hold.then(settled);
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves a failure for the app to find, without an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    window.history.replaceState(null, '', '/search/?q=water');
    Object.assign(window, { fetch: jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) });
    earlySearch(earlySearchConfig(), async () => fakePagefind().pagefind);
    const early = window[EARLY_SEARCH]!;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(early.index).rejects.toThrow('bundles.json: 404');
    await expect(early.search).rejects.toThrow('bundles.json: 404');
  });
});
