import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import { archivePageLabel } from '@/lib/archive-label';
import type { Page } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { ArticleGrid } from '@/components/article/article-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { categoryCrumbs } from '@/lib/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { EmptyCategory } from '@/components/ui/empty-category';
import { currentEdition, messages } from '@/server/editions';

interface CategoryViewProps {
  category: Category;
  listing: Page<ArticleSummary>;
}

export function CategoryView({ category, listing }: CategoryViewProps) {
  const { items, page } = listing;
  const words = messages();
  const pageLabel = archivePageLabel(listing, words, currentEdition().locale);
  return (
    <>
      <Breadcrumb crumbs={categoryCrumbs(words, category, page)} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-rule pb-6">
        <h1 className="font-serif text-4xl font-bold text-ink sm:text-5xl">{category.displayName}</h1>
        {pageLabel && <p className="text-sm text-muted">{pageLabel}</p>}
      </div>
      {items.length === 0 ? (
        <EmptyCategory className="py-16" />
      ) : (
        <ArticleGrid articles={items} headingLevel={2} leadsPage showSection={false} className="mt-8 sm:mt-10" />
      )}
      <Pagination
        listing={listing}
        href={(number) => routes.category(category.id, number)}
        label={category.displayName}
        className="mt-12"
      />
    </>
  );
}
