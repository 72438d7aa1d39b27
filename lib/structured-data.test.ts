import { makeArticle } from '@/test/fixtures';
import type { LiveUpdate } from './article';
import { getAuthor } from './authors';
import { getCategory } from './categories';
import { newestFirst } from './live';
import { absoluteUrl } from './routes';
import { editionOf } from './editions';
import { breadcrumbList, collectionPage, liveBlogPosting, newsArticle } from './structured-data';

const english = { locale: 'en-US' };

const category = getCategory('world')!;
const author = getAuthor('ingrid-solberg')!;
/** 25 updates a quarter of an hour apart from 09:00, written in Fiji's offset, newest first as the store keeps them. */
const updates: LiveUpdate[] = newestFirst(
  Array.from({ length: 25 }, (_, index) => ({
    id: `update-${String(index + 1).padStart(2, '0')}`,
    time: `2025-05-28T${String(9 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00+12:00`,
    headline: `Update number ${index + 1}`,
    author: index % 2 ? 'maya-okafor' : 'ingrid-solberg',
    content: `<p>What happened &amp; why, part ${index + 1}.</p><ul><li>A point</li></ul>`,
    ...(index === 3 && { key: true }),
  })),
);
const live = makeArticle({
  slug: 'summit-live',
  category: 'world',
  author: 'ingrid-solberg',
  publishedDate: '2025-05-28T09:00:00+12:00',
  live: true,
  coverageEnd: '2025-05-28T17:30:00+12:00',
  updates,
});

describe('a live story’s structured data', () => {
  it('is a LiveBlogPosting with the story’s own fields, its coverage’s start, and dated by its latest update', () => {
    const data = liveBlogPosting({ ...live, liveState: 'open' }, category, author, english);
    const story = newsArticle(live, category, author, english);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LiveBlogPosting',
      headline: live.title,
      inLanguage: 'en-US',
      description: live.excerpt,
      image: story.image,
      publisher: story.publisher,
      author: story.author,
      articleSection: 'World News',
      mainEntityOfPage: absoluteUrl('/news/summit-live/'),
      datePublished: '2025-05-28T09:00:00+12:00',
      dateModified: '2025-05-28T15:00:00+12:00',
      coverageStartTime: '2025-05-28T09:00:00+12:00',
    });
    // Open, though its end is written: the end is said once it has come.
    expect(data).not.toHaveProperty('coverageEndTime');
  });

  it('says when the coverage ended, once it has', () => {
    const data = liveBlogPosting({ ...live, liveState: 'closed' }, category, author, english);
    expect(data.coverageEndTime).toBe('2025-05-28T17:30:00+12:00');
  });

  it('lists the latest 20 updates, newest first, each a BlogPosting with its text and permalink', () => {
    const { liveBlogUpdate } = liveBlogPosting({ ...live, liveState: 'open' }, category, author, english);
    expect(liveBlogUpdate).toHaveLength(20);
    expect(liveBlogUpdate.map((entry) => entry.headline)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Update number ${25 - index}`),
    );
    expect(liveBlogUpdate[0]).toEqual({
      '@type': 'BlogPosting',
      headline: 'Update number 25',
      datePublished: '2025-05-28T15:00:00+12:00',
      articleBody: 'What happened & why, part 25. A point',
      url: absoluteUrl('/news/summit-live/#update-update-25'),
    });
    // The byline's writer is the story's author; another is named on the update.
    expect(liveBlogUpdate[1].author).toEqual([expect.objectContaining({ '@type': 'Person', name: 'Maya Okafor' })]);
  });

  it('leaves a story that is not live a NewsArticle, dated by its own changes', () => {
    const data = newsArticle(makeArticle({ updatedDate: '2025-03-06' }), category, author, english);
    expect(data['@type']).toBe('NewsArticle');
    expect(data).not.toHaveProperty('liveBlogUpdate');
    expect(data.dateModified).toBe('2025-03-06');
  });

  it('is a LiveBlogPosting with no updates before the first', () => {
    const data = liveBlogPosting({ ...live, updates: [], liveState: 'open' }, category, author, english);
    expect(data.liveBlogUpdate).toEqual([]);
    expect(data.dateModified).toBe('2025-05-28T09:00:00+12:00');
  });
});

describe('a story’s topics for news search', () => {
  it('names its topics as keywords, main topic first, and says it is about each, by its page', () => {
    const data = newsArticle(makeArticle({ topics: ['water', 'climate'] }), category, author, english);
    expect(data.keywords).toEqual(['Water and drought', 'Climate change']);
    expect(data.about).toEqual([
      { '@type': 'Thing', name: 'Water and drought', url: absoluteUrl('/topic/water/') },
      { '@type': 'Thing', name: 'Climate change', url: absoluteUrl('/topic/climate/') },
    ]);
    expect(liveBlogPosting(makeArticle({ topics: ['elections'], live: true }), category, author, english)).toMatchObject({
      keywords: ['Elections and voting'],
    });
  });

  it('describes a topic page as a CollectionPage listing its stories in order', () => {
    const stories = [makeArticle({ slug: 'one' }), makeArticle({ slug: 'two' })];
    expect(
      collectionPage({
        name: 'Water and drought',
        description: 'Where it comes from.',
        path: '/topic/water/',
        stories,
        edition: editionOf('en'),
      }),
    ).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Water and drought',
      inLanguage: 'en-US',
      url: absoluteUrl('/topic/water/'),
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: absoluteUrl('/news/one/'), name: 'Headline for one' },
          { '@type': 'ListItem', position: 2, url: absoluteUrl('/news/two/'), name: 'Headline for two' },
        ],
      },
    });
  });
});

describe('a Spanish story’s structured data', () => {
  const spanish = editionOf('es');

  it('says its language and gives its addresses, its topics’ and its trail’s in the Spanish edition', () => {
    const story = makeArticle({ slug: 'una-noticia', lang: 'es', topics: ['water'] });
    const agua = { id: 'water', name: 'Agua y sequía', description: 'De dónde viene.' };
    const data = newsArticle(story, category, author, { locale: spanish.locale, topics: [agua] });
    expect(data).toMatchObject({
      inLanguage: 'es-US',
      mainEntityOfPage: absoluteUrl('/es/news/una-noticia/'),
      keywords: ['Agua y sequía'],
      about: [{ '@type': 'Thing', name: 'Agua y sequía', url: absoluteUrl('/es/topic/water/') }],
      author: [expect.objectContaining({ url: absoluteUrl('/es/author/ingrid-solberg/') })],
    });
    expect(breadcrumbList([{ name: 'Portada', path: '/' }], spanish).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Portada',
      item: absoluteUrl('/es/'),
    });
    expect(
      collectionPage({ name: 'Agua', description: 'De dónde viene.', path: '/topic/water/', stories: [story], edition: spanish }),
    ).toMatchObject({
      inLanguage: 'es-US',
      url: absoluteUrl('/es/topic/water/'),
      mainEntity: { itemListElement: [{ url: absoluteUrl('/es/news/una-noticia/') }] },
    });
  });
});
