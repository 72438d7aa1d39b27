import { render, screen, within } from '@testing-library/react';
import { getArticles, getTopStories } from '@/server/articles';
import { makeArticles } from '@/test/fixtures';
import HomePage from './page.full-front';

jest.mock('@/server/articles', () => {
  const actual = jest.requireActual('@/server/articles');
  return { ...actual, getArticles: jest.fn(actual.getArticles), getTopStories: jest.fn(actual.getTopStories) };
});

const actual = jest.requireActual<typeof import('@/server/articles')>('@/server/articles');

afterEach(() => {
  jest.mocked(getArticles).mockImplementation(actual.getArticles);
});

describe('home page', () => {
  it('shows the top stories first, the lead large: the three latest while none is pinned', async () => {
    render(await HomePage({}));
    const topStories = screen.getByRole('region', { name: 'Top Stories' });
    const headlines = within(topStories).getAllByRole('heading', { level: 3 });
    expect(headlines.map((heading) => heading.textContent)).toEqual(getTopStories().map((article) => article.title));
    expect(within(topStories).getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows one section per category with its articles and dates', async () => {
    render(await HomePage({}));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const name of ['California News', 'US News', 'World News', 'Technology', 'Health', 'Politics', 'Business']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const california = screen.getByRole('region', { name: 'California News' });
    expect(within(california).getAllByRole('article')).toHaveLength(3);
    expect(
      within(california).getByRole('link', { name: 'Sierra Snowpack Ends Season Above Average, Easing Summer Water Outlook' }),
    ).toHaveAttribute('href', '/news/sierra-snowpack-water-outlook/');
    expect(within(california).getByText('Mar 05, 2025')).toHaveAttribute('datetime', '2025-03-05T06:00:00-08:00');
    expect(screen.queryByRole('link', { name: /View More/i })).not.toBeInTheDocument();
  });

  it('shows the placeholder when fewer than three stories exist', async () => {
    jest.mocked(getTopStories).mockReturnValueOnce(makeArticles(2));
    render(await HomePage({}));
    const topStories = screen.getByRole('region', { name: 'Top Stories' });
    expect(within(topStories).getByText('Loading featured stories...')).toBeInTheDocument();
    expect(within(topStories).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows four cards and "View More" for a category with five articles', async () => {
    jest.mocked(getArticles).mockImplementation((category) => (category === 'us' ? makeArticles(5, 'us') : []));
    render(await HomePage({}));
    const us = screen.getByRole('region', { name: 'US News' });
    expect(within(us).getAllByRole('article')).toHaveLength(4);
    expect(within(us).getByRole('link', { name: /^View more US News/i })).toHaveAttribute('href', '/category/us/');
    expect(screen.getAllByRole('link', { name: /View More/i })).toHaveLength(1);
  });

  it('keeps a section with no stories, saying it has none', async () => {
    jest.mocked(getArticles).mockImplementation((category) => (category === 'health' ? [] : actual.getArticles(category)));
    render(await HomePage({}));
    const health = screen.getByRole('region', { name: 'Health' });
    expect(within(health).getByText('No articles found in this category.')).toBeInTheDocument();
    expect(within(health).queryByRole('article')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'US News' })).queryByText(/No articles found/)).not.toBeInTheDocument();
  });
});
