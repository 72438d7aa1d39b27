import { getAuthors } from '@/lib/authors';
import { readArticleRecords } from '@/server/content/load';

/** The sample stories are fiction, and a quoted source must not be mistaken for one of the paper's own reporters. */
describe('the sample stories', () => {
  const records = readArticleRecords('data/articles');

  it.each(getAuthors().map((author) => [author.name]))('quote no one who shares a name with the staff reporter %s', (name) => {
    const surname = name.split(' ').at(-1)!;
    const quoting = records
      .filter((record) => new RegExp(`\\b${surname}\\b`).test(String((record.data as { content: string }).content)))
      .map((record) => record.source);
    expect(quoting).toEqual([]);
  });
});
