import { getAuthors } from '@/lib/authors';
import { readArticleRecords, readUpdateRecords } from '@/server/content/load';

/** The sample stories are fiction, and a quoted source must not be mistaken for one of the paper's own reporters. */
describe('the sample stories', () => {
  const records = readArticleRecords('data/articles');
  // A live story's updates are its text too.
  const texts = records.flatMap((record) => [
    { source: record.source, content: String((record.data as { content: string }).content) },
    ...readUpdateRecords(record.source).map((update) => ({
      source: update.source,
      content: String((update.data as { content: string }).content),
    })),
  ]);

  it('include a live story’s updates among their texts', () => {
    expect(texts.length).toBeGreaterThan(records.length);
  });

  it.each(getAuthors().map((author) => [author.name]))('quote no one who shares a name with the staff reporter %s', (name) => {
    const surname = name.split(' ').at(-1)!;
    const quoting = texts.filter((text) => new RegExp(`\\b${surname}\\b`).test(text.content)).map((text) => text.source);
    expect(quoting).toEqual([]);
  });
});
