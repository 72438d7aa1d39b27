import { makeArticle } from '@/lib/test-fixtures';
import { validateArticles, type ArticleRecord } from './validate';

const imageExists = (url: string) => !url.includes('missing');

function record(overrides: Record<string, unknown>, source = 'data/articles/bad.html'): ArticleRecord {
  return { source, data: { ...makeArticle({ slug: 'bad-story' }), ...overrides } };
}

function problemsOf(records: ArticleRecord[]): string {
  try {
    validateArticles(records, { imageExists });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the records to be rejected');
}

describe('validateArticles', () => {
  it('accepts good records', () => {
    const good = [record({ slug: 'one', publishedDate: '2025-01-01' }), record({ slug: 'two', publishedDate: '2025-01-02' })];
    expect(validateArticles(good, { imageExists })).toHaveLength(2);
  });

  it.each([
    ['unknown category', { category: 'sports' }, 'category', 'must be one of california'],
    ['impossible date', { publishedDate: '2025-02-30' }, 'publishedDate', 'real calendar date'],
    ['malformed date', { publishedDate: '03/05/2025' }, 'publishedDate', 'real calendar date'],
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

  it('rejects two articles on the same date, so "latest" stays unambiguous', () => {
    const problems = problemsOf([
      record({ slug: 'one' }, 'data/articles/one.html'),
      record({ slug: 'two' }, 'data/articles/two.html'),
    ]);
    expect(problems).toContain('field "publishedDate" duplicates "2025-03-05"');
  });
});
