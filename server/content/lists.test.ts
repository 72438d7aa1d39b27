/** @jest-environment node */
import staff from '@/data/authors.json';
import { staffProblems } from './staff';

const author = { slug: 'ada-park', name: 'Ada Park', role: 'Reporter', bio: 'Ada Park reports.' };

describe('the staff file check', () => {
  it('passes the sample staff', () => {
    expect(staffProblems(staff)).toEqual([]);
  });

  it.each([
    [
      'a missing bio',
      { ...author, bio: undefined },
      'Invalid author "ada-park" (data/authors.json, author 1): field "bio" is missing',
    ],
    ['an empty role', { ...author, role: '  ' }, 'field "role" must not be empty'],
    ['a slug that is no address', { ...author, slug: 'Ada Park' }, 'field "slug" must use only a-z, 0-9 and single hyphens'],
  ])('names the author and the field for %s', (_, entry, message) => {
    expect(staffProblems({ authors: [entry] })).toEqual([expect.stringContaining(message)]);
  });

  it('refuses two of the staff with one slug', () => {
    expect(staffProblems({ authors: [author, { ...author, name: 'Another Ada' }] })).toEqual([
      'Invalid author "ada-park" (data/authors.json, author 2): field "slug" duplicates "ada-park" of author 1',
    ]);
  });

  it('refuses a file without staff', () => {
    expect(staffProblems({ authors: [] })).toEqual([
      'Invalid staff file (data/authors.json): field "authors" must name at least one author',
    ]);
  });
});
