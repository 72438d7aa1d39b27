'use client';
// Why in the browser: next/link is a client component already; this one also puts a site path in the page's edition.

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useEditionPath } from '@/components/edition/edition-provider';
import { useStartNavigation } from './navigation-start';

/**
 * The site's in-app link, to a site path of the page's edition (`/news/x/`, which a Spanish page
 * makes `/es/news/x/`). Prefetching is off: a static export then needs one RSC payload per page
 * (`index.txt`, fetched on click) instead of four, and nothing competes with the first page's
 * own requests while it loads. Navigation still goes through the client router, and the page shows
 * its loading state from the click (PendingNavigation).
 */
export function Link({
  prefetch = false,
  href,
  onNavigate,
  inPageEdition = true,
  ...props
}: ComponentProps<typeof NextLink> & {
  /** False for a path already in its own edition (a search hit's, a kept story's: `/es/news/x/`). */
  inPageEdition?: boolean;
}) {
  const inEdition = useEditionPath();
  const startNavigation = useStartNavigation();
  const to = inPageEdition && typeof href === 'string' && href.startsWith('/') ? inEdition(href) : href;
  return (
    <NextLink
      prefetch={prefetch}
      href={to}
      onNavigate={(event) => {
        onNavigate?.(event);
        if (typeof to === 'string') startNavigation(to);
      }}
      {...props}
    />
  );
}
