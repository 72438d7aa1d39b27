import list from '@/data/topics.json';
import { plural, type PluralForms } from './plural';

/**
 * The subjects stories are followed by across sections, from `data/topics.json` (which the editor at
 * /admin/ writes as well as a person can): each has its page, `/topic/{id}/`, and its feed. A story
 * names one or more (`topics`), its main topic first.
 */
export interface Topic {
  id: string;
  name: string;
  /** One line under the topic's name on its page, and its feed's description. */
  description: string;
}
export type TopicId = Topic['id'];

const topics: readonly Topic[] = list.topics;

export const topicIds = topics.map((topic) => topic.id) as [TopicId, ...TopicId[]];

/** Every topic, in the file's order. */
export function getTopics(): readonly Topic[] {
  return topics;
}

export function getTopic(id: string): Topic | null {
  return topics.find((topic) => topic.id === id) ?? null;
}

/** A story's topics by its ids, in its order (the main topic first). */
export const topicsOf = (ids: readonly string[]): Topic[] => ids.flatMap((id) => getTopic(id) ?? []);

/** How many stories a topic has, in the edition's words (`listing.storyCount`): `1 story`, `12 stories`, `No stories yet`. */
export const storyCount = (count: number, words: { listing: { storyCount: PluralForms } }, locale: string) =>
  plural(words.listing.storyCount, count, locale);
