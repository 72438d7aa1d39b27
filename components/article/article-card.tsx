import { Link } from '@/components/ui/link';
import type { ArticleSummary } from '@/lib/articles';
import { getCategory } from '@/lib/categories';
import { routes } from '@/lib/site';
import { cn } from '@/lib/utils';
import { ArticleDate } from '@/components/ui/article-date';
import { CategoryLabel } from '@/components/ui/category-label';
import { ResponsiveImage } from './responsive-image';

export type CardSize = 'large' | 'medium' | 'small' | 'default';

interface ArticleCardProps {
  article: ArticleSummary;
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** Above the fold on its page: load the image first. */
  priority?: boolean;
  className?: string;
}

const styles: Record<CardSize, { title: string; sizes: string; excerpt: boolean }> = {
  large: { title: 'text-3xl sm:text-4xl leading-tight', sizes: '(min-width: 1024px) 720px, 100vw', excerpt: true },
  medium: { title: 'text-xl leading-snug', sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw', excerpt: true },
  small: { title: 'text-lg leading-snug', sizes: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw', excerpt: false },
  default: { title: 'text-lg leading-snug', sizes: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw', excerpt: true },
};

export function ArticleCard({ article, size = 'default', headingLevel = 3, priority = false, className }: ArticleCardProps) {
  const style = styles[size];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cn('group relative flex flex-col gap-3', className)}>
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
      <Heading className={cn('font-serif font-bold text-balance text-ink', style.title)}>
        <Link
          href={routes.article(article.slug)}
          className="underline-offset-4 group-hover:underline after:absolute after:inset-0"
        >
          {article.title}
        </Link>
      </Heading>
      {style.excerpt && (
        <p className={cn('text-muted', size === 'large' ? 'text-lg' : 'line-clamp-3 text-base')}>{article.excerpt}</p>
      )}
      <ArticleDate date={article.publishedDate} format="card" />
    </article>
  );
}
