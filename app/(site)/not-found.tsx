import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { getAuthors } from '@/lib/authors';

// Next marks this page noindex itself.
export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return <NotFoundView authorNames={Object.fromEntries(getAuthors().map((author) => [author.slug, author.name]))} />;
}
