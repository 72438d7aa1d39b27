import 'server-only';
import { getCategories, sectionNameIn } from '@/lib/categories';
import { editions } from '@/lib/editions';
import { messagesOf } from '@/server/editions';
import type { EditionsNotFoundWords } from './not-found-view';

/**
 * Every edition's words for the 404 page, by edition id: the host serves one 404 page (the default
 * edition's) for every unknown address, `/es/…` among them, and NotFoundView says what was missing in
 * the language of the address. A few lines an edition, not its whole dictionary.
 */
export function notFoundWords(): EditionsNotFoundWords {
  return Object.fromEntries(
    editions.map((edition) => {
      const words = messagesOf(edition);
      const sections = getCategories().map((category) => [category.id, sectionNameIn(words.sections, category)]);
      return [edition.id, { notFound: words.notFound, sections: Object.fromEntries(sections) }];
    }),
  );
}
