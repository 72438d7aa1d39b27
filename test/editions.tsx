/**
 * A test in another edition than the default (test/render.tsx renders in the default one):
 *
 *   jest.mock('@/server/editions', () => jest.requireActual<typeof import('@/test/editions')>('@/test/editions').serverEditionsIn('es'));
 *   render(ui, { wrapper: editionWrapper('es') });
 *
 * This file reads '@/server/editions' only through `jest.requireActual`, when a function here is
 * called: a test's mock factory of that module loads it, and an import of the module here would ask
 * for the mock being made.
 */
import type { ReactNode } from 'react';
import { EditionProvider } from '@/components/edition/edition-provider';
import { editionOf, editions } from '@/lib/editions';

type ServerEditions = typeof import('@/server/editions');

const actualServerEditions = () => jest.requireActual<ServerEditions>('@/server/editions');

/** Edition `id`'s words, as a page hands a client component the namespaces only it says (`search`, `live`, `offline`, `notFound`). */
export const wordsOf = (id: string) => actualServerEditions().messagesOf(editionOf(id));

/** The wrapper for `render(ui, { wrapper })` that puts what it renders in edition `id`, with the words its layout hands the browser. */
export function editionWrapper(id: string) {
  const edition = editionOf(id);
  const server = actualServerEditions();
  return function InEdition({ children }: { children: ReactNode }) {
    return (
      <EditionProvider
        edition={edition}
        messages={server.clientMessages(server.messagesOf(edition))}
        published={editions.map(({ id }) => id)}
      >
        {children}
      </EditionProvider>
    );
  };
}

/**
 * '@/server/editions' as the server components of a page in edition `id` read it, for a factory of
 * `jest.mock('@/server/editions', …)`: its edition, its words, and its names of sections, topics and authors.
 */
export function serverEditionsIn(id: string): ServerEditions {
  const actual = actualServerEditions();
  const edition = editionOf(id);
  return {
    ...actual,
    currentEdition: () => edition,
    messages: () => actual.messagesOf(edition),
    localCategory: (category, inEdition = edition) => actual.localCategory(category, inEdition),
    localTopic: (topic, inEdition = edition) => actual.localTopic(topic, inEdition),
    localAuthor: (author, inEdition = edition) => actual.localAuthor(author, inEdition),
  };
}
