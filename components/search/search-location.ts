import { inEdition, type Edition } from '@/lib/editions';
import { routes, withBasePath, type SearchRequest } from '@/lib/routes';

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
 * Puts a search in the address bar, on the search page of `edition`, without a page load. Next.js keeps its router in step with
 * history.pushState/replaceState. A new query gets its own history entry; a change of filter or order does not.
 */
export function showSearch(request: SearchRequest, mode: 'push' | 'replace', edition: Edition): void {
  const url = withBasePath(inEdition(edition, routes.search(request)));
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  listeners.forEach((listener) => listener());
}
