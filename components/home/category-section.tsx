import { Link } from '@/components/ui/link';
import type { ArticleSummary } from '@/lib/articles';
import { SECTION_SIZE } from '@/lib/articles';
import type { Category } from '@/lib/categories';
import { routes } from '@/lib/site';
import { ArticleGrid } from '@/components/article/article-grid';
import { SectionHeading } from '@/components/ui/section-heading';

interface CategorySectionProps {
  category: Category;
  /** Every article of the category; the first four are shown. */
  articles: ArticleSummary[];
}

export function CategorySection({ category, articles }: CategorySectionProps) {
  const headingId = `section-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-16">
      <SectionHeading id={headingId}>{category.displayName}</SectionHeading>
      <ArticleGrid articles={articles.slice(0, SECTION_SIZE)} size="small" className="mt-6" />
      {articles.length > SECTION_SIZE && (
        <div className="mt-8">
          <Link href={routes.category(category.id)} className="button-secondary" aria-label={`View More ${category.displayName}`}>
            View More
          </Link>
        </div>
      )}
    </section>
  );
}
