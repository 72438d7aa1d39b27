import { useCallback, useEffect, useState } from 'react';
import { getCategories } from '@/lib/categories';
import { excerptParts } from './excerpt';
import { loadPagefind, type PagefindResult, type PagefindResultData } from './pagefind';
import type { SearchRequest } from './search-location';

export const PAGE_SIZE = 10;

export interface SearchHit {
  url: string;
  title: string;
  section?: string;
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
      /** Results per section name for the query alone, whatever sections are chosen. */
      counts: Record<string, number>;
      hits: SearchHit[];
      showMore?: () => void;
    };

interface Settled {
  key: string;
  outcome: SearchOutcome;
  results?: PagefindResult[];
}

const sectionName = (id: string) => getCategories().find((category) => category.id === id)?.displayName ?? id;

function toHit({ url, meta, filters, excerpt, content }: PagefindResultData): SearchHit {
  const text = excerptParts(excerpt)
    .map((part) => part.text)
    .join('');
  return {
    url,
    title: meta.title ?? url,
    section: filters.section?.[0],
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
          filters: sections.length > 0 ? { section: { any: sections.map(sectionName) } } : {},
          sort: sort === 'newest' ? { date: 'desc' } : undefined,
        });
        const hits = await loadHits(search.results.slice(0, PAGE_SIZE));
        const counts = search.totalFilters.section ?? {};
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
