import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { notFoundWords } from '@/components/not-found/not-found-words';
import { getAuthors } from '@/lib/authors';
import { messages } from '@/server/editions';

// Next marks this page noindex itself. The layout around it has entered the page's edition.
export function generateMetadata(): Metadata {
  return { title: messages().meta.notFound };
}

export default function NotFound() {
  return (
    <NotFoundView
      authorNames={Object.fromEntries(getAuthors().map((author) => [author.slug, author.name]))}
      words={notFoundWords()}
    />
  );
}
