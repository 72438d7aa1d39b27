import type { ArticleSummary } from '@/lib/article';
import { cn } from '@/lib/utils';
import { ArticleCard, type CardSize } from './article-card';

interface ArticleGridProps {
  articles: ArticleSummary[];
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first image is the largest one in view, so it loads first. */
  leadsPage?: boolean;
  className?: string;
}

/** One column on phones, two from `sm`, four from `lg`. */
export function ArticleGrid({ articles, size = 'default', headingLevel = 3, leadsPage = false, className }: ArticleGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {articles.map((article, index) => (
        <li key={article.slug} className="flex">
          <ArticleCard
            article={article}
            size={size}
            headingLevel={headingLevel}
            priority={leadsPage && index === 0}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
