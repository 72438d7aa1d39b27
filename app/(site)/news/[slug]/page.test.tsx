import { screen, within } from '@testing-library/react';
import { getArticles, getRelated } from '@/server/articles';
import { TITLE_LIMIT } from '@/server/metadata';
import { siteConfig } from '@/lib/site';
import { request } from '@/components/loading/simulated-api';
import { afterAnInSiteNavigation, renderSettled, setPathname } from '@/test/utils';
import ArticlePage, { generateMetadata, generateStaticParams } from './page';

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

  it('titles every story with its whole headline, the site’s name after it only where the whole fits', async () => {
    const titles = await Promise.all(
      getArticles().map(async (article) => {
        const metadata = await generateMetadata({ params: Promise.resolve({ slug: article.slug }) });
        return { headline: article.title, metadata };
      }),
    );
    for (const { headline, metadata } of titles) {
      const withName = `${headline} | ${siteConfig.name}`;
      // The <title>: what a screen reader announces, a bookmark keeps and a share falls back to.
      expect(metadata.title).toEqual({ absolute: withName.length <= TITLE_LIMIT ? withName : headline });
      expect(metadata.openGraph?.title).toBe(withName);
      expect(metadata.twitter?.title).toBe(withName);
    }
    // The longest headlines of the sample, once cut to 70 characters with an ellipsis.
    expect(titles.map(({ metadata }) => metadata.title)).toEqual(
      expect.arrayContaining([
        { absolute: 'Bay Area Transit Agencies Launch Pilot of Single Regional Fare and Free Transfers' },
        { absolute: 'Study Links Shade and Water Breaks to Fewer Heat Illness Cases Among Outdoor Workers' },
      ]),
    );
  });

  it('gives the whole headline to its structured data', async () => {
    const long = 'bay-area-transit-fare-pilot';
    setPathname(`/news/${long}/`);
    const { container } = await renderSettled(await page(long));
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    expect(data).toContainEqual(
      expect.objectContaining({ headline: 'Bay Area Transit Agencies Launch Pilot of Single Regional Fare and Free Transfers' }),
    );
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

  it('shows a closed live story: its end, key events, the pinned update first and the rest newest first, as a LiveBlogPosting', async () => {
    const live = 'pacific-islands-climate-summit';
    setPathname(`/news/${live}/`);
    const { container } = await renderSettled(await page(live));
    expect(await screen.findByText('This live coverage has ended.')).toBeInTheDocument();
    expect(screen.getByText('It ran on May 28, 2025, from 9:00 a.m. to 5:30 p.m. UTC+12.')).toBeInTheDocument();
    expect(screen.queryByText('Live', { exact: true })).not.toBeInTheDocument();
    const keyEvents = screen.getByRole('navigation', { name: 'Key events' });
    expect(
      within(keyEvents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['3:20 p.m.Joint statement calls for faster, simpler climate finance', '#update-2025-05-28t1520-joint-statement'],
      ['12:30 p.m.Governments agree to publish a shared list of priority projects', '#update-2025-05-28t1230-priority-projects'],
    ]);
    const feed = screen.getByRole('region', { name: 'Live updates' });
    const updates = within(feed).getAllByRole('article');
    expect(updates.map((update) => update.id)).toEqual([
      'update-2025-05-28t1730-summary',
      'update-2025-05-28t1520-joint-statement',
      'update-2025-05-28t1405-sea-walls-and-relocation',
      'update-2025-05-28t1230-priority-projects',
      'update-2025-05-28t1110-years-to-first-payment',
      'update-2025-05-28t0900-final-day-opens',
    ]);
    expect(within(updates[0]).getByText('Pinned')).toBeInTheDocument();
    expect(within(updates[0]).getByRole('link', { name: '5:30 p.m.' })).toHaveAttribute(
      'href',
      '#update-2025-05-28t1730-summary',
    );
    expect(within(updates[1]).getByText('Key event')).toBeInTheDocument();
    expect(within(updates[1]).getByRole('heading', { level: 3 })).toHaveTextContent('Joint statement calls for faster');
    expect(within(updates[1]).getByRole('button', { name: /^Share update: Joint statement/ })).toBeInTheDocument();
    expect(within(feed).getByText('Newest first. All times UTC+12.')).toBeInTheDocument();
    // Closed: no poller, so no place for new updates and nothing to announce.
    expect(container.querySelector('[data-live-top]')).toBeNull();
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'LiveBlogPosting',
        coverageStartTime: '2025-05-28T09:00:00+12:00',
        coverageEndTime: '2025-05-28T17:30:00+12:00',
        dateModified: '2025-05-28T17:30:00+12:00',
      }),
    );
  });

  it('does not render an unknown slug', async () => {
    await expect(page('no-such-story')).rejects.toThrow();
  });
});
