import { render, screen } from '@testing-library/react';
import { labelledKind } from '@/lib/article';
import { getCategory } from '@/lib/categories';
import { getArticles } from '@/server/articles';
import { renderSettled, setPathname } from '@/test/utils';
import OpinionPage, { generateMetadata, generateStaticParams } from './page';
import LatestPage from '../../latest/[[...page]]/page';

describe('the opinion page', () => {
  const pieces = getArticles().filter((story) => ['opinion', 'analysis'].includes(labelledKind(story) ?? ''));

  it('lists the opinion and analysis pieces alone, newest first, each with its label, and follows them by RSS', async () => {
    setPathname('/opinion/');
    render(await OpinionPage({ params: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Opinion and analysis' })).toBeInTheDocument();
    const headlines = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headlines).toEqual(pieces.map((story) => story.title));
    expect(pieces.length).toBeGreaterThan(1);
    expect(screen.getAllByText('Opinion').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Analysis').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Follow Opinion and analysis by RSS' })).toHaveAttribute('href', '/opinion/feed.xml');
  });

  it('has a page for its stories, and names itself and its feed to crawlers', async () => {
    expect(generateStaticParams()).toEqual([{ page: [] }]);
    const metadata = await generateMetadata({ params: Promise.resolve({}) });
    expect(metadata.title).toEqual({ absolute: 'Opinion and analysis | Pacific Ledger' });
    expect(metadata.alternates?.types?.['application/rss+xml']).toContainEqual(
      expect.objectContaining({ url: 'http://localhost:3000/opinion/feed.xml' }),
    );
  });
});

describe('the latest stories', () => {
  it('are every story of the edition, newest first, with their sections', async () => {
    // After an in-site navigation from the opinion page: the list shows once its simulated wait is over.
    setPathname('/latest/');
    await renderSettled(await LatestPage({ params: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
    const headlines = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headlines).toEqual(getArticles().map((story) => story.title));
    const sections = new Set(getArticles().map((story) => getCategory(story.category)!.displayName));
    for (const section of sections) expect(screen.getAllByText(section).length).toBeGreaterThan(0);
  });
});
