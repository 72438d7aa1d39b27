import { useCallback, useEffect, useState } from 'react';
import { getCategory, type Category } from '@/lib/categories';
import { SECTION_FILTER } from '@/lib/search-index';
import { excerptParts } from './excerpt';
import { loadPagefind } from './pagefind';
import type { PagefindResult, PagefindResultData } from './pagefind-api';
import type { SearchRequest } from '@/lib/routes';

export const PAGE_SIZE = 10;

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
      total: number;
      /** Results per section id for the query alone, whatever sections are chosen. */
      counts: Record<string, number>;
      hits: SearchHit[];
      showMore?: () => void;
    };

interface Settled {
  key: string;
  outcome: SearchOutcome;
  results?: PagefindResult[];
}

function toHit({ url, meta, filters, excerpt, content }: PagefindResultData): SearchHit {
  const text = excerptParts(excerpt)
    .map((part) => part.text)
    .join('');
  return {
    url,
    title: meta.title ?? url,
    section: getCategory(filters[SECTION_FILTER]?.[0] ?? '') ?? undefined,
    date: meta.date,
    excerpt,
    cut: { start: !content.startsWith(text), end: !content.endsWith(text) },
  };
}

const loadHits = (results: PagefindResult[]) => Promise.all(results.map(async (result) => toHit(await result.data())));

/** Runs a search through Pagefind and loads the results' data a page at a time. */
export function useSearch({ query, sections, sort }: SearchRequest): SearchOutcome {
  const key = JSON.stringify([query, sections, sort]);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    (async () => {
      try {
        const pagefind = await loadPagefind();
        const search = await pagefind.search(query, {
          filters: sections.length > 0 ? { [SECTION_FILTER]: { any: sections } } : {},
          sort: sort === 'newest' ? { date: 'desc' } : undefined,
        });
        const hits = await loadHits(search.results.slice(0, PAGE_SIZE));
        const counts = search.totalFilters[SECTION_FILTER] ?? {};
        const outcome = { status: 'done', total: search.results.length, counts, hits } as const;
        if (current) setSettled({ key, results: search.results, outcome });
      } catch (error) {
        console.error('Search failed to load', error);
        if (current) setSettled({ key, outcome: { status: 'failed' } });
      }
    })();
    return () => {
      current = false;
    };
    // `key` stands for query, sections and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

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

  if (!query) return { status: 'idle' };
  if (settled?.key !== key) return { status: 'loading' };
  const { outcome } = settled;
  if (outcome.status === 'done' && outcome.hits.length < outcome.total) return { ...outcome, showMore };
  return outcome;
}
