import { Link } from '@/components/ui/link';
import { Fragment } from 'react';
import { routes } from '@/lib/site';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home > {listing}, and > Page n past the first page, where the listing's name links to its first page. */
export function listingCrumbs(name: string, href: string, page: number): Crumb[] {
  return [
    { label: 'Home', href: routes.home() },
    page > 1 ? { label: name, href } : { label: name },
    ...(page > 1 ? [{ label: `Page ${page}` }] : []),
  ];
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 && (
              <li aria-hidden="true" className="text-stone-400">
                /
              </li>
            )}
            <li className="min-w-0">
              {item.href ? (
                <Link href={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
