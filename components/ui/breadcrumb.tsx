'use client';
// Why in the browser: not for behaviour. Story pages draw their trail in their client header, other pages on the server; either way its name is the page's edition's word.

import { Fragment } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { Link } from './link';
import type { Crumb } from '@/lib/breadcrumbs';

/** The page's trail (lib/breadcrumbs.ts): each step links to its page, the last is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const words = useMessages();
  return (
    <nav aria-label={words.listing.breadcrumb} className="text-sm text-muted print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && (
              <li aria-hidden="true" className="text-stone-400">
                /
              </li>
            )}
            <li className="min-w-0">
              {index < crumbs.length - 1 ? (
                <Link href={crumb.path} className="underline-offset-4 hover:text-ink hover:underline">
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {crumb.name}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
