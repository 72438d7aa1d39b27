import { PAGE_SIZE, archivePageCount, pageNumbers, pageWindow, pagerOf, paginate } from './pagination';

/** `count` stories, newest first as listings hold them: `story {count}` is the newest, `story 1` the first published. */
const stories = (count: number) => Array.from({ length: count }, (_, index) => `story ${count - index}`);
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `story ${to - index}`);

describe('archivePageCount', () => {
  it.each([
    [0, 0],
    [1, 0],
    [23, 0],
    [24, 1],
    [47, 1],
    [48, 2],
    [10_000, 416],
  ])('%i stories fill %i archive pages of 24', (total, pages) => {
    expect(PAGE_SIZE).toBe(24);
    expect(archivePageCount(total)).toBe(pages);
  });
});

describe('paginate', () => {
  it('gives an empty list its front page, and nothing behind it', () => {
    expect(paginate([], 0)).toEqual({ items: [], page: 0, archivePages: 0, total: 0 });
    expect(paginate([], 1)).toBeNull();
  });

  it('shows the latest 24 on the front page', () => {
    expect(paginate(stories(30), 0)?.items).toEqual(numbered(7, 30));
    expect(paginate(stories(5), 0)?.items).toEqual(stories(5));
  });

  it('numbers archive pages from the oldest, each once it is full', () => {
    const all = stories(49);
    expect(paginate(all, 1)).toEqual({ items: numbered(1, 24), page: 1, archivePages: 2, total: 49 });
    expect(paginate(all, 2)?.items).toEqual(numbered(25, 48));
    expect(paginate(all, 3)).toBeNull();
  });

  it('keeps every archive page as it was when stories are published', () => {
    for (const total of [48, 49, 71, 72, 500]) {
      expect(paginate(stories(total), 1)?.items).toEqual(numbered(1, 24));
      expect(paginate(stories(total), 2)?.items).toEqual(numbered(25, 48));
    }
  });

  it('covers every story with the front page and the archive pages', () => {
    const all = stories(100);
    const shown = new Set(pageNumbers(100).flatMap((page) => paginate(all, page)!.items));
    expect(shown).toEqual(new Set(all));
  });

  it.each([-1, 1.5, Number.NaN])('has no page %p', (page) => {
    expect(paginate(stories(49), page)).toBeNull();
  });
});

describe('pageWindow', () => {
  it.each([
    [0, 1, [1]],
    [0, 3, [3, 2, 1]],
    [0, 10, [10, 9, 8, null, 1]],
    [1, 1, [1]],
    [2, 5, [4, 3, 2, 1]],
    [5, 10, [7, 6, 5, 4, 3, null, 1]],
    [10, 10, [10, 9, 8, null, 1]],
    [200, 417, [202, 201, 200, 199, 198, null, 1]],
  ])('on page %i of %i archive pages offers %j, newest first', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });

  it('names the newest archive page only from its neighbours, so adding one rewrites few pages', () => {
    expect(pageWindow(5, 416)).not.toContain(416);
    expect(pageWindow(5, 416)).toEqual(pageWindow(5, 417));
  });
});

describe('pageNumbers', () => {
  it('lists the front page, then the archive pages', () => {
    expect(pageNumbers(0)).toEqual([0]);
    expect(pageNumbers(49)).toEqual([0, 1, 2]);
  });
});

describe('pagerOf', () => {
  const pager = (total: number, page: number) => pagerOf(paginate(stories(total), page)!);

  it('has no pager while the front page shows every story', () => {
    expect(pager(23, 0)).toBeNull();
  });

  it('leads from the front page to the newest archive page, and back', () => {
    expect(pager(49, 0)).toEqual({ newer: null, older: 2, window: [2, 1] });
    expect(pager(49, 2)).toEqual({ newer: 0, older: 1, window: [2, 1] });
    expect(pager(49, 1)).toEqual({ newer: 2, older: null, window: [2, 1] });
  });

  it('offers no older page from a front page that shows every story of its one full page', () => {
    expect(pager(24, 0)).toEqual({ newer: null, older: null, window: [1] });
  });

  it('stays as it is on an archive page while stories are published, until a page is added next to it', () => {
    for (const total of [241, 250, 263]) expect(pager(total, 3)).toEqual(pager(240, 3));
    expect(pager(240 + 24, 10)).not.toEqual(pager(240, 10));
    expect(pager(240 + 24, 7)).toEqual(pager(240, 7));
  });
});
