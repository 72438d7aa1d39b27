import type { ArticleSummary } from '@/lib/article';
import { cn } from '@/lib/utils';
import { ArticleCard, type CardSize } from './article-card';
import type { CardArrangement } from './article-card-view';

interface ArticleGridProps {
  articles: ArticleSummary[];
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first image is the largest one in view, so it loads first. */
  leadsPage?: boolean;
  /** Each card's section label: off on a section's own page. */
  showSection?: boolean;
  className?: string;
}

interface Layout {
  grid: string;
  size?: CardSize;
  arrangement?: CardArrangement;
  /** Classes of the first card's item only. */
  lead?: { item: string; arrangement: CardArrangement };
}

const columns: Layout = { grid: 'sm:grid-cols-2 lg:grid-cols-4' };

/**
 * A list of 1, 2 or 3 stories laid out for its count, as an edited page does, instead of leaving
 * columns empty: one story runs across the row with its picture beside it, two share it, three
 * take a third each. Four or more fill the columns (the last row of a long list may be short).
 */
const fitted: Record<number, Layout> = {
  1: { grid: '', size: 'default', arrangement: 'row-from-sm' },
  2: { grid: 'sm:grid-cols-2', size: 'default', arrangement: 'row-from-lg' },
  3: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    lead: { item: 'sm:max-lg:col-span-2', arrangement: 'row-sm-to-lg' },
  },
};

/**
 * One column on phones: the first story with its picture, the rest as compact rows. From `sm`,
 * two columns, four from `lg`; fewer than four stories are laid out for their count.
 */
export function ArticleGrid({
  articles,
  size = 'default',
  headingLevel = 3,
  leadsPage = false,
  showSection = true,
  className,
}: ArticleGridProps) {
  const layout = fitted[articles.length] ?? columns;
  return (
    <ul className={cn('grid grid-cols-1 gap-x-6 gap-y-4 sm:gap-y-10', layout.grid, className)}>
      {articles.map((article, index) => {
        const lead = index === 0 ? layout.lead : undefined;
        return (
          <li
            key={article.slug}
            className={cn('flex', lead?.item, index > 0 && 'max-sm:border-t max-sm:border-rule max-sm:pt-4')}
          >
            <ArticleCard
              article={article}
              size={layout.size ?? size}
              headingLevel={headingLevel}
              priority={leadsPage && index === 0}
              compact={index > 0}
              arrangement={lead?.arrangement ?? layout.arrangement}
              showSection={showSection}
              className="w-full"
            />
          </li>
        );
      })}
    </ul>
  );
}
