import type { ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Page } from '@/lib/pagination';
import { authorCrumbs } from '@/lib/breadcrumbs';
import { breadcrumbList, person } from '@/lib/structured-data';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { currentEdition, messages } from '@/server/editions';
import { AuthorView } from './author-view';

interface AuthorScreenProps {
  author: Author;
  listing: Page<ArticleSummary>;
}

export function AuthorScreen({ author, listing }: AuthorScreenProps) {
  const edition = currentEdition();
  const words = messages();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          inLanguage: edition.locale,
          mainEntity: person(author, edition),
        }}
      />
      <JsonLd data={breadcrumbList(authorCrumbs(words, author, listing.page), edition)} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel={words.ui.listingErrorText}>
        <AuthorView author={author} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
