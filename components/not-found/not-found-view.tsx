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

/**
 * What the address asked for. Under /category/ and /author/ the section or person was not found,
 * except past the last page of a listing, which names the listing and links to its first page.
 */
function messageFor(path: string): Message {
  if (path.startsWith('/news/')) return article;
  const listing = /^\/(category|author)\/([^/]*)\/?(?:page\/(\d+)\/?)?/.exec(path);
  if (!listing) return page;
  const [, section, name, number] = listing;
  if (section === 'category') {
    const found = getCategory(name);
    if (!found || !number) return category;
    return {
      title: 'Page Not Found',
      text: `${found.displayName} has no page ${number}.`,
      link: { href: routes.category(found.id), label: `Go to the first page of ${found.displayName}` },
    };
  }
  const found = getAuthor(name);
  if (!found || !number) return author;
  return {
    title: 'Page Not Found',
    text: `The stories by ${found.name} have no page ${number}.`,
    link: { href: routes.author(found.slug), label: `Go to the first page of stories by ${found.name}` },
  };
}

const currentPath = () => window.location.pathname.slice(siteConfig.basePath.length);
const subscribe = () => () => {};

export function NotFoundView() {
  const path = useSyncExternalStore(subscribe, currentPath, () => '/');
  return <MessagePage {...messageFor(path)} />;
}
