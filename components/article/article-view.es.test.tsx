import { render, screen, within } from '@testing-library/react';
import { getAuthor } from '@/lib/authors';
import { getCategory } from '@/lib/categories';
import { editionOf } from '@/lib/editions';
import { localAuthor, localCategory } from '@/server/editions';
import { makeArticle } from '@/test/fixtures';
import { editionWrapper } from '@/test/editions';
import { ArticleCardView } from './article-card-view';
import { cardFields } from './article-card';
import { ArticleView } from './article-view';

// The page's edition is Spanish: what the server components read (a page enters it as it renders).
jest.mock('@/server/editions', () =>
  jest.requireActual<typeof import('@/test/editions')>('@/test/editions').serverEditionsIn('es'),
);

const es = editionOf('es');
const inSpanish = editionWrapper('es');

describe('a story in the Spanish edition', () => {
  it('says its byline, dates, notes, corrections and topics in Spanish, with its links in /es/', () => {
    const article = makeArticle({
      slug: 'una-noticia',
      lang: 'es',
      category: 'tech',
      kind: 'analysis',
      topics: ['water'],
      updatedDate: '2025-03-06',
      corrections: [{ date: '2025-03-07', text: 'Una versión anterior decía otra cosa.' }],
    });
    const category = localCategory(getCategory('tech'), es)!;
    render(<ArticleView article={article} category={category} author={localAuthor(getAuthor('daniel-reyes'), es)!} />, {
      wrapper: inSpanish,
    });
    expect(screen.getByRole('link', { name: /Volver a Tecnología/ })).toHaveAttribute('href', '/es/category/tech/');
    expect(screen.getByRole('link', { name: 'Daniel Reyes' }).parentElement).toHaveTextContent(/^Por Daniel Reyes, /);
    expect(screen.getByText('5 de marzo de 2025')).toHaveAttribute('datetime', '2025-03-05');
    expect(screen.getByText('Actualizado', { exact: false })).toHaveTextContent('Actualizado 6 de marzo de 2025');
    expect(screen.getByText('Análisis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sobre nuestros tipos de trabajo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Este artículo fue corregido el/ })).toHaveTextContent(
      'Este artículo fue corregido el 7 de marzo de 2025.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Corrección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las correcciones' })).toHaveAttribute('href', '/es/corrections/');
    const topics = screen.getByRole('navigation', { name: 'Temas' });
    expect(within(topics).getByRole('link')).toHaveAttribute('href', '/es/topic/water/');
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent('Portada');
    expect(screen.getByText(/^Lea en línea en .*\/es\/news\/una-noticia\/$/)).toBeInTheDocument();
    expect(screen.queryByText(/\b(By|Updated|Corrections?)\b/)).not.toBeInTheDocument();
  });

  it('labels its cards in Spanish, dated as Spanish writes dates', () => {
    const card = cardFields(makeArticle({ slug: 'otra', lang: 'es', category: 'business', kind: 'opinion', liveState: 'open' }));
    expect(card.dateLabel).toBe('05 mar 2025');
    render(<ArticleCardView article={card} />, { wrapper: inSpanish });
    expect(screen.getByText('Economía')).toBeInTheDocument();
    expect(screen.getByText('Opinión')).toBeInTheDocument();
    expect(screen.getByText('En vivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Headline for otra' })).toHaveAttribute('href', '/es/news/otra/');
  });
});
