import { Link } from '@/components/ui/link';
import { useMessages } from '@/components/edition/edition-provider';
import { fill } from '@/lib/editions';
import type { CardArticle } from '@/components/article/article-card-view';
import type { Category } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { ArticleGridView } from '@/components/article/article-grid-view';
import { EmptyCategory } from '@/components/ui/empty-category';
import { SectionHeading } from '@/components/ui/section-heading';

interface CategorySectionProps {
  category: Pick<Category, 'id' | 'displayName'>;
  /** The section's first cards (SECTION_SIZE of them at most). */
  cards: CardArticle[];
  /** The category has more articles than these: offer its page. */
  hasMore: boolean;
}

export function CategorySection({ category, cards, hasMore }: CategorySectionProps) {
  const headingId = `section-${category.id}`;
  const words = useMessages();
  return (
    <section aria-labelledby={headingId} className="mt-8 sm:mt-16">
      <SectionHeading id={headingId}>{category.displayName}</SectionHeading>
      {cards.length === 0 ? (
        <EmptyCategory className="py-10" />
      ) : (
        <ArticleGridView cards={cards} size="small" showSection={false} className="mt-4 sm:mt-6" />
      )}
      {hasMore && (
        <div className="mt-6 sm:mt-8">
          <Link
            href={routes.category(category.id)}
            className="button-secondary"
            aria-label={fill(words.listing.viewMoreOf, { section: category.displayName })}
          >
            {words.listing.viewMore}
          </Link>
        </div>
      )}
    </section>
  );
}
