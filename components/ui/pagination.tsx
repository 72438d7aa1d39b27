import { pageWindow } from '@/lib/pagination';
import { cn } from '@/lib/utils';
import { Link } from './link';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of page `n` of this listing. */
  href: (page: number) => string;
  /** What is paged, for the links' names: "Technology". */
  label: string;
  className?: string;
}

const item = 'inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold';

/** Previous, numbered and next links between the pages of a listing; nothing when it has one page. */
export function Pagination({ page, pageCount, href, label, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('border-t border-rule pt-6', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={cn(item, 'text-ink hover:bg-accent-soft')}>
              <span aria-hidden="true">←</span>&nbsp;Previous<span className="sr-only"> page of {label}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                className={cn(item, number === page ? 'bg-accent text-paper' : 'text-ink hover:bg-accent-soft')}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next" className={cn(item, 'text-ink hover:bg-accent-soft')}>
              Next<span className="sr-only"> page of {label}</span>&nbsp;<span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
