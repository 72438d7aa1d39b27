import { getCategory } from './categories';
import type { SearchRequest } from './routes';
import { getTopic } from './topics';

/*
 * Apart from lib/routes.ts, which every page's scripts carry: reading a search's address needs the
 * topics' ids, which only the search page loads.
 */

/** What a search page's query string asks for; unknown sections, topics and orders are dropped. */
export function parseSearch(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  const sections = [...new Set(params.getAll('section'))].filter((id) => getCategory(id) !== null);
  const topics = [...new Set(params.getAll('topic'))].filter((id) => getTopic(id) !== null);
  const sort = params.get('sort') === 'newest' ? 'newest' : 'relevance';
  return { query: (params.get('q') ?? '').trim(), sections, topics, sort };
}
