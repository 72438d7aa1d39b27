import { screen, within } from '@testing-library/react';
import { getArticlesBy } from '@/server/articles';
import { makeArticles } from '@/test/fixtures';
import { renderSettled, setPathname } from '@/test/utils';
import AuthorPage, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/server/articles', () => {
  const actual = jest.requireActual('@/server/articles');
  return { ...actual, getArticlesBy: jest.fn(actual.getArticlesBy) };
});

const params = (slug: string, page?: string[]) => ({ params: Promise.resolve({ slug, page }) });

describe('author page', () => {
  it('is exported once for each of the staff while their stories fit on one page', () => {
    expect(generateStaticParams()).toEqual(
      [
        'maya-okafor',
        'daniel-reyes',
        'ingrid-solberg',
        'priya-natarajan',
        'samuel-whitfield',
        'rosa-delgado',
        'nora-castellanos',
      ].map((slug) => ({
        slug,
        page: [],
      })),
    );
  });

  it('shows the reporter, their role and bio, and a card for each of their stories', async () => {
    setPathname('/author/maya-okafor/');
    await renderSettled(await AuthorPage(params('maya-okafor')));
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByText('California Correspondent')).toBeInTheDocument();
    expect(screen.getByText(/covers water, transit and state government/)).toBeInTheDocument();
    const stories = screen.getByRole('region', { name: 'Stories by Maya Okafor' });
    expect(within(stories).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages a long list: the latest 24, then the first 24 published on page 1, which links back', async () => {
    jest.mocked(getArticlesBy).mockReturnValue(makeArticles(30));
    expect(generateStaticParams().filter(({ slug }) => slug === 'daniel-reyes')).toEqual([
      { slug: 'daniel-reyes', page: [] },
      { slug: 'daniel-reyes', page: ['page', '1'] },
    ]);
    setPathname('/author/daniel-reyes/page/1/');
    await renderSettled(await AuthorPage(params('daniel-reyes', ['page', '1'])));
    const stories = screen.getByRole('region', { name: /Stories by Daniel Reyes/ });
    expect(within(stories).getAllByRole('article')).toHaveLength(24);
    expect(within(stories).getByRole('heading', { level: 2 })).toHaveTextContent(/^Stories by Daniel Reyes$/);
    expect(within(stories).getByText('Page 1: March 22, 2025 to April 14, 2025')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: /^Newer/ })).toHaveAttribute('href', '/author/daniel-reyes/');
    expect(within(pagination).queryByRole('link', { name: /^Older/ })).not.toBeInTheDocument();
    expect(await generateMetadata(params('daniel-reyes', ['page', '1']))).toMatchObject({
      title: { absolute: 'Daniel Reyes, page 1 | Pacific Ledger' },
      alternates: { canonical: 'http://localhost:3000/author/daniel-reyes/page/1/' },
    });
    await expect(AuthorPage(params('daniel-reyes', ['page', '2']))).rejects.toThrow();
    jest.mocked(getArticlesBy).mockImplementation(jest.requireActual('@/server/articles').getArticlesBy);
  });

  it('does not render an unknown reporter or a malformed page address', async () => {
    await expect(AuthorPage(params('nobody'))).rejects.toThrow();
    await expect(AuthorPage(params('maya-okafor', ['page', '1']))).rejects.toThrow();
    await expect(AuthorPage(params('maya-okafor', ['page', '0']))).rejects.toThrow();
    await expect(AuthorPage(params('maya-okafor', ['pages', '2']))).rejects.toThrow();
  });
});
