import { compareNewestFirst, parseArticleDate, sortNewestFirst } from './dates';

describe('parseArticleDate', () => {
  it('reads a bare calendar day as its midnight UTC', () => {
    expect(parseArticleDate('2025-05-07')).toEqual({ day: '2025-05-07', instant: Date.UTC(2025, 4, 7) });
  });

  it.each([
    ['2025-05-07T14:30:00-07:00', Date.UTC(2025, 4, 7, 21, 30)],
    ['2025-05-07T14:30-07:00', Date.UTC(2025, 4, 7, 21, 30)],
    ['2025-05-07T14:30:15Z', Date.UTC(2025, 4, 7, 14, 30, 15)],
    ['2025-05-07T14:30:00+05:30', Date.UTC(2025, 4, 7, 9, 0)],
    ['2025-05-07T23:30:00-07:00', Date.UTC(2025, 4, 8, 6, 30)],
    ['2025-05-07T00:30:00+13:00', Date.UTC(2025, 4, 6, 11, 30)],
  ])('reads %s as its moment, keeping the day as written', (value, instant) => {
    expect(parseArticleDate(value)).toEqual({ day: '2025-05-07', instant });
  });

  it.each([
    '2025-05-07T14:30:00',
    '2025-05-07 14:30:00Z',
    '2025-05-07T24:00:00Z',
    '2025-05-07T12:60:00Z',
    '2025-05-07T12:00:60Z',
    '2025-05-07T12:00:00+15:00',
    '2025-05-07T12:00:00+14:30',
    '2025-05-07T12:00:00-07:60',
    '2025-02-30T10:00:00Z',
    '7 May 2025',
  ])('refuses %s', (value) => {
    expect(parseArticleDate(value)).toBeNull();
  });
});

type Story = { slug: string; publishedDate: string };

describe.each([
  ['compareNewestFirst', (stories: Story[]) => [...stories].sort(compareNewestFirst)],
  ['sortNewestFirst', (stories: Story[]) => sortNewestFirst(stories)],
])('%s', (_name, sorted) => {
  const order = (stories: Story[]) => sorted(stories).map((story) => story.slug);

  it('orders stories of one day by their moment, whatever offset they were filed with', () => {
    const day = [
      { slug: 'london-morning', publishedDate: '2025-05-07T08:00:00+01:00' }, // 07:00 UTC
      { slug: 'la-evening', publishedDate: '2025-05-07T18:45:00-07:00' }, // 01:45 UTC next day
      { slug: 'new-york-noon', publishedDate: '2025-05-07T12:00:00-04:00' }, // 16:00 UTC
      { slug: 'tokyo-night', publishedDate: '2025-05-07T22:00:00+09:00' }, // 13:00 UTC
    ];
    expect(order(day)).toEqual(['la-evening', 'new-york-noon', 'tokyo-night', 'london-morning']);
  });

  it('orders the same moment by slug, whatever order the stories came in', () => {
    const tie = [
      { slug: 'b-second', publishedDate: '2025-05-07T09:00:00-07:00' },
      { slug: 'a-first', publishedDate: '2025-05-07T12:00:00-04:00' },
      { slug: 'c-third', publishedDate: '2025-05-07T16:00:00Z' },
    ];
    expect(order(tie)).toEqual(['a-first', 'b-second', 'c-third']);
    expect(order([...tie].reverse())).toEqual(['a-first', 'b-second', 'c-third']);
  });

  it('counts a bare day from its midnight UTC among stories with times', () => {
    const stories = [
      { slug: 'bare-day', publishedDate: '2025-05-07' },
      { slug: 'just-after-midnight-utc', publishedDate: '2025-05-07T00:01:00Z' },
      { slug: 'auckland-early', publishedDate: '2025-05-07T00:30:00+13:00' },
      { slug: 'day-before', publishedDate: '2025-05-06' },
    ];
    expect(order(stories)).toEqual(['just-after-midnight-utc', 'bare-day', 'auckland-early', 'day-before']);
  });
});
