import { useCallback, useEffect, useState } from 'react';
import { getCategory, type Category } from '@/lib/categories';
import { DATE_SORT, SECTION_FILTER, TOPIC_FILTER } from '@/lib/search-index';
import { SEARCH_PAGE_SIZE as PAGE_SIZE } from '@/lib/search-page';
import { BUNDLES_PER_STEP, type NewestFirstSearch, type SearchSpan } from './newest-first';
import { loadPagefind } from './pagefind';
import type { PagefindResult, PagefindResultData, SearchOptions } from '@/lib/pagefind-api';
import type { SearchRequest } from '@/lib/routes';
import { excerptCut, excerptParts } from '@/lib/search-result';

export interface SearchHit {
  url: string;
  title: string;
  section?: Category;
  date?: string;
  excerpt: string;
  /** Whether the excerpt starts and ends inside the text, to mark with an ellipsis. */
  cut: { start: boolean; end: boolean };
}

export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'done';
      /** Results in the stories searched so far. */
      total: number;
      /** Results per section id for the query alone, whatever sections are chosen. */
      counts: Record<string, number>;
      /** Results per topic id for the query alone, whatever topics are chosen. */
      topicCounts: Record<string, number>;
      hits: SearchHit[];
      /** The day (`2025-03-05`) of the oldest story searched, while older stories are left unsearched. */
      since?: string;
      /** Shows the next results found. */
      showMore?: () => void;
      /** Searches older stories too, once every result found is shown. */
      searchOlder?: () => Promise<void>;
    };

type Done = Extract<SearchOutcome, { status: 'done' }>;

interface Settled {
  key: string;
  outcome: SearchOutcome;
  results?: PagefindResult[];
}

function toHit({ url, meta, filters, excerpt, content }: PagefindResultData): SearchHit {
  return {
    url,
    title: meta.title ?? url,
    section: getCategory(filters[SECTION_FILTER]?.[0] ?? '') ?? undefined,
    date: meta.date,
    excerpt,
    cut: excerptCut(excerptParts(excerpt), content),
  };
}

const loadHits = (results: PagefindResult[]) => Promise.all(results.map(async (result) => toHit(await result.data())));

/** The outcome of what a search found so far, with the hits already shown and the next page's after them. */
async function settle(span: SearchSpan, shown: SearchHit[]): Promise<{ results: PagefindResult[]; outcome: Done }> {
  const more = await loadHits(span.results.slice(shown.length, shown.length + PAGE_SIZE));
  return {
    results: span.results,
    outcome: {
      status: 'done',
      total: span.results.length,
      counts: span.totalFilters[SECTION_FILTER] ?? {},
      topicCounts: span.totalFilters[TOPIC_FILTER] ?? {},
      hits: [...shown, ...more],
      since: span.since?.slice(0, 10),
    },
  };
}

/** What Pagefind is asked for besides the words: the chosen sections and topics, and the order. */
export function searchOptions({ sections, topics, sort }: Pick<SearchRequest, 'sections' | 'topics' | 'sort'>): SearchOptions {
  return {
    filters: {
      ...(sections.length > 0 && { [SECTION_FILTER]: { any: sections } }),
      ...(topics.length > 0 && { [TOPIC_FILTER]: { any: topics } }),
    },
    sort: sort === 'newest' ? { [DATE_SORT]: 'desc' } : undefined,
  };
}

/**
 * Runs a search through Pagefind, newest stories first (components/search/newest-first.ts), and
 * loads the results' data a page at a time; older stories are searched when the newest hold too
 * few results, or when the reader asks.
 */
export function useSearch({ query, sections, topics, sort }: SearchRequest): SearchOutcome {
  const key = JSON.stringify([query, sections, topics, sort]);
  const [settled, setSettled] = useState<Settled | null>(null);

  const run = useCallback(
    (index: NewestFirstSearch, atLeast: number, upTo: number) =>
      index.search(query, searchOptions({ sections, topics, sort }), { atLeast, upTo }),
    // `key` stands for query, sections, topics and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    if (!query) return;
    let current = true;
    (async () => {
      try {
        const index = await loadPagefind();
        const found = await settle(await run(index, PAGE_SIZE, Math.max(index.opened, BUNDLES_PER_STEP)), []);
        if (current) setSettled({ key, ...found });
      } catch (error) {
        console.error('Search failed to load', error);
        if (current) setSettled({ key, outcome: { status: 'failed' } });
      }
    })();
    return () => {
      current = false;
    };
  }, [key, query, run]);

  const showMore = useCallback(async () => {
    if (settled?.outcome.status !== 'done' || !settled.results) return;
    const { outcome, results } = settled;
    try {
      const more = await loadHits(results.slice(outcome.hits.length, outcome.hits.length + PAGE_SIZE));
      const next = { ...settled, outcome: { ...outcome, hits: [...outcome.hits, ...more] } };
      setSettled((now) => (now === settled ? next : now));
    } catch (error) {
      console.error('Search failed to load more results', error);
    }
  }, [settled]);

  const searchOlder = useCallback(async () => {
    if (settled?.outcome.status !== 'done') return;
    const { outcome } = settled;
    try {
      const index = await loadPagefind();
      await index.openOlder();
      const span = await run(index, outcome.total + PAGE_SIZE, index.opened + BUNDLES_PER_STEP - 1);
      const next = { key: settled.key, ...(await settle(span, outcome.hits)) };
      setSettled((now) => (now === settled ? next : now));
    } catch (error) {
      console.error('Search failed to load older stories', error);
    }
  }, [settled, run]);

  if (!query) return { status: 'idle' };
  if (settled?.key !== key) return { status: 'loading' };
  const { outcome } = settled;
  if (outcome.status !== 'done') return outcome;
  if (outcome.hits.length < outcome.total) return { ...outcome, showMore };
  if (outcome.since) return { ...outcome, searchOlder };
  return outcome;
}
