'use client';
// Why in the browser: the host serves one 404 page for every unknown address; only the address says what was missing.

import { useSyncExternalStore } from 'react';
import { MessagePage } from '@/components/ui/message-page';
import { getCategory } from '@/lib/categories';
import { parseRoute, routes, sectionOf, withoutBasePath } from '@/lib/routes';

type Message = Parameters<typeof MessagePage>[0];

/**
 * The staff's names by slug, handed over by the server: the browser then loads no author data (their
 * bios ran to a kilobyte and a half of every page's scripts) to name one on a 404.
 */
export type AuthorNames = Record<string, string>;

const messages: Record<'page' | 'article' | 'category' | 'author' | 'topic', Message> = {
  page: { title: 'Page Not Found', text: 'The page you are looking for does not exist or has moved.' },
  article: { title: 'Article Not Found', text: 'Article not found' },
  category: { title: 'Category Not Found', text: 'The requested category does not exist.' },
  author: { title: 'Author Not Found', text: 'The requested author does not exist.' },
  topic: {
    title: 'Topic Not Found',
    text: 'The requested topic does not exist.',
    link: { href: routes.topics(), label: 'See every topic' },
  },
};

/**
 * What the address asked for. Past the last page of a section's or an author's stories, the
 * message names the listing and links to its latest (front) page; otherwise it names the part of the site
 * the address is under.
 */
function messageFor(path: string, authorNames: AuthorNames): Message {
  const route = parseRoute(path);
  if (route?.name === 'category' && route.page > 0) {
    const category = getCategory(route.id);
    if (category)
      return pastTheEnd(`${category.displayName} has no page ${route.page}.`, routes.category(category.id), category.displayName);
  }
  if (route?.name === 'author' && route.page > 0) {
    const author = authorNames[route.slug];
    if (author) {
      const name = `stories by ${author}`;
      return pastTheEnd(`The ${name} have no page ${route.page}.`, routes.author(route.slug), name);
    }
  }
  const section = sectionOf(path);
  return messages[section === null || section === 'search' ? 'page' : section];
}

function pastTheEnd(text: string, firstPage: string, name: string): Message {
  return { title: 'Page Not Found', text, link: { href: firstPage, label: `Go to the latest page of ${name}` } };
}

const currentPath = () => withoutBasePath(window.location.pathname);
const subscribe = () => () => {};

export function NotFoundView({ authorNames }: { authorNames: AuthorNames }) {
  const path = useSyncExternalStore(subscribe, currentPath, () => '/');
  return <MessagePage {...messageFor(path, authorNames)} />;
}
