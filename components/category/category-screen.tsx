import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import type { Page } from '@/lib/pagination';
import { breadcrumbList } from '@/lib/structured-data';
import { categoryCrumbs } from '@/lib/breadcrumbs';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { CategoryView } from './category-view';

interface CategoryScreenProps {
  category: Category;
  listing: Page<ArticleSummary>;
}

export function CategoryScreen({ category, listing }: CategoryScreenProps) {
  return (
    <>
      <JsonLd data={breadcrumbList(categoryCrumbs(category, listing.page))} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel="Failed to load articles">
        <CategoryView category={category} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
