import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import type { Page } from '@/lib/pagination';
import { breadcrumbList } from '@/lib/structured-data';
import { categoryCrumbs } from '@/lib/breadcrumbs';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { currentEdition, messages } from '@/server/editions';
import { CategoryView } from './category-view';

interface CategoryScreenProps {
  category: Category;
  listing: Page<ArticleSummary>;
}

export function CategoryScreen({ category, listing }: CategoryScreenProps) {
  const words = messages();
  return (
    <>
      <JsonLd data={breadcrumbList(categoryCrumbs(words, category, listing.page), currentEdition())} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel={words.ui.listingErrorText}>
        <CategoryView category={category} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
