/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { FEED_SIZE } from '@/lib/pagination';
import { rssFeed } from './feeds';
import { makeArticle } from '@/test/fixtures';
import { toInstant } from '@/lib/dates';
import { getArticles } from './articles';

const parse = (xml: string) => new XMLParser().parse(xml).rss.channel;

describe('rssFeed', () => {
  it(`carries the latest ${FEED_SIZE} items of a longer list, in order`, () => {
    const articles = Array.from({ length: 70 }, (_, index) => makeArticle({ slug: `story-${index}` }));
    const items = parse(rssFeed(articles)).item;
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0].title).toBe('Headline for story-0');
    expect(items.at(-1).title).toBe(`Headline for story-${FEED_SIZE - 1}`);
  });

  it('dates an empty feed (a section with no story yet in an edition) by its edition’s newest story, the same on every build', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const first = rssFeed([]);
    jest.setSystemTime(new Date('2031-06-01T00:00:00Z'));
    expect(rssFeed([])).toBe(first);
    jest.useRealTimers();
    const newest = getArticles()[0];
    expect(new Date(parse(first).lastBuildDate).getTime()).toBeGreaterThanOrEqual(toInstant(newest.publishedDate).getTime());
    expect(parse(first).item).toBeUndefined();
  });

  it('titles an item with its whole headline, however long', () => {
    const title = 'Bay Area Transit Agencies Launch Pilot of Single Regional Fare and Free Transfers';
    expect(parse(rssFeed([makeArticle({ title })])).item.title).toBe(title);
  });

  it('names the author, dates the item at its moment, and says when it was updated', () => {
    const article = makeArticle({ publishedDate: '2025-05-07T14:30:00-07:00', updatedDate: '2025-05-08T09:00:00-07:00' });
    const [xml] = [rssFeed([article])];
    const item = parse(xml).item;
    expect(item['dc:creator']).toBe('Daniel Reyes');
    expect(new Date(item.pubDate).toISOString()).toBe('2025-05-07T21:30:00.000Z');
    expect(item['atom:updated']).toBe('2025-05-08T16:00:00.000Z');
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
  });
});
