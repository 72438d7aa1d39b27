'use client';
// Why in the browser: not for behaviour. A card's markup and its image's srcSet lists follow from a few fields, so each page's RSC payload carries those fields instead of the markup.

import { clsx } from 'clsx';
import { ArticleDate } from '@/components/ui/article-date';
import { CategoryLabel } from '@/components/ui/category-label';
import { Link } from '@/components/ui/link';
import type { ArticleSummary } from '@/lib/article';
import { getCategory } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { ResponsiveImage } from './responsive-image';

export type CardSize = 'large' | 'medium' | 'small' | 'default';

/** What a card draws; the excerpt only on the sizes that show one; the date as formatted on the server. */
export type CardArticle = Pick<
  ArticleSummary,
  'slug' | 'title' | 'category' | 'publishedDate' | 'imageURL' | 'image' | 'imageAlt'
> & { excerpt?: string; dateLabel: string };

export interface ArticleCardViewProps {
  article: CardArticle;
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** Above the fold on its page: load the image first. */
  priority?: boolean;
  className?: string;
}

// Small and default cards look alike; they differ in the excerpt, which ArticleCard hands only to the default.
const gridCard = { title: 'text-lg leading-snug', sizes: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw' };
const styles: Record<CardSize, { title: string; sizes: string }> = {
  large: { title: 'text-3xl sm:text-4xl leading-tight', sizes: '(min-width: 1024px) 720px, 100vw' },
  medium: { title: 'text-xl leading-snug', sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw' },
  small: gridCard,
  default: gridCard,
};

export function ArticleCardView({
  article,
  size = 'default',
  headingLevel = 3,
  priority = false,
  className,
}: ArticleCardViewProps) {
  const style = styles[size];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx('group relative flex flex-col gap-3', className)}>
      <div className="overflow-hidden rounded-sm">
        <ResponsiveImage
          source={article}
          alt={article.imageAlt}
          sizes={style.sizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <CategoryLabel>{getCategory(article.category)?.displayName}</CategoryLabel>
      <Heading className={clsx('font-serif font-bold text-balance text-ink', style.title)}>
        <Link
          href={routes.article(article.slug)}
          className="underline-offset-4 group-hover:underline after:absolute after:inset-0"
        >
          {article.title}
        </Link>
      </Heading>
      {article.excerpt && (
        <p className={clsx('text-muted', size === 'large' ? 'text-lg' : 'line-clamp-3 text-base')}>{article.excerpt}</p>
      )}
      <ArticleDate date={article.publishedDate} label={article.dateLabel} />
    </article>
  );
}
