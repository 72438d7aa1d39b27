import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { NewestFirstSearch } from '@/components/search/newest-first';
import { loadPagefind } from '@/components/search/pagefind';
import type { PagefindModule, PagefindResultData } from '@/lib/pagefind-api';
import { defaultEdition } from '@/lib/editions';
import { SearchPanel } from '@/components/search/search-panel';
import { editionWrapper, wordsOf } from '@/test/editions';
import SearchPage from './page';

jest.mock('@/components/search/pagefind', () => ({ loadPagefind: jest.fn() }));

const articles: PagefindResultData[] = [
  {
    url: '/news/sierra-snowpack-water-outlook/',
    meta: { title: 'Sierra Snowpack Ends Season Above Average', date: '2025-03-05' },
    filters: { section: ['california'] },
    content: 'Sierra Snowpack Ends Season Above Average. Reservoirs hold water into summer.',
    excerpt: 'Reservoirs hold <mark>water</mark> into summer.',
  },
  {
    url: '/news/heat-illness-outdoor-workers-study/',
    meta: { title: 'Study Links Shade and Water Breaks to Fewer Heat Illness Cases', date: '2025-06-16T09:30:00-07:00' },
    filters: { section: ['health'] },
    content: 'Shade and water breaks cut heat illness on farms.',
    excerpt: 'Shade and <mark>water</mark> breaks cut heat illness on farms.',
  },
];

type SearchOptions = { filters?: { section?: { any: string[] }; bundle?: string }; sort?: { date: string } };

/** Which bundle of the index each article is in, when it has four: the oldest and the newest; 2 and 3 hold others. */
const bundleOf = (article: PagefindResultData) => (article.meta.date! < '2025-06' ? '1' : '4');

/**
 * Pagefind as the page sees it: a word search over the articles above, with section counts; with
 * `bundles`, over the bundles merged so far, or the one a `bundle` filter names.
 */
function fakePagefind(bundles = 1): PagefindModule & { search: jest.Mock } {
  const open = new Set<string>();
  return {
    options: jest.fn(async () => {}),
    filters: jest.fn(async () => ({})),
    mergeIndex: jest.fn(async (_path: string, options: { mergeFilter: { bundle: string } }) => {
      open.add(options.mergeFilter.bundle);
    }),
    search: jest.fn(async (term: string, { filters, sort }: SearchOptions = {}) => {
      // Results and counts cover every bundle open, or the one a filter names.
      const merged = articles.filter(
        (article) =>
          bundles === 1 ||
          ((bundleOf(article) === '4' || open.has(bundleOf(article))) &&
            (!filters?.bundle || filters.bundle === bundleOf(article))),
      );
      const matching = merged.filter((article) => article.content.toLowerCase().includes(term.toLowerCase()));
      const totalFilters = { section: {} as Record<string, number> };
      for (const article of matching) {
        const section = article.filters.section![0];
        totalFilters.section[section] = (totalFilters.section[section] ?? 0) + 1;
      }
      const chosen = filters?.section?.any;
      let results = matching.filter((article) => !chosen || chosen.includes(article.filters.section![0]));
      if (sort) results = [...results].sort((a, b) => b.meta.date!.localeCompare(a.meta.date!));
      return {
        results: results.map((article) => ({ id: article.url, data: async () => article })),
        unfilteredResultCount: matching.length,
        totalFilters,
      };
    }),
  };
}

function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

async function renderPage() {
  const user = userEvent.setup();
  await act(async () => {
    render(await SearchPage({}));
  });
  return user;
}

let pagefind: ReturnType<typeof fakePagefind>;

/** The manifest of an index of `count` bundles, as the page reads it. */
const manifest = (count: number) =>
  [
    { folder: '1/', articles: 1, oldest: '2025-03-05T08:00:00.000Z', newest: '2025-03-05T08:00:00.000Z' },
    { folder: '2/', articles: 5, oldest: '2025-04-01T08:00:00.000Z', newest: '2025-04-30T08:00:00.000Z' },
    { folder: '3/', articles: 5, oldest: '2025-05-01T08:00:00.000Z', newest: '2025-05-30T08:00:00.000Z' },
    { folder: '4/', articles: 1, oldest: '2025-06-16T16:30:00.000Z', newest: '2025-06-16T16:30:00.000Z' },
  ].slice(-count);

function useIndex(bundles: number) {
  pagefind = fakePagefind(bundles);
  jest
    .mocked(loadPagefind)
    .mockReset()
    .mockImplementation(() =>
      NewestFirstSearch.open(pagefind, '/pagefind/', manifest(bundles), { baseUrl: '/', excerptLength: 24 }),
    );
}

beforeEach(() => useIndex(1));

describe('search page', () => {
  it('says it is searching while the index loads', async () => {
    openAt('/search/?q=water');
    jest.mocked(loadPagefind).mockReturnValue(new Promise(() => {}));
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('water');
  });

  it('lists each match with its title linked to the article, section, date and highlighted excerpt', async () => {
    openAt('/search/?q=water');
    await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('2 results for “water”');
    expect(document.title).toBe('Search: water | Pacific Ledger');
    const [first] = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'));
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Sierra Snowpack Ends Season Above Average');
    expect(within(first).getByRole('link', { name: 'Sierra Snowpack Ends Season Above Average' })).toHaveAttribute(
      'href',
      '/news/sierra-snowpack-water-outlook/',
    );
    expect(within(first).getByText('California News')).toBeInTheDocument();
    expect(within(first).getByText('Mar 05, 2025')).toHaveAttribute('datetime', '2025-03-05');
    expect(within(first).getByText('water', { selector: 'mark' })).toBeInTheDocument();
    expect(within(first).getByText(/into summer\./)).toHaveTextContent('… Reservoirs hold water into summer.');
  });

  it('says so when nothing matches, and offers the sections', async () => {
    openAt('/search/?q=zeppelin');
    await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “zeppelin”');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technology' })).toHaveAttribute('href', '/category/tech/');
  });

  it('filters by section with counts, and keeps the choice in the address', async () => {
    openAt('/search/?q=water');
    const user = await renderPage();
    const health = await screen.findByRole('checkbox', { name: 'Health (1)' });
    expect(screen.getByRole('checkbox', { name: 'California News (1)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Technology/ })).not.toBeInTheDocument();

    await user.click(health);
    expect(await screen.findByRole('status')).toHaveTextContent('1 result for “water”');
    expect(health).toBeChecked();
    expect(window.location.search).toBe('?q=water&section=health');
    expect(screen.getByText('Jun 16, 2025')).toHaveAttribute('datetime', '2025-06-16T09:30:00-07:00');
    expect(pagefind.search).toHaveBeenLastCalledWith(
      'water',
      expect.objectContaining({ filters: { section: { any: ['health'] } } }),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Study Links Shade and Water Breaks to Fewer Heat Illness Cases',
    ]);

    await user.click(screen.getByRole('button', { name: 'All sections' }));
    expect(await screen.findByText('2 results for “water”')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=water');
  });

  it('searches the newest stories first, opening older bundles while it finds too few, three at most', async () => {
    useIndex(4);
    openAt('/search/?q=water');
    const user = await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('1 result for “water” since Apr 01, 2025');
    expect(pagefind.options).toHaveBeenCalledWith(expect.objectContaining({ basePath: '/pagefind/4/' }));
    expect(jest.mocked(pagefind.mergeIndex).mock.calls.map(([path]) => path)).toEqual(['/pagefind/3/', '/pagefind/2/']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Study Links Shade and Water Breaks');
    expect(screen.getByRole('checkbox', { name: 'Health (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search stories before Apr 01, 2025' }));
    expect(await screen.findByText('2 results for “water”')).toHaveRole('status');
    expect(pagefind.mergeIndex).toHaveBeenCalledWith('/pagefind/1/', expect.objectContaining({ mergeFilter: { bundle: '1' } }));
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Study Links Shade and Water Breaks to Fewer Heat Illness Cases',
      'Sierra Snowpack Ends Season Above Average',
    ]);
    expect(screen.getByRole('checkbox', { name: 'California News (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Search stories before/ })).not.toBeInTheDocument();
    // The button went away with every story searched: focus is on the count, not lost.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('offers older stories when the newest have no result', async () => {
    useIndex(4);
    openAt('/search/?q=reservoirs');
    const user = await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “reservoirs” since Apr 01, 2025');
    await user.click(screen.getByRole('button', { name: 'Search stories before Apr 01, 2025' }));
    expect(await screen.findByText('1 result for “reservoirs”')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Sierra Snowpack Ends Season Above Average' })).toBeInTheDocument();
  });

  it('orders by date when asked', async () => {
    openAt('/search/?q=water');
    const user = await renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(window.location.search).toBe('?q=water&sort=newest');
    expect(pagefind.search).toHaveBeenLastCalledWith('water', expect.objectContaining({ sort: { date: 'desc' } }));
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Study Links Shade');
  });

  it('runs a new search from its own form without leaving the page', async () => {
    openAt('/search/?q=water');
    const user = await renderPage();
    await screen.findByText('2 results for “water”');
    const field = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.clear(field);
    await user.type(field, 'shade{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('1 result for “shade”');
    expect(window.location.search).toBe('?q=shade');
    expect(document.title).toBe('Search: shade | Pacific Ledger');
  });

  it('says search could not load when the index fails, logs it, and offers the sections', async () => {
    openAt('/search/?q=water');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(loadPagefind).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Search could not load.');
    expect(screen.getByText('Please try again later, or browse the sections:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'World News' })).toHaveAttribute('href', '/category/world/');
    expect(error).toHaveBeenCalledWith('Search failed to load', expect.any(TypeError));
    error.mockRestore();
  });

  it('asks for a word when the address has no query, and loads nothing', async () => {
    openAt('/search/');
    await renderPage();
    expect(screen.getByText('Type a word or two to search every article.')).toBeInTheDocument();
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('is pre-rendered with the form, an empty live region and, for readers without JavaScript, the sections', async () => {
    const page = await SearchPage({});
    const InDefaultEdition = editionWrapper(defaultEdition.id);
    const html = renderToStaticMarkup(<InDefaultEdition>{page}</InDefaultEdition>);
    expect(html).toContain('<noscript>');
    expect(html).toMatch(/Search needs JavaScript/);
    expect(html.match(/href="\/category\/[a-z]+\/"/g)).toHaveLength(7);
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
    expect(html).toContain('action="/search/"');
  });
});

describe('search page in the Spanish edition', () => {
  const InSpanish = editionWrapper('es');

  it('says everything in Spanish, keeps the search at /es/search/ and links each result to the address it was indexed at', async () => {
    openAt('/es/search/?q=water');
    const user = userEvent.setup();
    await act(async () => {
      render(<SearchPanel topics={[]} words={wordsOf('es').search} />, { wrapper: InSpanish });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('2 resultados para “water”');
    expect(document.title).toBe('Búsqueda: water | Pacific Ledger');
    expect(screen.getByRole('search', { name: 'Buscar artículos' })).toHaveAttribute('action', '/es/search/');
    const [first] = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'));
    expect(within(first).getByText('Noticias de California')).toBeInTheDocument();
    expect(within(first).getByText('05 mar 2025')).toHaveAttribute('datetime', '2025-03-05');
    // Pagefind's URL is the story's own address, in its edition: not put in the page's a second time.
    expect(within(first).getByRole('link', { name: /Sierra Snowpack/ })).toHaveAttribute(
      'href',
      '/news/sierra-snowpack-water-outlook/',
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Relevancia');
    const sections = screen.getByRole('group', { name: 'Sección' });
    await user.click(within(sections).getByRole('checkbox', { name: /Salud/ }));
    expect(window.location.pathname + window.location.search).toBe('/es/search/?q=water&section=health');
    expect(screen.getByRole('button', { name: 'Todas las secciones' })).toBeInTheDocument();
  });
});
