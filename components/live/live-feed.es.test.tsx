import { render, screen } from '@testing-library/react';
import { makeArticle } from '@/test/fixtures';
import { editionWrapper } from '@/test/editions';
import { LiveFeed } from './live-feed';
import { LiveStatus } from './live-status';

jest.mock('@/server/editions', () =>
  jest.requireActual<typeof import('@/test/editions')>('@/test/editions').serverEditionsIn('es'),
);

const inSpanish = editionWrapper('es');

const article = makeArticle({
  slug: 'cumbre-en-vivo',
  lang: 'es',
  live: true,
  liveState: 'closed',
  publishedDate: '2025-05-28T09:00:00+12:00',
  coverageEnd: '2025-05-28T17:30:00+12:00',
  updates: [
    {
      id: 'b',
      time: '2025-05-28T11:15:00+12:00',
      headline: 'Acuerdo final',
      author: 'ingrid-solberg',
      content: '<p>B.</p>',
      key: true,
      photos: [
        {
          imageURL: '/images/articles/firma-del-acuerdo.jpg',
          image: { width: 3024, height: 4032 },
          imageAlt: 'Los delegados firman el acuerdo',
          imageCaption: 'La firma, al mediodía.',
          imageCredit: 'Ingrid Solberg',
        },
      ],
    },
    {
      id: 'a',
      time: '2025-05-28T09:30:00+12:00',
      headline: 'Comienza la cumbre',
      author: 'ingrid-solberg',
      content: '<p>A.</p>',
      pinned: true,
    },
  ],
});

describe('live coverage in the Spanish edition', () => {
  it('says its feed, key events, labels and bylines in Spanish', () => {
    render(<LiveFeed article={article} url="https://news.example/es/news/cumbre-en-vivo/" />, { wrapper: inSpanish });
    expect(screen.getByRole('navigation', { name: 'Eventos clave' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Actualizaciones en vivo' })).toBeInTheDocument();
    expect(screen.getByText('Lo más reciente, primero. Horas en UTC+12.')).toBeInTheDocument();
    expect(screen.getByText('Fijada')).toBeInTheDocument();
    expect(screen.getByText('Evento clave')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ingrid Solberg' })[0]).toHaveAttribute('href', '/es/author/ingrid-solberg/');
    expect(screen.getByRole('button', { name: 'Compartir la actualización: Acuerdo final' })).toHaveTextContent('Compartir');
  });

  it('draws an update’s photo under its text, at its own shape, in the sizes the build made, with its caption', () => {
    render(<LiveFeed article={article} url="https://news.example/es/news/cumbre-en-vivo/" />, { wrapper: inSpanish });
    const photo = screen.getByRole('img', { name: 'Los delegados firman el acuerdo' });
    // Upright, as a phone took it: 1,200 px wide in the JPEG for browsers without AVIF, 1,600 px tall.
    expect(photo).toHaveAttribute('src', '/generated/images/articles/firma-del-acuerdo-1200.jpg');
    expect(photo).toHaveAttribute('height', '1600');
    expect(photo.previousElementSibling).toHaveAttribute('srcset', expect.stringContaining('firma-del-acuerdo-1600.avif 1600w'));
    expect(photo.closest('article')).toHaveAccessibleName('Acuerdo final');
    expect(photo.closest('figure')).toHaveTextContent('La firma, al mediodía.Ingrid Solberg');
  });

  it('says when the coverage ran, in Spanish dates', () => {
    render(
      <LiveStatus state="closed" slug={article.slug} publishedDate={article.publishedDate} coverageEnd={article.coverageEnd} />,
      { wrapper: inSpanish },
    );
    expect(screen.getByText('Esta cobertura en vivo ha terminado.')).toBeInTheDocument();
    expect(
      screen.getByText(/^La cobertura se desarrolló el 28 de mayo de 2025, de 9:00\sa\.m\. a 5:30\sp\.m\. UTC\+12\.$/),
    ).toBeInTheDocument();
  });
});
