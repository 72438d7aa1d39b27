'use client';
// Why in the browser: not for behaviour. A card's markup and its image's srcSet lists follow from a few fields, so each page's RSC payload carries those fields instead of the markup.

import { clsx } from 'clsx';
import { useMessages } from '@/components/edition/edition-provider';
import { ArticleDate } from '@/components/ui/article-date';
import { CategoryLabel } from '@/components/ui/category-label';
import { KindLabel } from '@/components/ui/kind-label';
import { LiveLabel } from '@/components/ui/live-label';
import { Link } from '@/components/ui/link';
import type { ArticleSummary } from '@/lib/article';
import { getCategory, sectionNameIn } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { ResponsiveImage } from '@/components/ui/responsive-image';

export type CardSize = 'large' | 'medium' | 'small' | 'default';

/** What a card draws; the excerpt only on the sizes that show one; the date as formatted on the server. */
export type CardArticle = Pick<
  ArticleSummary,
  'slug' | 'title' | 'category' | 'publishedDate' | 'imageURL' | 'image' | 'imageAlt' | 'kind'
> & { excerpt?: string; dateLabel: string; live?: true };

/** Where the picture sits beside the text instead of above it; a stacked card otherwise. */
export type CardArrangement = 'stack' | 'row-from-sm' | 'row-from-lg' | 'row-sm-to-lg';

export interface ArticleCardViewProps {
  article: CardArticle;
  size?: CardSize;
  headingLevel?: 2 | 3;
  /** Above the fold on its page: load the image first. */
  priority?: boolean;
  /** Below `sm`, a compact row: a small thumbnail beside the headline and date, as papers list secondary stories. */
  compact?: boolean;
  arrangement?: CardArrangement;
  /** The section's label above the headline; off where the page is that section's own. */
  showSection?: boolean;
  className?: string;
}

// Small and default cards look alike; they differ in the excerpt, which ArticleCard hands only to the default.
/** `sizes` lists joined, each media condition kept once: the first, which is the one a browser uses. */
function joinSizes(lists: (string | false | undefined)[]): string {
  const seen = new Set<string>();
  return lists
    .filter((list): list is string => Boolean(list))
    .flatMap((list) => list.split(', '))
    .filter((entry) => {
      const condition = entry.startsWith('(') ? entry.slice(0, entry.indexOf(')') + 1) : '';
      if (seen.has(condition)) return false;
      seen.add(condition);
      return true;
    })
    .join(', ');
}

const gridCard = { title: 'text-lg leading-snug', sizes: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw' };
const styles: Record<CardSize, { title: string; sizes: string }> = {
  large: { title: 'text-2xl sm:text-4xl leading-tight', sizes: '(min-width: 1024px) 720px, 100vw' },
  medium: { title: 'text-xl leading-snug', sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw' },
  small: gridCard,
  default: gridCard,
};

/** Tailwind sees whole class names only, so each arrangement spells its own. */
const arrangements: Record<CardArrangement, { card: string; picture: string; sizes?: string }> = {
  stack: { card: '', picture: '' },
  'row-from-sm': {
    card: 'sm:flex-row sm:gap-6',
    picture: 'sm:w-1/2 sm:shrink-0',
    sizes: '(min-width: 1152px) 552px, (min-width: 640px) 50vw',
  },
  'row-from-lg': { card: 'lg:flex-row lg:gap-5', picture: 'lg:w-1/2 lg:shrink-0', sizes: '(min-width: 1024px) 270px' },
  'row-sm-to-lg': {
    card: 'sm:max-lg:flex-row sm:max-lg:gap-6',
    picture: 'sm:max-lg:w-1/2 sm:max-lg:shrink-0',
    sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw',
  },
};

/** The thumbnail of a compact row is 6rem wide. */
const COMPACT_SIZES = '(max-width: 639px) 96px';

export function ArticleCardView({
  article,
  size = 'default',
  headingLevel = 3,
  priority = false,
  compact = false,
  arrangement = 'stack',
  showSection = true,
  className,
}: ArticleCardViewProps) {
  const style = styles[size];
  const arranged = arrangements[arrangement];
  const Heading = `h${headingLevel}` as const;
  const sizes = joinSizes([compact && COMPACT_SIZES, arranged.sizes, style.sizes]);
  const words = useMessages();
  // The section as the page's edition names it (the default edition's names are in lib/site.ts).
  const category = getCategory(article.category);
  const sectionName = category && sectionNameIn(words.sections, category);
  const section = showSection && <CategoryLabel>{sectionName}</CategoryLabel>;
  const heading = (
    <Heading
      className={clsx(
        'font-serif font-bold text-balance text-ink',
        // Opinion reads in the columnist's voice: an italic headline, as papers set their opinion pages.
        article.kind === 'opinion' && 'italic',
        style.title,
        compact && 'max-sm:text-[0.9375rem] max-sm:leading-5 max-sm:text-wrap',
      )}
    >
      <Link href={routes.article(article.slug)} className="underline-offset-4 group-hover:underline after:absolute after:inset-0">
        {article.title}
      </Link>
    </Heading>
  );
  return (
    <article
      className={clsx(
        'group relative flex flex-col gap-3',
        compact ? 'max-sm:flex-row max-sm:items-start max-sm:gap-4' : 'max-sm:gap-2',
        arranged.card,
        className,
      )}
    >
      <div className={clsx('overflow-hidden rounded-sm', compact && 'max-sm:w-24 max-sm:shrink-0', arranged.picture)}>
        <ResponsiveImage
          source={article}
          alt={article.imageAlt}
          sizes={sizes}
          priority={priority}
          className={clsx(
            'transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none',
            // A list's lead on a phone: a wide picture, so the list below it starts within the screen.
            !compact && size !== 'large' && 'max-sm:aspect-[2/1]',
          )}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 max-sm:gap-2">
        {article.kind || article.live ? (
          // A compact row on a phone runs its kind's label in beside the headline instead (below): a row
          // of its own would make a list of headlines a screen longer. Live coverage keeps its label.
          <p
            className={clsx(
              'flex flex-wrap items-center gap-x-3 gap-y-1',
              compact && !section && !article.live && 'max-sm:hidden',
            )}
          >
            {article.live && <LiveLabel />}
            {article.kind && <KindLabel kind={article.kind} className={clsx(compact && 'max-sm:hidden')} />}
            {section}
          </p>
        ) : (
          section
        )}
        {compact && article.kind ? (
          // On a phone the label runs in beside the headline's first line, outside the heading itself.
          <div>
            <KindLabel kind={article.kind} className="float-start me-2 mt-px py-0! sm:hidden" />
            {heading}
          </div>
        ) : (
          heading
        )}
        {article.excerpt && (
          <p
            className={clsx(
              'text-muted',
              // On phones only the lead story's standfirst shows: a list there is headlines.
              size === 'large' ? 'max-sm:line-clamp-3 sm:text-lg' : 'line-clamp-3 text-base max-sm:hidden',
            )}
          >
            {article.excerpt}
          </p>
        )}
        <ArticleDate
          date={article.publishedDate}
          label={article.dateLabel}
          className={clsx(compact && 'max-sm:-mt-1 max-sm:text-xs')}
        />
      </div>
    </article>
  );
}
