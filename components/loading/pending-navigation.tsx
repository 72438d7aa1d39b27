'use client';
// Why in the browser: it answers a click on an in-site link at once, while the next page's payload is on its way.

import { usePathname } from 'next/navigation';
import { useCallback, useState, type ReactNode } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { samePage } from '@/lib/routes';
import { NavigationStart } from '@/components/ui/navigation-start';
import { Spinner } from './spinner';

/**
 * The page's content, with the loading state over it from the click on an in-site link until the next
 * page is drawn. The router shows the next page only once its payload (`index.txt`) has arrived, which
 * on a slow phone or network takes long enough to look like a click that did nothing; the next page
 * then shows the same spinner through the simulated delay (LoadingBoundary), so the reader sees one
 * loading state from the click to the content. The page being left stays as it is, faded (globals.css):
 * taken away, it would shorten the page under the reader, and their place on it would be lost for Back.
 */
export function PendingNavigation({ children }: { children: ReactNode }) {
  const route = usePathname();
  const words = useMessages().loading;
  const [leaving, setLeaving] = useState<string | null>(null);
  // Once the route has changed, the next page is drawn: its own boundary answers from then on.
  if (leaving !== null && leaving !== route) setLeaving(null);
  const start = useCallback(
    (href: string) => {
      // A link to the page open (its own address, or a fragment of it) does not navigate.
      if (!samePage(href, route)) setLeaving(route);
    },
    [route],
  );
  return (
    <NavigationStart value={start}>
      {leaving === route && <Spinner label={words.status} className="navigation-pending" />}
      {children}
    </NavigationStart>
  );
}
