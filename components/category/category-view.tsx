import type { ArticleSummary } from '@/lib/articles';
import type { Category } from '@/lib/categories';
import { routes } from '@/lib/site';
import { ArticleGrid } from '@/components/article/article-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';

interface CategoryViewProps {
  category: Category;
  articles: ArticleSummary[];
}

export function CategoryView({ category, articles }: CategoryViewProps) {
  return (
    <>
      <Breadcrumb items={[{ label: 'Home', href: routes.home() }, { label: category.displayName }]} />
      <h1 className="mt-4 border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">
        {category.displayName}
      </h1>
      {articles.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted">No articles found in this category.</p>
      ) : (
        <ArticleGrid articles={articles} headingLevel={2} leadsPage className="mt-10" />
      )}
    </>
  );
}
