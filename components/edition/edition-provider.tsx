'use client';
// Why in the browser: the site's client components (the header, the search, the loading states) say
// their words and make their links in the page's edition, which the page's server render hands them here.

import { createContext, useContext, type ReactNode } from 'react';
import { defaultEdition, editionPrefix, type Edition } from '@/lib/editions';
import type { ClientMessages } from '@/server/editions';

interface EditionContextValue {
  edition: Edition;
  /** The ids of the editions this build publishes (the default one, and each other with a story): the ones to link. */
  published: string[];
  /** The edition's words, from its dictionary (data/editions/{id}.json), with the page's payload. */
  messages: ClientMessages;
}

const EditionContext = createContext<EditionContextValue | null>(null);

export function EditionProvider({ edition, messages, published, children }: EditionContextValue & { children: ReactNode }) {
  return <EditionContext value={{ edition, messages, published }}>{children}</EditionContext>;
}

/** The page's edition and its words. */
export function useEdition(): EditionContextValue {
  const value = useContext(EditionContext);
  if (!value) throw new Error('useEdition() needs an <EditionProvider> (app/(site)/layout.tsx renders one)');
  return value;
}

/** The page's words. */
export const useMessages = (): ClientMessages => useEdition().messages;

/** A site path in the page's edition: `/news/x/` on a Spanish page is `/es/news/x/`. */
export function useEditionPath(): (path: string) => string {
  const edition = useContext(EditionContext)?.edition ?? defaultEdition;
  return (path) => `${editionPrefix(edition)}${path}`;
}
