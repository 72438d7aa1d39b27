'use client';
// Why in the browser: the host serves one 404 page for every unknown address; only the address says what was missing.

import { useEffect, useSyncExternalStore } from 'react';
import { useEdition } from '@/components/edition/edition-provider';
import type { Messages } from '@/server/editions';
import { MessagePage } from '@/components/ui/message-page';
import { getCategory } from '@/lib/categories';
import { editionOfPath, fill, inEdition } from '@/lib/editions';
import { parseRoute, routes, sectionOf, withoutBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

type Message = Parameters<typeof MessagePage>[0];

/**
 * The staff's names by slug, handed over by the server: the browser then loads no author data (their
 * bios ran to a kilobyte and a half of every page's scripts) to name one on a 404.
 */
export type AuthorNames = Record<string, string>;

/** One edition's words for a 404: its `notFound` lines, and its sections' names by id. */
export interface NotFoundWords {
  notFound: Messages['notFound'];
  sections: Record<string, string>;
}

/**
 * Every edition's 404 words, by edition id (components/not-found/not-found-words.ts): the host's one
 * 404 page, in the default edition, answers `/es/…` too, and says it in Spanish there.
 */
export type EditionsNotFoundWords = Record<string, NotFoundWords>;

type Kind = 'page' | 'article' | 'category' | 'author' | 'topic';

/**
 * What the address asked for, in the words of the edition the address is in (`path` is within it).
 * Past the last page of a section's or an author's stories, the message names the listing and links
 * to its latest (front) page; otherwise it names the part of the site the address is under.
 * `link` makes a site path of the address's edition a link's href.
 */
function messageFor(path: string, authorNames: AuthorNames, words: NotFoundWords, link: (path: string) => string): Message {
  const { notFound } = words;
  const home = { href: link(routes.home()), label: notFound.home };
  const pastTheEnd = (text: string, firstPage: string, name: string): Message => ({
    title: notFound.page,
    text,
    link: { href: link(firstPage), label: fill(notFound.latestPage, { name }) },
  });
  const route = parseRoute(path);
  if (route?.name === 'category' && route.page > 0) {
    const category = getCategory(route.id);
    if (category) {
      const name = words.sections[category.id] ?? category.displayName;
      return pastTheEnd(fill(notFound.noPage, { name, page: route.page }), routes.category(category.id), name);
    }
  }
  if (route?.name === 'author' && route.page > 0) {
    const author = authorNames[route.slug];
    if (author)
      return pastTheEnd(
        fill(notFound.authorNoPage, { name: author, page: route.page }),
        routes.author(route.slug),
        fill(notFound.storiesBy, { name: author }),
      );
  }
  const section = sectionOf(path);
  const kind: Kind = section === null || section === 'search' ? 'page' : section;
  if (kind === 'topic')
    return { title: notFound.topic, text: notFound.topicText, link: { href: link(routes.topics()), label: notFound.allTopics } };
  return { title: notFound[kind], text: notFound[`${kind}Text` as const], link: home };
}

const currentPath = () => withoutBasePath(window.location.pathname);
const subscribe = () => () => {};

export function NotFoundView({ authorNames, words }: { authorNames: AuthorNames; words: EditionsNotFoundWords }) {
  const { edition: pageEdition } = useEdition();
  // In the HTML, before a script reads the address: the page's edition's front page, so its words.
  const address = useSyncExternalStore(subscribe, currentPath, () => inEdition(pageEdition, routes.home()));
  // The address's edition and its words; the page's own when the server handed none of that edition's.
  const { edition, path } = editionOfPath(address);
  const own = words[edition.id];
  const said = own ? edition : pageEdition;
  const chosen: NotFoundWords = own ?? words[pageEdition.id];
  // A link puts a path in the page's edition: a path of another edition's is given in that one's. (By id:
  // the page's edition came from the server, so it is another object than lib/editions.ts's.)
  const link = (sitePath: string) => (edition.id === pageEdition.id ? sitePath : inEdition(edition, sitePath));
  const foreign = said.id !== pageEdition.id;
  useEffect(() => {
    if (foreign) document.title = `${chosen.notFound.page} | ${siteConfig.name}`;
  }, [foreign, chosen.notFound.page]);
  const message = <MessagePage {...messageFor(path, authorNames, chosen, link)} />;
  return foreign ? <div lang={said.locale}>{message}</div> : message;
}
