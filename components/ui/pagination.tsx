import type { ReactNode } from 'react';
import { pagerOf, type Page } from '@/lib/pagination';
import { cn } from '@/lib/utils';
import { fill } from '@/lib/editions';
import { messages } from '@/server/editions';
import { Link } from './link';

interface PaginationProps {
  /** The page the pager is on (lib/pagination.ts). */
  listing: Page<unknown>;
  /** The address of page `n` of this listing. */
  href: (page: number) => string;
  /** What is paged, for the links' names, in the page's edition: "Technology". */
  label: string;
  className?: string;
}

const item = 'inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold';
const idle = 'text-ink hover:bg-accent-soft';
const current = 'bg-accent text-paper';

/**
 * Newer, Latest, numbered and Older links between the pages of a listing, newest on the left; nothing
 * when the front page shows every story. The archive pages are numbered from the oldest, so the
 * numbers count down from left to right.
 */
export function Pagination({ listing, href, label, className }: PaginationProps) {
  const pager = pagerOf(listing);
  if (!pager) return null;
  const { page } = listing;
  const words = messages().listing;
  const pageOf = <span className="sr-only"> {fill(words.pageOf, { label })}</span>;
  return (
    <nav aria-label={words.pagination} className={cn('border-t border-rule pt-6', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {pager.newer !== null && (
          <Step href={href(pager.newer)} rel="prev">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>
            &nbsp;{words.newer}
            {pageOf}
          </Step>
        )}
        <li>
          <Link
            href={href(0)}
            aria-current={page === 0 ? 'page' : undefined}
            aria-label={fill(words.latestPageOf, { label })}
            className={cn(item, page === 0 ? current : idle)}
          >
            {words.latest}
          </Link>
        </li>
        {pager.window.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={fill(words.page, { number })}
                className={cn(item, number === page ? current : idle)}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {pager.older !== null && (
          <Step href={href(pager.older)} rel="next">
            {words.older}
            {pageOf}&nbsp;
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </Step>
        )}
      </ul>
    </nav>
  );
}

function Step({ href, rel, children }: { href: string; rel: 'prev' | 'next'; children: ReactNode }) {
  return (
    <li>
      <Link href={href} rel={rel} className={cn(item, idle)}>
        {children}
      </Link>
    </li>
  );
}
