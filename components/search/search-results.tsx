'use client';
// Why in the browser: the search page's app draws the results; the sections' links (also in the page's <noscript>) say the page's words.

import { clsx } from 'clsx';
import { useEdition } from '@/components/edition/edition-provider';
import { Link } from '@/components/ui/link';
import { getCategories, sectionNameIn } from '@/lib/categories';
import { formatCardDate, parseIsoDate } from '@/lib/dates';
import { routes } from '@/lib/routes';
import { RESULT_CLASSES as CLASSES } from '@/lib/search-page';
import { Excerpt } from './excerpt';
import type { SearchHit } from './use-search';

interface SearchResultsProps {
  hits: SearchHit[];
  onShowMore?: () => void;
  /** The button's words, the search page's. */
  showMore: string;
}

export function SearchResults({ hits, onShowMore, showMore }: SearchResultsProps) {
  const { edition, messages: words } = useEdition();
  return (
    <div>
      <ol className={CLASSES.list}>
        {hits.map((hit) => (
          <li key={hit.url} className={CLASSES.item}>
            {hit.section && <p className={CLASSES.section}>{sectionNameIn(words.sections, hit.section)}</p>}
            <h2 className={CLASSES.heading}>
              {/* The address Pagefind indexed is the story's own, in its edition (`/es/news/x/`): not put in the page's. */}
              <Link href={hit.url} inPageEdition={false} className={CLASSES.link}>
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
                {formatCardDate(day(hit.date), edition.locale)}
              </time>
            )}
          </li>
        ))}
      </ol>
      {onShowMore && (
        <button type="button" onClick={onShowMore} className="button-secondary mt-8">
          {showMore}
        </button>
      )}
    </div>
  );
}

/** The calendar day of an ISO date or timestamp (`2025-03-05T09:30:00-08:00`), as written. */
const day = (date: string) => date.slice(0, 10);

/** The way on when search cannot help: the seven sections, as the page's edition names them. */
export function SectionLinks({ intro, className }: { intro: string; className?: string }) {
  const words = useEdition().messages;
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
              {sectionNameIn(words.sections, category)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
