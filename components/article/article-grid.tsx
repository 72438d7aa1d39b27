import type { ArticleSummary } from '@/lib/article';
import { cardFields, type CardSize } from './article-card';
import type { CardArticle } from './article-card-view';
import { ArticleGridView, type ArticleGridViewProps } from './article-grid-view';
import { gridCardSize } from './grid-layout';

interface ArticleGridProps extends Omit<ArticleGridViewProps, 'cards'> {
  articles: ArticleSummary[];
}

/** A list's stories cut, here on the server, to the fields their cards draw at the size the list gives them. */
export function gridCards(articles: ArticleSummary[], size: CardSize = 'default'): CardArticle[] {
  const cardSize = gridCardSize(articles.length, size);
  return articles.map((article) => cardFields(article, cardSize));
}

/** A list of stories (ArticleGridView), handed their cards' fields. */
export function ArticleGrid({ articles, size = 'default', ...props }: ArticleGridProps) {
  return <ArticleGridView cards={gridCards(articles, size)} size={size} {...props} />;
}
