'use client';
// Why in the browser: not for behaviour. A list's markup follows from its cards' fields and its count, so each page's RSC payload carries the fields instead of the markup.

import { clsx } from 'clsx';
import { ArticleCardView, type CardArticle, type CardSize } from './article-card-view';
import { gridCardSize, gridLayout } from './grid-layout';

export interface ArticleGridViewProps {
  cards: CardArticle[];
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first image is the largest one in view, so it loads first. */
  leadsPage?: boolean;
  /** Each card's section label: off on a section's own page. */
  showSection?: boolean;
  className?: string;
}

/**
 * One column on phones: the first story with its picture, the rest as compact rows. From `sm`,
 * two columns, four from `lg`; fewer than four stories are laid out for their count.
 */
export function ArticleGridView({
  cards,
  size = 'default',
  headingLevel = 3,
  leadsPage = false,
  showSection = true,
  className,
}: ArticleGridViewProps) {
  const layout = gridLayout(cards.length);
  return (
    <ul className={clsx('grid grid-cols-1 gap-x-6 gap-y-4 sm:gap-y-10', layout.grid, className)}>
      {cards.map((card, index) => {
        const lead = index === 0 ? layout.lead : undefined;
        return (
          <li key={card.slug} className={clsx('flex', lead?.item, index > 0 && 'max-sm:border-t max-sm:border-rule max-sm:pt-4')}>
            <ArticleCardView
              article={card}
              size={gridCardSize(cards.length, size)}
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
