import { getCategories } from '@/lib/categories';
import { siteConfig } from '@/lib/site';

/** What a search page address asks for: `/search/?q=court&section=us&section=world&sort=newest`. */
export interface SearchRequest {
  query: string;
  /** Category ids; none means every section. */
  sections: string[];
  sort: SearchSort;
}

export type SearchSort = 'relevance' | 'newest';

const sectionIds = new Set(getCategories().map((category) => category.id as string));

export function parseSearch(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  const sections = [...new Set(params.getAll('section'))].filter((id) => sectionIds.has(id));
  const sort = params.get('sort') === 'newest' ? 'newest' : 'relevance';
  return { query: (params.get('q') ?? '').trim(), sections, sort };
}

export function searchPath({ query, sections, sort }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  for (const id of sections) params.append('section', id);
  if (sort !== 'relevance') params.set('sort', sort);
  return `${siteConfig.basePath}/search/?${params}`;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the address changes on Back/Forward and through `showSearch`. */
export function subscribeToAddress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Puts a search in the address bar without a page load. Next.js keeps its router in step with
 * history.pushState/replaceState. A new query gets its own history entry; a change of filter or order does not.
 */
export function showSearch(request: SearchRequest, mode: 'push' | 'replace'): void {
  const url = searchPath(request);
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  listeners.forEach((listener) => listener());
}
