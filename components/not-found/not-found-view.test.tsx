import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getAuthors } from '@/lib/authors';
import { editionWrapper } from '@/test/editions';
import { NotFoundView } from './not-found-view';
import { notFoundWords } from './not-found-words';

const authorNames = Object.fromEntries(getAuthors().map((author) => [author.slug, author.name]));

function visit(path: string) {
  window.history.pushState({}, '', path);
  render(<NotFoundView authorNames={authorNames} words={notFoundWords()} />);
}

describe('NotFoundView', () => {
  it('under /news/ says the article was not found', () => {
    visit('/news/no-such-story/');
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Article not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('under /category/ says the category does not exist', () => {
    visit('/category/sports/');
    expect(screen.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested category does not exist.')).toBeInTheDocument();
  });

  it('elsewhere says the page was not found', () => {
    visit('/about/team/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });
});

describe('NotFoundView past the last page of a listing', () => {
  it('names the section and links to its latest page', () => {
    visit('/category/tech/page/99/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Technology has no page 99.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the latest page of Technology' })).toHaveAttribute('href', '/category/tech/');
  });

  it('names the author and links to the latest page of their stories', () => {
    visit('/author/maya-okafor/page/7/');
    expect(screen.getByText('The stories by Maya Okafor have no page 7.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the latest page of stories by Maya Okafor' })).toHaveAttribute(
      'href',
      '/author/maya-okafor/',
    );
  });

  it('says an unknown author does not exist', () => {
    visit('/author/nobody/');
    expect(screen.getByRole('heading', { level: 1, name: 'Author Not Found' })).toBeInTheDocument();
  });
});

describe('NotFoundView in the Spanish edition', () => {
  const words = notFoundWords();

  it('on the one 404 page, says what an /es/ address lacks in Spanish and links within the Spanish edition', () => {
    window.history.pushState({}, '', '/es/category/tech/page/99/');
    render(<NotFoundView authorNames={authorNames} words={words} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Tecnología no tiene una página 99.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página más reciente de Tecnología' })).toHaveAttribute(
      'href',
      '/es/category/tech/',
    );
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'es-US');
    expect(document.title).toBe('Página no encontrada | Pacific Ledger');
  });

  it('on a Spanish page, says it in Spanish with links in the page’s edition', () => {
    window.history.pushState({}, '', '/es/news/no-existe/');
    render(<NotFoundView authorNames={authorNames} words={words} />, {
      wrapper: editionWrapper('es'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', '/es/');
  });

  it('in the Spanish edition’s own 404 page’s HTML, before a script reads the address, says it in Spanish', () => {
    const Wrapper = editionWrapper('es');
    const html = renderToString(
      <Wrapper>
        <NotFoundView authorNames={authorNames} words={notFoundWords()} />
      </Wrapper>,
    );
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('href="/es/"');
    expect(html).not.toContain('Page Not Found');
  });

  it('keeps an English address in English', () => {
    window.history.pushState({}, '', '/author/maya-okafor/page/7/');
    render(<NotFoundView authorNames={authorNames} words={words} />);
    expect(screen.getByText('The stories by Maya Okafor have no page 7.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull();
  });
});
