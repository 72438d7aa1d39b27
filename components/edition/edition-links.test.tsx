import { render, screen } from '@testing-library/react';
import { editionWrapper } from '@/test/editions';
import { setPathname } from '@/test/utils';
import { EditionLinks } from './edition-links';

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the header’s link to the other edition', () => {
  it('leads to the same page there: a section, an author, a standing page', () => {
    for (const [path, spanish] of [
      ['/category/tech/', '/es/category/tech/'],
      ['/author/daniel-reyes/', '/es/author/daniel-reyes/'],
      ['/about/', '/es/about/'],
    ]) {
      setPathname(path);
      const { unmount } = render(<EditionLinks />, { wrapper: editionWrapper('en') });
      expect(link('Español')).toBe(spanish);
      unmount();
    }
  });

  it('from an archive page, whose number covers other days or nothing there, to its listing’s front page', () => {
    setPathname('/author/daniel-reyes/page/1/');
    const { unmount } = render(<EditionLinks />, { wrapper: editionWrapper('en') });
    expect(link('Español')).toBe('/es/author/daniel-reyes/');
    unmount();
    setPathname('/es/category/tech/page/3/');
    render(<EditionLinks />, { wrapper: editionWrapper('es') });
    expect(link('English')).toBe('/category/tech/');
  });

  it('from a story without a version there, to its front page', () => {
    setPathname('/news/a-story-in-english-only/');
    render(<EditionLinks />, { wrapper: editionWrapper('en') });
    expect(link('Español')).toBe('/es/');
  });
});
