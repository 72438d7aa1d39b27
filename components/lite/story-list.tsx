import { labelledKind, type ArticleSummary } from '@/lib/article';
import { archivePageLabel } from '@/lib/archive-label';
import { getCategory } from '@/lib/categories';
import { formatCardDate, formatLongDate } from '@/lib/dates';
import { KIND_LABELS } from '@/lib/kind-labels';
import { pagerOf, type Page } from '@/lib/pagination';
import { liteHref, routes } from '@/lib/routes';

/** A date as the text-only edition writes it: in words, machine-readable. */
export function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}

interface StoryListProps {
  articles: ArticleSummary[];
  headingLevel?: 2 | 3;
  /** Name each story's section above its headline (not on a section's own page). */
  section?: boolean;
  /** Give each story's standfirst under its headline (the front page's top stories). */
  standfirst?: boolean;
}

/** Stories as a list of headlines, each with its date, and its section and type of work where they help. */
export function StoryList({ articles, headingLevel = 2, section = true, standfirst = false }: StoryListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="stories">
      {articles.map((article) => {
        const kind = labelledKind(article);
        const sectionName = section ? getCategory(article.category)?.displayName : undefined;
        return (
          <li key={article.slug}>
            {(sectionName || kind) && (
              <p className="label">
                {sectionName}
                {sectionName && kind && ' '}
                {kind && <span className="kind">{KIND_LABELS[kind]}</span>}
              </p>
            )}
            <Heading>
              <a href={liteHref(routes.article(article.slug))}>{article.title}</a>
            </Heading>
            {standfirst && <p>{article.excerpt}</p>}
            <p>
              <time dateTime={article.publishedDate}>{formatCardDate(article.publishedDate)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

interface ListingProps {
  listing: Page<ArticleSummary>;
  /** The full page of each page of the listing. */
  path: (page: number) => string;
  /** What the pager's links name: `Tech`, `stories by Maya Okafor`. */
  label: string;
  /** What an empty listing says. */
  empty: string;
  headingLevel?: 2 | 3;
  section?: boolean;
}

/** A page of a section's or a reporter's stories: which page it is, the stories, and the pager. */
export function Listing({ listing, path, label, empty, headingLevel, section = false }: ListingProps) {
  const pageLabel = archivePageLabel(listing);
  return (
    <>
      {pageLabel && <p className="muted">{pageLabel}</p>}
      {listing.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <StoryList articles={listing.items} headingLevel={headingLevel} section={section} />
      )}
      <Pager listing={listing} path={path} label={label} />
    </>
  );
}

/** Newer, Latest, the archive pages' numbers and Older, as the full edition's pager names them (lib/pagination.ts). */
function Pager({ listing, path, label }: Pick<ListingProps, 'listing' | 'path' | 'label'>) {
  const links = pagerOf(listing);
  if (!links) return null;
  const link = (page: number, text: string, name: string, rel?: string) => (
    <li key={`${text}-${page}`}>
      <a href={liteHref(path(page))} rel={rel} aria-current={page === listing.page ? 'page' : undefined} aria-label={name}>
        {text}
      </a>
    </li>
  );
  return (
    <nav aria-label="Pagination">
      <ul className="pager">
        {links.newer !== null && link(links.newer, '← Newer', `Newer page of ${label}`, 'prev')}
        {link(0, 'Latest', `Latest page of ${label}`)}
        {links.window.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            link(page, String(page), `Page ${page}`)
          ),
        )}
        {links.older !== null && link(links.older, 'Older →', `Older page of ${label}`, 'next')}
      </ul>
    </nav>
  );
}
