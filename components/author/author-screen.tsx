import type { ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Page } from '@/lib/pagination';
import { authorCrumbs } from '@/lib/breadcrumbs';
import { breadcrumbList, person } from '@/lib/structured-data';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { AuthorView } from './author-view';

interface AuthorScreenProps {
  author: Author;
  listing: Page<ArticleSummary>;
}

export function AuthorScreen({ author, listing }: AuthorScreenProps) {
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: person(author) }} />
      <JsonLd data={breadcrumbList(authorCrumbs(author, listing.page))} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel="Failed to load articles">
        <AuthorView author={author} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
