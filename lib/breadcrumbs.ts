import type { Author } from './authors';
import type { Category } from './categories';
import type { Topic } from './topics';
import { routes } from './routes';

/** One step of a page's trail. The last is the page itself: the UI marks it current, JSON-LD lists it too. */
export interface Crumb {
  name: string;
  path: string;
}

const home: Crumb = { name: 'Home', path: routes.home() };

/** Home > {listing}, and > Page n past the first page. `path` builds the listing's page addresses. */
export function listingCrumbs(name: string, path: (page?: number) => string, page = 0): Crumb[] {
  return [home, { name, path: path() }, ...(page > 0 ? [{ name: `Page ${page}`, path: path(page) }] : [])];
}

export function categoryCrumbs(category: Pick<Category, 'id' | 'displayName'>, page = 0): Crumb[] {
  return listingCrumbs(category.displayName, (number) => routes.category(category.id, number), page);
}

export function authorCrumbs(author: Pick<Author, 'slug' | 'name'>, page = 0): Crumb[] {
  return listingCrumbs(author.name, (number) => routes.author(author.slug, number), page);
}

/** Home > Topics: the index of every topic. */
export const topicsCrumbs = (): Crumb[] => [home, { name: 'Topics', path: routes.topics() }];

/** Home > Topics > {topic}, and > Page n past the first page. */
export function topicCrumbs(topic: Pick<Topic, 'id' | 'name'>, page = 0): Crumb[] {
  const [, ...trail] = listingCrumbs(topic.name, (number) => routes.topic(topic.id, number), page);
  return [...topicsCrumbs(), ...trail];
}

export function articleCrumbs(article: { title: string; slug: string }, category: Pick<Category, 'id' | 'displayName'>): Crumb[] {
  return [...categoryCrumbs(category), { name: article.title, path: routes.article(article.slug) }];
}
