import { render, screen } from '@testing-library/react';
import { cardFields } from '@/components/article/article-card';
import { editionOf } from '@/lib/editions';
import { getCategory } from '@/lib/categories';
import { localCategory } from '@/server/editions';
import { editionWrapper } from '@/test/editions';
import { makeArticles } from '@/test/fixtures';
import { HomeView } from './home-view';

describe('the front page in the Spanish edition', () => {
  it('says its headings and links in Spanish', () => {
    const es = editionOf('es');
    const cards = makeArticles(6, 'business').map((article) => cardFields({ ...article, lang: 'es' }));
    render(
      <HomeView
        latest={cards.slice(0, 3)}
        sections={[{ category: localCategory(getCategory('business'), es)!, cards: cards.slice(3), hasMore: true }]}
      />,
      {
        wrapper: editionWrapper('es'),
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Noticias principales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver más noticias de Economía' })).toHaveAttribute('href', '/es/category/business/');
    expect(screen.getByRole('link', { name: 'Ver más noticias de Economía' })).toHaveTextContent('Ver más');
  });
});
