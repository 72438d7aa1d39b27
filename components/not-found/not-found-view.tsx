'use client';
// Why in the browser: the host serves one 404 page for every unknown address; only the address says what was missing.

import { useSyncExternalStore } from 'react';
import { getAuthor } from '@/lib/authors';
import { getCategory } from '@/lib/categories';
import { routes, siteConfig } from '@/lib/site';
import { MessagePage } from '@/components/ui/message-page';

type Message = Parameters<typeof MessagePage>[0];

const page: Message = { title: 'Page Not Found', text: 'The page you are looking for does not exist or has moved.' };
const article: Message = { title: 'Article Not Found', text: 'Article not found' };
const category: Message = { title: 'Category Not Found', text: 'The requested category does not exist.' };
const author: Message = { title: 'Author Not Found', text: 'The requested author does not exist.' };

/** What the address asked for: a listing page past the last names the listing and links to its first page. */
function messageFor(path: string): Message {
  const [, section, name, word, number] = path.split('/');
  const pastTheEnd = word === 'page' && /^\d+$/.test(number ?? '');
  if (section === 'news') return article;
  if (section === 'category') {
    const found = getCategory(name ?? '');
    if (!found) return category;
    if (!pastTheEnd) return page;
    return {
      title: 'Page Not Found',
      text: `${found.displayName} has no page ${number}.`,
      link: { href: routes.category(found.id), label: `Go to the first page of ${found.displayName}` },
    };
  }
  if (section === 'author') {
    const found = getAuthor(name ?? '');
    if (!found) return author;
    if (!pastTheEnd) return page;
    return {
      title: 'Page Not Found',
      text: `The stories by ${found.name} have no page ${number}.`,
      link: { href: routes.author(found.slug), label: `Go to the first page of stories by ${found.name}` },
    };
  }
  return page;
}

const currentPath = () => window.location.pathname.slice(siteConfig.basePath.length);
const subscribe = () => () => {};

export function NotFoundView() {
  const path = useSyncExternalStore(subscribe, currentPath, () => '/');
  return <MessagePage {...messageFor(path)} />;
}
