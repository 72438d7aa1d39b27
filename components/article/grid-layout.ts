import type { CardArrangement, CardSize } from './article-card-view';

interface Layout {
  grid: string;
  size?: CardSize;
  arrangement?: CardArrangement;
  /** Classes of the first card's item only. */
  lead?: { item: string; arrangement: CardArrangement };
}

const columns: Layout = { grid: 'sm:grid-cols-2 lg:grid-cols-4' };

/**
 * A list of 1, 2 or 3 stories laid out for its count, as an edited page does, instead of leaving
 * columns empty: one story runs across the row with its picture beside it, two share it, three
 * take a third each. Four or more fill the columns (the last row of a long list may be short).
 */
const fitted: Record<number, Layout> = {
  1: { grid: '', size: 'default', arrangement: 'row-from-sm' },
  2: { grid: 'sm:grid-cols-2', size: 'default', arrangement: 'row-from-lg' },
  3: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    lead: { item: 'sm:max-lg:col-span-2', arrangement: 'row-sm-to-lg' },
  },
};

/** How a list of `count` cards is laid out. */
export const gridLayout = (count: number): Layout => fitted[count] ?? columns;

/** The size a list of `count` cards draws them at: lists of one or two get room for an excerpt. */
export const gridCardSize = (count: number, size: CardSize): CardSize => gridLayout(count).size ?? size;
