import { screen, within } from '@testing-library/react';
import { getRelated } from '@/server/articles';
import { request } from '@/components/loading/simulated-api';
import { afterAnInSiteNavigation, renderSettled, setPathname } from '@/test/utils';
import ArticlePage, { generateStaticParams } from './page';

jest.mock('@/components/loading/simulated-api', () => {
  const actual = jest.requireActual('@/components/loading/simulated-api');
  return { ...actual, request: jest.fn(actual.request) };
});

afterEach(() => {
  jest.mocked(request).mockImplementation(jest.requireActual('@/components/loading/simulated-api').request);
});

const page = (slug: string) => ArticlePage({ params: Promise.resolve({ slug }) });
const slug = 'sierra-snowpack-water-outlook';
const title = 'Sierra Snowpack Ends Season Above Average, Easing Summer Water Outlook';

beforeEach(() => setPathname(`/news/${slug}/`));

describe('article page', () => {
  it('is exported for all 15 articles', () => {
    expect(generateStaticParams()).toHaveLength(15);
  });

  it('shows the breadcrumb, back link, label, share button, title, date, hero and body', async () => {
    await renderSettled(await page(slug));
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'California News']);
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to California News' })).toHaveAttribute('href', '/category/california/');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2025')).toHaveAttribute('datetime', '2025-03-05T06:00:00-08:00');
    expect(screen.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute('href', '/author/maya-okafor/');
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated March 7, 2025');
    expect(screen.getByRole('img', { name: /snow-covered|snowy|granite/i })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('lists other articles of the category under "More {category}"', async () => {
    await renderSettled(await page(slug));
    const more = await screen.findByRole('region', { name: 'More California News' });
    const cards = within(more).getAllByRole('article');
    expect(cards).toHaveLength(getRelated('california', slug).length);
    expect(within(more).queryByRole('link', { name: title })).not.toBeInTheDocument();
  });

  it('after a navigation, shows "Failed to load article" with a way home when loading fails', async () => {
    afterAnInSiteNavigation();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(request).mockReturnValue(Promise.reject(new Error('offline')));
    await renderSettled(await page(slug));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load article')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('Failed to load article:', expect.any(Error), expect.anything());
    log.mockRestore();
  });

  it('does not render an unknown slug', async () => {
    await expect(page('no-such-story')).rejects.toThrow();
  });
});
