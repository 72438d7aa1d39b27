import type { ArticleSummary } from '@/lib/article';
import { cardFields } from './article-card';
import { ArticleGridView, type ArticleGridViewProps } from './article-grid-view';
import { gridCardSize } from './grid-layout';

interface ArticleGridProps extends Omit<ArticleGridViewProps, 'cards'> {
  articles: ArticleSummary[];
}

/** A list of stories (ArticleGridView): each story cut to the fields its card draws, here on the server. */
export function ArticleGrid({ articles, size = 'default', ...props }: ArticleGridProps) {
  const cardSize = gridCardSize(articles.length, size);
  return <ArticleGridView cards={articles.map((article) => cardFields(article, cardSize))} size={size} {...props} />;
}
