'use client';

import { useSyncExternalStore } from 'react';
import { siteConfig } from '@/lib/site';
import { MessagePage } from '@/components/ui/message-page';

const messages = {
  category: { title: 'Category Not Found', text: 'The requested category does not exist.' },
  article: { title: 'Article Not Found', text: 'Article not found' },
  page: { title: 'Page Not Found', text: 'The page you are looking for does not exist or has moved.' },
};

type Section = keyof typeof messages;

/** The host serves one 404 page for every unknown address; the address says what was missing. */
function sectionOfAddress(): Section {
  const path = window.location.pathname.slice(siteConfig.basePath.length);
  if (path.startsWith('/category/')) return 'category';
  if (path.startsWith('/news/')) return 'article';
  return 'page';
}

const subscribe = () => () => {};

export function NotFoundView() {
  const section = useSyncExternalStore(subscribe, sectionOfAddress, () => 'page' as const);
  return <MessagePage {...messages[section]} />;
}
