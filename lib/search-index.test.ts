import { searchRecord } from './search-index';

describe('a story as npm run dev indexes it', () => {
  const story = {
    slug: 'recarga-acuiferos',
    lang: 'es',
    title: 'Recarga de acuíferos',
    content: '<p>El agua&nbsp;vuelve.</p><h2>Qué sigue</h2><p>Más pozos.</p>',
    publishedDate: '2025-03-05T06:00:00-08:00',
    category: 'california' as const,
    topics: ['water', 'drought'],
  };

  it('is at its own address, in its edition’s language as Pagefind names it from the page’s lang', () => {
    expect(searchRecord(story)).toMatchObject({ url: '/es/news/recarga-acuiferos/', language: 'es-us' });
    expect(searchRecord({ ...story, lang: 'en', slug: 'x' })).toMatchObject({ url: '/news/x/', language: 'en-us' });
  });

  it('has the section and topic filters and the date sort of the build’s pages, and its text', () => {
    expect(searchRecord(story)).toMatchObject({
      content: 'El agua vuelve. Qué sigue Más pozos.',
      filters: { section: ['california'], topic: ['water', 'drought'] },
      sort: { date: '2025-03-05T14:00:00.000Z' },
    });
  });
});
