import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import { CategorySection } from './category-section';
import { TopStories } from './top-stories';

interface HomeViewProps {
  latest: ArticleSummary[];
  /** Each section's first cards, and whether it has more than those. */
  sections: { category: Category; articles: ArticleSummary[]; hasMore: boolean }[];
}

export function HomeView({ latest, sections }: HomeViewProps) {
  return (
    <>
      <TopStories articles={latest} />
      {sections.map(({ category, articles, hasMore }) => (
        <CategorySection key={category.id} category={category} articles={articles} hasMore={hasMore} />
      ))}
    </>
  );
}
