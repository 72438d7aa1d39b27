import { getAuthors } from '@/lib/authors';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { NotFoundView } from './not-found-view';
import { notFoundWords } from './not-found-words';

/**
 * A not-found page's content, as both serve it: the default edition's 404.html (app/global-not-found.tsx)
 * and another edition's own (app/(editions)/[edition]/404/). The view says what the address lacks, with
 * every edition's words and the staff's names handed to it.
 */
export function NotFoundPage() {
  return (
    <ErrorBoundary>
      <NotFoundView
        authorNames={Object.fromEntries(getAuthors().map((author) => [author.slug, author.name]))}
        words={notFoundWords()}
      />
    </ErrorBoundary>
  );
}
