import type { ArticleSummary } from '@/lib/articles';
import type { Category } from '@/lib/categories';
import { CategorySection } from './category-section';
import { TopStories } from './top-stories';

interface HomeViewProps {
  latest: ArticleSummary[];
  sections: { category: Category; articles: ArticleSummary[] }[];
}

export function HomeView({ latest, sections }: HomeViewProps) {
  return (
    <>
      <TopStories articles={latest} />
      {sections.map(({ category, articles }) => (
        <CategorySection key={category.id} category={category} articles={articles} />
      ))}
    </>
  );
}
