/** @jest-environment node */
import staff from '@/data/authors.json';
import topics from '@/data/topics.json';
import { STAFF, TOPICS, listProblems } from './lists';

const staffProblems = (data: unknown) => listProblems(STAFF, data);
const topicProblems = (data: unknown) => listProblems(TOPICS, data);

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

const topic = { id: 'water', name: 'Water and drought', description: 'Where the water comes from.' };

describe('the topics file check', () => {
  it('passes the sample topics', () => {
    expect(topicProblems(topics)).toEqual([]);
  });

  it.each([
    [
      'a missing name',
      { ...topic, name: undefined },
      'Invalid topic "water" (data/topics.json, topic 1): field "name" is missing',
    ],
    ['an empty description', { ...topic, description: ' ' }, 'field "description" must not be empty'],
    ['an id that is no address', { ...topic, id: 'Water' }, 'field "id" must use only a-z, 0-9 and single hyphens'],
  ])('names the topic and the field for %s', (_, entry, message) => {
    expect(topicProblems({ topics: [entry] })).toEqual([expect.stringContaining(message)]);
  });

  it('refuses two topics with one id', () => {
    expect(topicProblems({ topics: [topic, { ...topic, name: 'Drought' }] })).toEqual([
      'Invalid topic "water" (data/topics.json, topic 2): field "id" duplicates "water" of topic 1',
    ]);
  });

  it('refuses a file without topics', () => {
    expect(topicProblems({ topics: [] })).toEqual([
      'Invalid topics file (data/topics.json): field "topics" must name at least one topic: every story has one',
    ]);
  });
});
