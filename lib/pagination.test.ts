import { PAGE_SIZE, pageCount, pageNumbers, pageWindow, paginate } from './pagination';

const stories = (count: number) => Array.from({ length: count }, (_, index) => `story ${index + 1}`);

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [49, 3],
    [10_000, 417],
  ])('%i stories fill %i pages of 24', (total, pages) => {
    expect(PAGE_SIZE).toBe(24);
    expect(pageCount(total)).toBe(pages);
  });
});

describe('paginate', () => {
  it('gives an empty list its first page, and nothing after it', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate([], 2)).toBeNull();
  });

  it('puts exactly 24 stories on one page', () => {
    expect(paginate(stories(24), 1)?.items).toEqual(stories(24));
    expect(paginate(stories(24), 2)).toBeNull();
  });

  it('moves the 25th story to a second page of its own', () => {
    expect(paginate(stories(25), 1)?.items).toHaveLength(24);
    expect(paginate(stories(25), 2)).toEqual({ items: ['story 25'], page: 2, pageCount: 2, total: 25 });
    expect(paginate(stories(25), 3)).toBeNull();
  });

  it('splits 49 stories 24, 24 and 1, in order', () => {
    const all = stories(49);
    expect(paginate(all, 2)?.items).toEqual(all.slice(24, 48));
    expect(paginate(all, 3)).toEqual({ items: ['story 49'], page: 3, pageCount: 3, total: 49 });
    expect([1, 2, 3].flatMap((page) => paginate(all, page)!.items)).toEqual(all);
  });

  it.each([0, -1, 1.5, Number.NaN])('has no page %p', (page) => {
    expect(paginate(stories(49), page)).toBeNull();
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [200, 417, [1, null, 198, 199, 200, 201, 202, null, 417]],
  ])('on page %i of %i offers %j', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});

describe('page numbers', () => {
  it('counts the pages of a listing, one for an empty one', () => {
    expect(pageNumbers(0)).toEqual([1]);
    expect(pageNumbers(49)).toEqual([1, 2, 3]);
  });
});
