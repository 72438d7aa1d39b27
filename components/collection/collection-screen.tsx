import { listingCrumbs } from '@/lib/breadcrumbs';
import { routes } from '@/lib/routes';
import { breadcrumbList, collectionPage } from '@/lib/structured-data';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { currentEdition, messages } from '@/server/editions';
import { CollectionView, type CollectionViewProps } from './collection-view';

/** A list's page behind the loading model, with its structured data: a collection of its stories and its trail. */
export function CollectionScreen(props: CollectionViewProps) {
  const { collection, listing } = props;
  const edition = currentEdition();
  const words = messages();
  const path = (page?: number) => routes[collection.id](page);
  return (
    <>
      <JsonLd
        data={collectionPage({
          name: collection.heading,
          description: collection.description,
          path: path(listing.page),
          stories: listing.items,
          edition,
        })}
      />
      <JsonLd data={breadcrumbList(listingCrumbs(words, collection.heading, path, listing.page), edition)} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel={words.ui.listingErrorText}>
        <CollectionView {...props} />
      </LoadingBoundary>
    </>
  );
}
