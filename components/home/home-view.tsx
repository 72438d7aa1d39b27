'use client';
// Why in the browser: not for behaviour. The front page's markup follows from its cards' fields, so its RSC payload carries the fields (about a tenth of the page's bytes less) instead of the markup.

import type { CardArticle } from '@/components/article/article-card-view';
import type { Category } from '@/lib/categories';
import { CategorySection } from './category-section';
import { TopStories } from './top-stories';

export interface HomeViewProps {
  /** The latest stories' cards: the lead's with its excerpt. */
  latest: CardArticle[];
  /** Each section's first cards, and whether it has more than those. */
  sections: { category: Pick<Category, 'id' | 'displayName'>; cards: CardArticle[]; hasMore: boolean }[];
}

export function HomeView({ latest, sections }: HomeViewProps) {
  return (
    <>
      <TopStories cards={latest} />
      {sections.map(({ category, cards, hasMore }) => (
        <CategorySection key={category.id} category={category} cards={cards} hasMore={hasMore} />
      ))}
    </>
  );
}
