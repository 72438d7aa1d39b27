'use client';
// Why in the browser: the query is in the address, which a static page only knows once it is open,
// and Pagefind searches in the browser.

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { useEdition } from '@/components/edition/edition-provider';
import { formatCardDate } from '@/lib/dates';
import { fill, inEdition } from '@/lib/editions';
import { siteConfig } from '@/lib/site';
import { EARLY_RESULTS, RESULT_CLASSES } from '@/lib/search-page';
import { SearchForm } from './search-form';
import { parseSearch, routes, withoutBasePath, type SearchRequest, type SearchSort } from '@/lib/routes';
import { showSearch, subscribeToAddress } from './search-location';
import { SearchResults, SectionLinks } from './search-results';
import { SearchFilter } from './search-filter';
import { getCategories, sectionNameIn } from '@/lib/categories';
import { useSearch, type SearchOutcome } from './use-search';
import type { Messages } from '@/server/editions';

/** The search page's words, which its server render hands the panel: no other page's payload carries them. */
type SearchWords = Messages['search'];

const readAddress = () => window.location.search;
// Pre-rendered, the page cannot know the query: it shows the form and waits.
const noAddress = () => null;

/** A search filter's choice: a section's or a topic's id and name. */
export interface FilterChoice {
  id: string;
  name: string;
}

/**
 * The search page. The topics it filters by come from the server, each by id and name: the topics
 * file, descriptions and all, stays out of the page's scripts; so do its words.
 */
export function SearchPanel({ topics, words }: { topics: FilterChoice[]; words: SearchWords }) {
  const { edition, messages } = useEdition();
  const address = useSyncExternalStore(subscribeToAddress, readAddress, noAddress);
  const request = useMemo<SearchRequest | null>(
    () =>
      address === null
        ? null
        : parseSearch(
            address,
            topics.map((topic) => topic.id),
          ),
    [address, topics],
  );
  const outcome = useSearch(request ?? { query: '', sections: [], topics: [], sort: 'relevance' });
  const query = request?.query ?? '';

  // Kept while the page is open: Next.js writes the route's own title (its metadata) back as it finishes
  // hydrating or navigating, which can come after the search has settled. Only that title is replaced:
  // the next page's, written before this one is gone, stays.
  useEffect(() => {
    if (!request) return;
    // The route's own title, as its metadata and the layout's template write it.
    const pageTitle = `${words.heading} | ${siteConfig.name}`;
    const title = query ? `${fill(words.titleFor, { query })} | ${siteConfig.name}` : pageTitle;
    document.title = title;
    // Nothing to keep without a query (and writing the same title again would wake the observer again).
    if (title === pageTitle) return;
    const observer = new MutationObserver(() => {
      const onThisPage = withoutBasePath(window.location.pathname) === inEdition(edition, routes.search());
      if (onThisPage && document.title === pageTitle) document.title = title;
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [request, query, edition, words]);

  // When the older-stories button goes away (every story searched), focus moves to the count, not the page.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const searchedOlder = useRef(false);
  useEffect(() => {
    if (!searchedOlder.current || (outcome.status === 'done' && outcome.searchOlder)) return;
    searchedOlder.current = false;
    if (!document.activeElement || document.activeElement === document.body) statusRef.current?.focus();
  });
  const searchOlder =
    outcome.status === 'done' && outcome.searchOlder
      ? async () => {
          searchedOlder.current = true;
          await outcome.searchOlder!();
        }
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new query searches every section and topic again; the chosen order stays.
    showSearch({ query: next, sections: [], topics: [], sort: request?.sort ?? 'relevance' }, 'push', edition);
  };

  return (
    <div className="mt-6 max-w-[61rem]">
      <SearchForm
        key={query}
        id="search-page-query"
        label={messages.layout.searchPlaceholder}
        size="large"
        defaultValue={query}
        onSubmit={onSubmit}
        className="max-w-2xl"
      />
      {/* One row at every width, the count wrapping beside the order: what the app adds here moves nothing below. */}
      <div className="mt-6 flex min-h-9 items-center justify-between gap-x-4 sm:gap-x-6">
        <p role="status" ref={statusRef} tabIndex={-1} className="min-w-0 text-muted">
          {statusText(outcome, query, words, edition.locale)}
        </p>
        {request && outcome.status === 'done' && outcome.total > 1 && (
          <SortChoice
            words={words}
            value={request.sort}
            onChange={(sort) => showSearch({ ...request, sort }, 'replace', edition)}
          />
        )}
      </div>
      {request && outcome.status !== 'loading' ? (
        <Body words={words} outcome={outcome} request={request} topics={topics} searchOlder={searchOlder} />
      ) : (
        <EarlyResults />
      )}
    </div>
  );
}

function statusText(outcome: SearchOutcome, query: string, search: SearchWords, locale: string): string {
  switch (outcome.status) {
    case 'loading':
      return search.searching;
    case 'failed':
      return search.failed;
    case 'done': {
      const count = outcome.total;
      const status =
        count === 0
          ? fill(search.noResults, { query })
          : fill(search.results[new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'], {
              count: count.toLocaleString(locale),
              query,
            });
      // Until every story is searched, the count says how far back it looked.
      return outcome.since ? fill(search.since, { status, date: formatCardDate(outcome.since, locale) }) : status;
    }
    default:
      return '';
  }
}

function Body({
  words,
  outcome,
  request,
  topics,
  searchOlder,
}: {
  words: SearchWords;
  outcome: SearchOutcome;
  request: SearchRequest;
  topics: FilterChoice[];
  searchOlder?: () => Promise<void>;
}) {
  const { edition, messages } = useEdition();
  if (outcome.status === 'idle') return <p className="mt-2 text-lg text-muted">{words.idle}</p>;
  if (outcome.status === 'failed') return <SectionLinks intro={words.tryLater} className="mt-2" />;
  if (outcome.status !== 'done') return null;
  const anyInQuery = Object.values(outcome.counts).some((count) => count > 0);
  if (!anyInQuery && searchOlder)
    return <SearchOlder words={words} since={outcome.since!} onClick={searchOlder} className="mt-2" />;
  if (!anyInQuery) return <SectionLinks intro={words.tryOther} className="mt-2" />;
  // The sections as the page's edition names them.
  const sections = getCategories().map((category) => ({
    id: category.id,
    name: sectionNameIn(messages.sections, category),
  }));
  return (
    <div className={RESULT_CLASSES.columns}>
      <div className={RESULT_CLASSES.results}>
        <SearchResults hits={outcome.hits} onShowMore={outcome.showMore} showMore={words.showMore} />
        {searchOlder && <SearchOlder words={words} since={outcome.since!} onClick={searchOlder} className="mt-8" />}
      </div>
      {/* After the results on a phone, where they come first, as they do when the page draws them before the app. */}
      <div className="md:col-start-1 md:row-start-1">
        <SearchFilter
          legend={words.section}
          all={words.allSections}
          choices={sections}
          counts={outcome.counts}
          chosen={request.sections}
          onChange={(sections) => showSearch({ ...request, sections }, 'replace', edition)}
        />
        <SearchFilter
          legend={messages.listing.topic}
          all={words.allTopics}
          choices={topics}
          counts={outcome.topicCounts}
          chosen={request.topics}
          onChange={(topics) => showSearch({ ...request, topics }, 'replace', edition)}
          className="mt-8"
        />
      </div>
    </div>
  );
}

const NOTHING = { __html: '' };

/**
 * Where the page's early script (lib/early-search.ts) draws the first results it finds while the
 * app loads. React leaves what is inside alone (it sets none of it); it removes the place once the
 * app's own search has settled, and its results or its message take the same spot.
 */
function EarlyResults() {
  return <div id={EARLY_RESULTS} dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning />;
}

/** The way past the stories searched so far: they are the newest, back to `since`. While older ones open it says so and waits. */
function SearchOlder({
  words,
  since,
  onClick,
  className,
}: {
  words: SearchWords;
  since: string;
  onClick: () => Promise<void>;
  className?: string;
}) {
  const { edition } = useEdition();
  const [busy, setBusy] = useState(false);
  const searchOlder = async () => {
    setBusy(true);
    try {
      await onClick();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={searchOlder} disabled={busy} className={clsx('button-secondary', className)}>
      {busy ? words.searchingOlder : fill(words.searchBefore, { date: formatCardDate(since, edition.locale) })}
    </button>
  );
}

function SortChoice({ words, value, onChange }: { words: SearchWords; value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-muted">
      <span className="sr-only sm:not-sr-only">{words.sortBy}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="rounded-md border border-muted bg-paper px-2 py-1.5 text-ink"
      >
        <option value="relevance">{words.relevance}</option>
        <option value="newest">{words.newestFirst}</option>
      </select>
    </label>
  );
}
