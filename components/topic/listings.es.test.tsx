import { render, screen } from '@testing-library/react';
import { AuthorView } from '@/components/author/author-view';
import { CategoryView } from '@/components/category/category-view';
import { CorrectionsView } from '@/components/pages/corrections-view';
import { getAuthor } from '@/lib/authors';
import { getCategory } from '@/lib/categories';
import { editionOf } from '@/lib/editions';
import { getTopic } from '@/lib/topics';
import { localAuthor, localCategory, localTopic } from '@/server/editions';
import { makeArticles } from '@/test/fixtures';
import { editionWrapper } from '@/test/editions';
import { TopicView } from './topic-view';
import { TopicsView } from './topics-view';

// The section, reporter, topic and corrections pages, each a family of its own, in the Spanish edition.
jest.mock('@/server/editions', () =>
  jest.requireActual<typeof import('@/test/editions')>('@/test/editions').serverEditionsIn('es'),
);

const es = editionOf('es');
const inSpanish = editionWrapper('es');
const stories = makeArticles(2, 'health').map((story) => ({ ...story, lang: 'es' }));
const archivePage = { page: 1, archivePages: 2, items: stories, total: 60 };

describe('the listings in the Spanish edition', () => {
  it('a section’s archive page: its trail, dates and pager in Spanish', () => {
    render(<CategoryView category={localCategory(getCategory('health'), es)!} listing={archivePage} />, { wrapper: inSpanish });
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent('Portada/Salud/Página 1');
    expect(screen.getByText('Página 1: del 19 de abril de 2025 al 20 de abril de 2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
  });

  it('a reporter’s page', () => {
    const author = localAuthor(getAuthor('daniel-reyes'), es)!;
    render(<AuthorView author={author} listing={{ ...archivePage, page: 0, archivePages: 0, items: [] }} />, {
      wrapper: inSpanish,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Artículos de Daniel Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay artículos de Daniel Reyes en español.')).toBeInTheDocument();
  });

  it('a topic’s page and the index of topics', () => {
    const topic = localTopic(getTopic('water'), es)!;
    render(
      <>
        <TopicView topic={topic} listing={{ ...archivePage, page: 0, archivePages: 0, items: [] }} />
        <TopicsView
          topics={[
            { topic, stories: 1 },
            { topic: localTopic(getTopic('climate'), es)!, stories: 0 },
          ]}
        />
      </>,
      { wrapper: inSpanish },
    );
    expect(screen.getByText('Tema')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Suscríbase a ${topic.name} por RSS` })).toHaveAttribute(
      'href',
      '/es/topic/water/feed.xml',
    );
    expect(screen.getByText('Todavía no hay noticias sobre este tema.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Temas' })).toBeInTheDocument();
    expect(screen.getByText('1 noticia')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay noticias')).toBeInTheDocument();
  });

  it('the corrections page', () => {
    render(
      <CorrectionsView
        corrections={[
          {
            date: '2025-03-07',
            dateLabel: '7 de marzo de 2025',
            text: 'Corregido.',
            story: { title: 'Una noticia', path: '/news/una/' },
          },
        ]}
      />,
      { wrapper: inSpanish },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Correcciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'política de correcciones' })).toHaveAttribute(
      'href',
      '/es/about/#corrections-policy',
    );
    expect(screen.getByRole('link', { name: 'solicite una corrección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Una noticia' })).toHaveAttribute('href', '/es/news/una/#corrections');
  });
});
