import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { getCategories } from '@/lib/categories';
import { formatCardDate, parseIsoDate } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { RESULT_CLASSES as CLASSES } from '@/lib/search-page';
import { Excerpt } from './excerpt';
import type { SearchHit } from './use-search';

interface SearchResultsProps {
  hits: SearchHit[];
  onShowMore?: () => void;
}

export function SearchResults({ hits, onShowMore }: SearchResultsProps) {
  return (
    <div>
      <ol className={CLASSES.list}>
        {hits.map((hit) => (
          <li key={hit.url} className={CLASSES.item}>
            {hit.section && <p className={CLASSES.section}>{hit.section.displayName}</p>}
            <h2 className={CLASSES.heading}>
              <Link href={hit.url} className={CLASSES.link}>
                {hit.title}
              </Link>
            </h2>
            <p className={CLASSES.excerpt}>
              {hit.cut.start && '…\u00a0'}
              <Excerpt html={hit.excerpt} />
              {hit.cut.end && '\u00a0…'}
            </p>
            {hit.date && parseIsoDate(day(hit.date)) && (
              <time dateTime={hit.date} className={CLASSES.date}>
                {formatCardDate(day(hit.date))}
              </time>
            )}
          </li>
        ))}
      </ol>
      {onShowMore && (
        <button type="button" onClick={onShowMore} className="button-secondary mt-8">
          Show more results
        </button>
      )}
    </div>
  );
}

/** The calendar day of an ISO date or timestamp (`2025-03-05T09:30:00-08:00`), as written. */
const day = (date: string) => date.slice(0, 10);

/** The way on when search cannot help: the seven sections. */
export function SectionLinks({ intro, className }: { intro: string; className?: string }) {
  return (
    <div className={clsx('text-lg text-muted', className)}>
      <p>{intro}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {getCategories().map((category) => (
          <li key={category.id}>
            <Link
              href={routes.category(category.id)}
              className="font-semibold text-accent underline underline-offset-4 hover:text-ink"
            >
              {category.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
