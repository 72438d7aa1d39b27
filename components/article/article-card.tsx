import { labelledKind, type ArticleSummary } from '@/lib/article';
import { formatCardDate } from '@/lib/dates';
import { currentEdition } from '@/server/editions';
import { ArticleCardView, type ArticleCardViewProps, type CardArticle, type CardSize } from './article-card-view';

export type { CardSize };

interface ArticleCardProps extends Omit<ArticleCardViewProps, 'article'> {
  article: ArticleSummary;
}

/**
 * The fields a card draws, and only those: whatever a client component is given is written into the
 * page's RSC payload, and a summary's other fields (byline, caption, credit) would ride along.
 * The date is in the page's edition's locale. Small cards show no excerpt; news carries no label, and no field for one; an open live story is labelled Live.
 */
export function cardFields(article: ArticleSummary, size: CardSize = 'default'): CardArticle {
  const { slug, title, category, publishedDate, imageURL, image, imageAlt, excerpt } = article;
  const kind = labelledKind(article);
  return {
    slug,
    title,
    category,
    publishedDate,
    imageURL,
    image,
    imageAlt,
    dateLabel: formatCardDate(publishedDate, currentEdition().locale),
    ...(size !== 'small' && { excerpt }),
    ...(kind && { kind }),
    ...(article.liveState === 'open' && { live: true as const }),
  };
}

export function ArticleCard({ article, size = 'default', ...props }: ArticleCardProps) {
  return <ArticleCardView article={cardFields(article, size)} size={size} {...props} />;
}
