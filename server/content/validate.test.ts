import { makeArticle } from '@/test/fixtures';
import { validateArticles, validateUpdates, type ArticleRecord, type ImageInspection } from './validate';

/** Stands in for reading image files: the URL says what the file would be. */
const inspectImage = (url: string): ImageInspection => {
  if (url.includes('missing')) return { problem: `points to a missing file: public${url}` };
  if (url.includes('unreadable')) return { problem: `could not be read as an image: public${url}` };
  return url.includes('small') ? { width: 800, height: 600 } : { width: 1600, height: 900 };
};

function record(overrides: Record<string, unknown>, source = 'data/articles/bad.html'): ArticleRecord {
  return { source, data: { ...makeArticle({ slug: 'bad-story' }), ...overrides } };
}

function problemsOf(records: ArticleRecord[]): string {
  try {
    validateArticles(records, { inspectImage });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the records to be rejected');
}

describe('validateArticles', () => {
  it('accepts good records', () => {
    const good = [record({ slug: 'one', publishedDate: '2025-01-01' }), record({ slug: 'two', publishedDate: '2025-01-02' })];
    expect(validateArticles(good, { inspectImage })).toHaveLength(2);
  });

  it.each([
    ['unknown category', { category: 'sports' }, 'category', 'must be one of california'],
    ['impossible date', { publishedDate: '2025-02-30' }, 'publishedDate', 'real calendar date'],
    ['malformed date', { publishedDate: '03/05/2025' }, 'publishedDate', 'real calendar date'],
    ['time without an offset', { publishedDate: '2025-05-07T14:30:00' }, 'publishedDate', 'a time with its offset'],
    ['impossible time', { publishedDate: '2025-05-07T24:30:00-07:00' }, 'publishedDate', 'a time with its offset'],
    ['impossible offset', { publishedDate: '2025-05-07T14:30:00+15:00' }, 'publishedDate', 'a time with its offset'],
    ['malformed updatedDate', { updatedDate: '2025-05-07 14:30' }, 'updatedDate', 'a time with its offset'],
    [
      'updatedDate before publishedDate',
      { publishedDate: '2025-05-07T14:30:00-07:00', updatedDate: '2025-05-07T21:29:00Z' },
      'updatedDate',
      'is before publishedDate',
    ],
    ['unknown kind of work', { kind: 'review' }, 'kind', 'must be one of news, analysis, opinion, explainer'],
    [
      'correction without a date',
      { corrections: [{ text: 'An earlier version misspelled a name.' }] },
      'corrections[0].date',
      'is missing',
    ],
    [
      'correction with an empty text',
      { corrections: [{ date: '2025-03-06', text: ' ' }] },
      'corrections[0].text',
      'must not be empty',
    ],
    ['corrections that are not a list', { corrections: 'Fixed a name.' }, 'corrections', 'must be a list of { date, text }'],
    [
      'correction dated before publication',
      {
        publishedDate: '2025-05-07T14:30:00-07:00',
        corrections: [
          { date: '2025-05-08', text: 'A later correction.' },
          { date: '2025-05-07T09:00:00-07:00', text: 'A correction before the story existed.' },
        ],
      },
      'corrections[1].date',
      'is before publishedDate (2025-05-07T09:00:00-07:00 < 2025-05-07T14:30:00-07:00)',
    ],
    ['unknown author', { author: 'jane-doe' }, 'author', 'must be one of the staff in data/authors.json'],
    [
      'unknown topic, named with the nearest known one',
      { topics: ['climate', 'wather'] },
      'topics[1]',
      'is "wather", which data/topics.json does not have: did you mean "water"?',
    ],
    ['topic named twice', { topics: ['water', 'climate', 'water'] }, 'topics[2]', 'repeats "water", already topics[0]'],
    ['empty topics', { topics: [] }, 'topics', 'must name at least one topic of data/topics.json, the main topic first'],
    ['missing topics', { topics: undefined }, 'topics', 'must be a list of topic ids from data/topics.json'],
    ['topics that are not a list', { topics: 'water' }, 'topics', 'must be a list of topic ids from data/topics.json'],
    ['missing author', { author: undefined }, 'author', 'must be one of the staff'],
    ['empty caption', { imageCaption: ' ' }, 'imageCaption', 'must not be empty'],
    ['unreadable photo', { imageURL: '/images/photos/unreadable.jpg' }, 'imageURL', 'could not be read as an image'],
    [
      'photo too small',
      { imageURL: '/images/photos/small.jpg' },
      'imageURL',
      'is 800 px wide; a photograph must be at least 1200 px wide',
    ],
    ['image of another type', { imageURL: '/images/photos/scan.gif' }, 'imageURL', 'must be a path'],
    ['empty title', { title: '  ' }, 'title', 'must not be empty'],
    ['missing excerpt', { excerpt: undefined }, 'excerpt', 'is missing'],
    ['empty content', { content: '' }, 'content', 'must not be empty'],
    ['empty imageAlt', { imageAlt: '' }, 'imageAlt', 'must not be empty'],
    ['slug with characters outside a-z0-9-', { slug: 'Bad_Story!' }, 'slug', 'a-z, 0-9'],
    ['missing image file', { imageURL: '/images/articles/missing.svg' }, 'imageURL', 'missing file'],
    ['remote image', { imageURL: 'https://example.com/a.svg' }, 'imageURL', 'must be a path'],
  ])('rejects a record with %s, naming the article and the field', (_, overrides, field, message) => {
    const problems = problemsOf([record(overrides)]);
    expect(problems.split('\n')).toHaveLength(1);
    expect(problems).toContain('data/articles/bad.html');
    expect(problems).toContain(`field "${field}"`);
    expect(problems).toContain(message);
  });

  it('reports front matter that is not YAML as one problem of the file', () => {
    const problems = problemsOf([
      { source: 'data/articles/broken.html', data: {}, problem: 'is not valid YAML: Map keys must be unique' },
    ]);
    expect(problems).toBe(
      'Invalid article (data/articles/broken.html): field "front matter" is not valid YAML: Map keys must be unique',
    );
  });

  it('reports an image problem in the same round as the other fields of the record', () => {
    expect(problemsOf([record({ title: '', imageURL: '/images/photos/small.jpg' })]).split('\n')).toEqual([
      'Invalid article "bad-story" (data/articles/bad.html): field "title" must not be empty',
      'Invalid article "bad-story" (data/articles/bad.html): field "imageURL" is 800 px wide; a photograph must be at least 1200 px wide',
    ]);
  });

  it('names the article by its slug when it has one', () => {
    expect(problemsOf([record({ title: '' })])).toMatch(
      /^Invalid article "bad-story" \(data\/articles\/bad.html\): field "title"/,
    );
  });

  it('rejects a duplicate slug, naming both files', () => {
    const problems = problemsOf([
      record({ publishedDate: '2025-01-01' }, 'data/articles/a.html'),
      record({ publishedDate: '2025-01-02' }, 'data/articles/b.html'),
    ]);
    expect(problems).toBe(
      'Invalid article "bad-story" (data/articles/b.html): field "slug" duplicates "bad-story" of data/articles/a.html',
    );
  });

  it('accepts several stories on one day, photographs of every type, and an update after publication', () => {
    const good = ['jpg', 'jpeg', 'png', 'webp', 'avif'].map((type, index) =>
      record({ slug: `photo-${type}`, imageURL: `/images/photos/p.${type}`, publishedDate: `2025-05-07T0${index}:00:00Z` }),
    );
    good.push(record({ slug: 'day-only', publishedDate: '2025-05-07', updatedDate: '2025-05-07T10:00:00+02:00' }));
    const articles = validateArticles(good, { inspectImage });
    expect(articles).toHaveLength(6);
    expect(articles[0].image).toEqual({ width: 1600, height: 900 });
  });

  it('does not hold a small SVG to the photograph minimum', () => {
    expect(validateArticles([record({ imageURL: '/images/art/small.svg' })], { inspectImage })).toHaveLength(1);
  });
});

describe('translations', () => {
  const original = record({ slug: 'water-story' }, 'data/articles/water-story.md');
  const translation = (slug: string, overrides: Record<string, unknown> = {}) =>
    record({ slug, lang: 'es', translationOf: 'water-story', ...overrides }, `data/articles/${slug}.md`);

  it('accepts a story in another edition that names its original, and a Spanish original with none', () => {
    const stories = validateArticles(
      [original, translation('historia-del-agua'), record({ slug: 'solo-en-espanol', lang: 'es' })],
      {
        inspectImage,
      },
    );
    expect(stories.map(({ slug, lang, translationOf }) => ({ slug, lang, translationOf }))).toEqual([
      { slug: 'water-story', lang: 'en', translationOf: undefined },
      { slug: 'historia-del-agua', lang: 'es', translationOf: 'water-story' },
      { slug: 'solo-en-espanol', lang: 'es', translationOf: undefined },
    ]);
  });

  it('refuses a story in an edition the site does not have', () => {
    expect(problemsOf([record({ lang: 'fr' })])).toBe(
      'Invalid article "bad-story" (data/articles/bad.html): field "lang" must be an edition of lib/site.ts: en, es',
    );
  });

  it('refuses a translation of a story that does not exist', () => {
    expect(problemsOf([translation('huerfana', { translationOf: 'no-such-story' })])).toBe(
      'Invalid article "huerfana" (data/articles/huerfana.md): field "translationOf" names "no-such-story", which is no story',
    );
  });

  it('refuses two stories of one edition claiming the same original', () => {
    expect(problemsOf([original, translation('historia-del-agua'), translation('otra-historia-del-agua')])).toBe(
      'Invalid article "otra-historia-del-agua" (data/articles/otra-historia-del-agua.md): field "translationOf" names ' +
        '"water-story", which "historia-del-agua" (data/articles/historia-del-agua.md) already translates into "es"',
    );
  });

  it('refuses a translation in its original’s own edition', () => {
    expect(problemsOf([original, translation('copy', { lang: 'en' })])).toBe(
      'Invalid article "copy" (data/articles/copy.md): field "translationOf" names "water-story", a story in the same edition ("en")',
    );
  });
});

describe('a live update’s photos', () => {
  const live = { slug: 'harbour-strike', live: true, publishedDate: '2026-05-07T08:00:00-07:00' } as const;
  const update = (photos: unknown) => ({
    source: 'data/articles/2026/harbour-strike/updates/gates-reopen.md',
    id: 'gates-reopen',
    data: { time: '2026-05-07T21:30:00-07:00', headline: 'Gates reopen', author: 'maya-okafor', content: '<p>Open.</p>', photos },
  });
  const check = (photos: unknown) =>
    validateUpdates({ source: 'data/articles/2026/harbour-strike.md' }, live, [update(photos)], { inspectImage });

  it('are checked as a story’s picture is, and carry the file’s own size', () => {
    const photo = { imageURL: '/images/articles/gates.jpg', imageAlt: 'Trucks queue at the open gates', imageCaption: 'At dusk' };
    expect(check([photo])).toEqual({
      problems: [],
      updates: [expect.objectContaining({ id: 'gates-reopen', photos: [{ ...photo, image: { width: 1600, height: 900 } }] })],
    });
  });

  it('each need their alt text, a file, and a photograph wide enough, named by the update and the field', () => {
    const { updates, problems } = check([
      { imageURL: '/images/articles/gates.jpg' },
      { imageURL: '/images/articles/small-gates.jpg', imageAlt: 'Gates' },
      { imageURL: '/images/articles/missing.jpg', imageAlt: 'Gates' },
    ]);
    expect(updates).toBeNull();
    const where =
      'Invalid live update "gates-reopen" of "harbour-strike" (data/articles/2026/harbour-strike/updates/gates-reopen.md)';
    expect(problems).toEqual([
      `${where}: field "photos[0].imageAlt" is missing`,
      `${where}: field "photos[1].imageURL" is 800 px wide; a photograph must be at least 1200 px wide`,
      `${where}: field "photos[2].imageURL" points to a missing file: public/images/articles/missing.jpg`,
    ]);
  });
});
