import { act, render, screen, within } from '@testing-library/react';
import { getArticles } from '@/server/articles';
import { request, setDelays } from '@/components/loading/simulated-api';
import { afterAnInSiteNavigation, renderSettled, setPathname } from '@/test/utils';
import { makeArticles } from '@/test/fixtures';
import CategoryPage, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/server/articles', () => {
  const actual = jest.requireActual('@/server/articles');
  return { ...actual, getArticles: jest.fn(actual.getArticles) };
});

jest.mock('@/components/loading/simulated-api', () => {
  const actual = jest.requireActual('@/components/loading/simulated-api');
  return { ...actual, request: jest.fn(actual.request) };
});

afterEach(() => {
  jest.mocked(request).mockImplementation(jest.requireActual('@/components/loading/simulated-api').request);
});

const page = (id: string) => CategoryPage({ params: Promise.resolve({ id }) });

describe('category page', () => {
  // First in the file: the first route rendered here is the visit's landing page.
  it('on the first page of a visit shows content at once; after a navigation, a spinner for 500 ms, then the new category', async () => {
    setPathname('/category/us/');
    const { rerender } = render(await page('us'));
    expect(screen.getByRole('heading', { level: 1, name: 'US News' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    jest.useFakeTimers();
    setDelays('default');
    setPathname('/category/world/');
    const world = await page('world');
    await act(async () => rerender(world));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1, name: 'World News' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('is exported for each of the seven categories', () => {
    expect(generateStaticParams().map(({ id, page }) => (page.length === 0 ? id : null))).toEqual([
      'california',
      'us',
      'world',
      'tech',
      'health',
      'politics',
      'business',
    ]);
  });

  it('shows the breadcrumb, the heading and a card for every article', async () => {
    setPathname('/category/california/');
    await renderSettled(await page('california'));
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('California News')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'California News' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('says so when the category has no articles', async () => {
    jest.mocked(getArticles).mockReturnValueOnce([]);
    await renderSettled(await page('health'));
    expect(await screen.findByText('No articles found in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('after a navigation, shows the error state, and logs it, when loading fails', async () => {
    afterAnInSiteNavigation();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(request).mockReturnValue(Promise.reject(new Error('network down')));
    await renderSettled(await page('us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Articles' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load articles')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load articles:', expect.any(Error), expect.anything());
    log.mockRestore();
  });

  it('pages a long section: the latest 24 up front, then full pages of 24 numbered from the oldest', async () => {
    jest.mocked(getArticles).mockReturnValue(makeArticles(49, 'tech'));
    expect(generateStaticParams().filter(({ id }) => id === 'tech')).toEqual([
      { id: 'tech', page: [] },
      { id: 'tech', page: ['page', '1'] },
      { id: 'tech', page: ['page', '2'] },
    ]);
    setPathname('/category/tech/page/2/');
    const second = { params: Promise.resolve({ id: 'tech', page: ['page', '2'] }) };
    await renderSettled(await CategoryPage(second));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    // The second page from the oldest: all but the newest story of 49, the one the front page adds.
    expect(within(cards[0]).getByRole('link', { name: /./ })).toHaveAttribute('href', '/news/tech-story-2/');
    expect(screen.getByText('Page 2: March 27, 2025 to April 19, 2025')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: /^Newer/ })).toHaveAttribute('href', '/category/tech/');
    expect(within(pagination).getByRole('link', { name: /^Older/ })).toHaveAttribute('href', '/category/tech/page/1/');
    expect(within(pagination).getByRole('link', { name: 'Latest page of Technology' })).toHaveAttribute(
      'href',
      '/category/tech/',
    );
    expect(await generateMetadata(second)).toMatchObject({
      title: { absolute: 'Technology, page 2 | Pacific Ledger' },
      alternates: { canonical: 'http://localhost:3000/category/tech/page/2/' },
    });
    await expect(CategoryPage({ params: Promise.resolve({ id: 'tech', page: ['page', '3'] }) })).rejects.toThrow();
    jest.mocked(getArticles).mockImplementation(jest.requireActual('@/server/articles').getArticles);
  });

  it('leads from the front page to the newest archive page', async () => {
    jest.mocked(getArticles).mockReturnValue(makeArticles(49, 'tech'));
    setPathname('/category/tech/');
    await renderSettled(await page('tech'));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Latest page of Technology' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).queryByRole('link', { name: /^Newer/ })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: /^Older/ })).toHaveAttribute('href', '/category/tech/page/2/');
    expect(
      within(pagination)
        .getAllByRole('link', { name: /^Page/ })
        .map((link) => link.textContent),
    ).toEqual(['2', '1']);
    jest.mocked(getArticles).mockImplementation(jest.requireActual('@/server/articles').getArticles);
  });

  it('does not render an unknown category', async () => {
    await expect(page('sports')).rejects.toThrow();
  });
});
