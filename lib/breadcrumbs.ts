import type { Author } from './authors';
import type { Category } from './categories';
import { fill } from './editions';
import type { Topic } from './topics';
import { routes } from './routes';

/** One step of a page's trail. The last is the page itself: the UI marks it current, JSON-LD lists it too. */
export interface Crumb {
  name: string;
  path: string;
}

/** The words a trail's own steps are named with, from the edition's dictionary. */
export interface CrumbWords {
  layout: { home: string; topics: string };
  listing: { page: string };
}

const home = (words: CrumbWords): Crumb => ({ name: words.layout.home, path: routes.home() });

/** Home > {listing}, and > Page n past the first page. `path` builds the listing's page addresses. */
export function listingCrumbs(words: CrumbWords, name: string, path: (page?: number) => string, page = 0): Crumb[] {
  return [
    home(words),
    { name, path: path() },
    ...(page > 0 ? [{ name: fill(words.listing.page, { number: page }), path: path(page) }] : []),
  ];
}

export function categoryCrumbs(words: CrumbWords, category: Pick<Category, 'id' | 'displayName'>, page = 0): Crumb[] {
  return listingCrumbs(words, category.displayName, (number) => routes.category(category.id, number), page);
}

export function authorCrumbs(words: CrumbWords, author: Pick<Author, 'slug' | 'name'>, page = 0): Crumb[] {
  return listingCrumbs(words, author.name, (number) => routes.author(author.slug, number), page);
}

/** Home > Topics: the index of every topic. */
export const topicsCrumbs = (words: CrumbWords): Crumb[] => [home(words), { name: words.layout.topics, path: routes.topics() }];

/** Home > Topics > {topic}, and > Page n past the first page. */
export function topicCrumbs(words: CrumbWords, topic: Pick<Topic, 'id' | 'name'>, page = 0): Crumb[] {
  const [, ...trail] = listingCrumbs(words, topic.name, (number) => routes.topic(topic.id, number), page);
  return [...topicsCrumbs(words), ...trail];
}

export function articleCrumbs(
  words: CrumbWords,
  article: { title: string; slug: string },
  category: Pick<Category, 'id' | 'displayName'>,
): Crumb[] {
  return [...categoryCrumbs(words, category), { name: article.title, path: routes.article(article.slug) }];
}
