import { labelledKind, type ArticleSummary } from '@/lib/article';
import { getCategory } from '@/lib/categories';
import { formatCardDate, formatLongDate } from '@/lib/dates';
import { pagerOf, type Page } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { fill, liteLinkIn, sectionName, type LiteLanguage } from './words';

/** A date as the text-only edition writes it: in words, in the edition's language, machine-readable. */
export function LongDate({ date, language }: { date: string; language: LiteLanguage }) {
  return <time dateTime={date}>{formatLongDate(date, language.edition.locale)}</time>;
}

interface StoryListProps {
  articles: ArticleSummary[];
  language: LiteLanguage;
  headingLevel?: 2 | 3;
  /** Name each story's section above its headline (not on a section's own page). */
  section?: boolean;
  /** Give each story's standfirst under its headline (the front page's top stories). */
  standfirst?: boolean;
}

/** Stories as a list of headlines, each with its date, and its section and type of work where they help. */
export function StoryList({ articles, language, headingLevel = 2, section = true, standfirst = false }: StoryListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { edition, words } = language;
  return (
    <ul className="stories">
      {articles.map((article) => {
        const kind = labelledKind(article);
        const category = section ? getCategory(article.category) : null;
        const name = category ? sectionName(language, category) : undefined;
        return (
          <li key={article.slug}>
            {(name || kind) && (
              <p className="label">
                {name}
                {name && kind && ' '}
                {kind && <span className="kind">{words.article.kinds[kind]}</span>}
              </p>
            )}
            <Heading>
              <a href={liteLinkIn(language, routes.article(article.slug))}>{article.title}</a>
            </Heading>
            {standfirst && <p>{article.excerpt}</p>}
            <p>
              <time dateTime={article.publishedDate}>{formatCardDate(article.publishedDate, edition.locale)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

interface ListingProps {
  listing: Page<ArticleSummary>;
  language: LiteLanguage;
  /** The full page of each page of the listing, by its path within the edition. */
  path: (page: number) => string;
  /** What the pager's links name: `Tech`, `stories by Maya Okafor`. */
  label: string;
  /** What an empty listing says. */
  empty: string;
  headingLevel?: 2 | 3;
  section?: boolean;
}

/** An archive page's number and the days its stories span: "Page 4: March 2, 2025 to March 30, 2025". */
function archivePageLabel({ page, items }: Page<{ publishedDate: string }>, { edition, words }: LiteLanguage): string | null {
  if (page === 0 || items.length === 0) return null;
  const [newest, oldest] = [items[0].publishedDate, items[items.length - 1].publishedDate].map((date) =>
    formatLongDate(date, edition.locale),
  );
  const dates = newest === oldest ? newest : fill(words.listing.dateRange, { oldest, newest });
  return fill(words.listing.archivePage, { page: page.toLocaleString(edition.locale), dates });
}

/** A page of a section's or a reporter's stories: which page it is, the stories, and the pager. */
export function Listing({ listing, language, path, label, empty, headingLevel, section = false }: ListingProps) {
  const pageLabel = archivePageLabel(listing, language);
  return (
    <>
      {pageLabel && <p className="muted">{pageLabel}</p>}
      {listing.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <StoryList articles={listing.items} language={language} headingLevel={headingLevel} section={section} />
      )}
      <Pager listing={listing} language={language} path={path} label={label} />
    </>
  );
}

/** Newer, Latest, the archive pages' numbers and Older, as the full edition's pager names them (lib/pagination.ts). */
function Pager({ listing, language, path, label }: Pick<ListingProps, 'listing' | 'language' | 'path' | 'label'>) {
  const links = pagerOf(listing);
  if (!links) return null;
  const words = language.words.listing;
  const lite = language.words.lite;
  // Newer points back, towards the line's start: left in English, right in a right-to-left language.
  const [back, on] = language.edition.dir === 'rtl' ? ['→', '←'] : ['←', '→'];
  const link = (page: number, text: string, name: string, rel?: string) => (
    <li key={`${text}-${page}`}>
      <a
        href={liteLinkIn(language, path(page))}
        rel={rel}
        aria-current={page === listing.page ? 'page' : undefined}
        aria-label={name}
      >
        {text}
      </a>
    </li>
  );
  return (
    <nav aria-label={words.pagination}>
      <ul className="pager">
        {links.newer !== null && link(links.newer, `${back} ${words.newer}`, fill(lite.newerPageOf, { label }), 'prev')}
        {link(0, words.latest, fill(words.latestPageOf, { label }))}
        {links.window.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            link(page, page.toLocaleString(language.edition.locale), fill(words.page, { number: page }))
          ),
        )}
        {links.older !== null && link(links.older, `${words.older} ${on}`, fill(lite.olderPageOf, { label }), 'next')}
      </ul>
    </nav>
  );
}
