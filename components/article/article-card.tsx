import type { ArticleSummary } from '@/lib/article';
import { formatCardDate } from '@/lib/dates';
import { ArticleCardView, type ArticleCardViewProps, type CardSize } from './article-card-view';

export type { CardSize };

interface ArticleCardProps extends Omit<ArticleCardViewProps, 'article'> {
  article: ArticleSummary;
}

/**
 * Hands the card only the fields it draws: whatever a client component is given is written into the
 * page's RSC payload, and a summary's other fields (byline, caption, credit) would ride along.
 */
export function ArticleCard({ article, size = 'default', ...props }: ArticleCardProps) {
  const { slug, title, category, publishedDate, imageURL, image, imageAlt, excerpt, kind } = article;
  const fields = {
    slug,
    title,
    category,
    publishedDate,
    imageURL,
    image,
    imageAlt,
    dateLabel: formatCardDate(publishedDate),
    // News carries no label, and no field in the payload.
    ...(kind && kind !== 'news' && { kind }),
  };
  // Small cards show no excerpt.
  return <ArticleCardView article={size === 'small' ? fields : { ...fields, excerpt }} size={size} {...props} />;
}
