import { ArticleCardView, type CardArticle } from '@/components/article/article-card-view';
import { LATEST_COUNT } from '@/lib/pagination';
import { SectionHeading } from '@/components/ui/section-heading';
import { useMessages } from '@/components/edition/edition-provider';

/** The lead story large, the next beside it (below it on phones, as compact rows). */
export function TopStories({ cards }: { cards: CardArticle[] }) {
  const [main, ...side] = cards;
  const words = useMessages();
  return (
    <section aria-labelledby="top-stories-heading">
      <SectionHeading id="top-stories-heading">{words.listing.topStories}</SectionHeading>
      {cards.length < LATEST_COUNT ? (
        <p className="py-12 text-center text-muted">{words.listing.loadingFeatured}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-10 lg:grid-cols-3 lg:gap-8">
          <ArticleCardView article={main} size="large" headingLevel={3} priority className="lg:col-span-2" />
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-10 lg:grid-cols-1 lg:gap-8 lg:border-s lg:border-rule lg:ps-8">
            {side.map((card) => (
              <ArticleCardView
                key={card.slug}
                article={card}
                size="medium"
                headingLevel={3}
                compact
                className="max-sm:border-t max-sm:border-rule max-sm:pt-4"
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
