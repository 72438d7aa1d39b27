'use client';
// Why in the browser: not for behaviour. The breadcrumb, byline and header markup follow from a few fields, so each article's RSC payload carries those fields instead of the markup.

import { labelledKind, type Article } from '@/lib/article';
import { kindNote } from '@/lib/kind-notes';
import { fill } from '@/lib/editions';
import { useEditionPath, useMessages } from '@/components/edition/edition-provider';
import type { Author } from '@/lib/authors';
import { clsx } from 'clsx';
import type { Category } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { dateSort, sectionFilter } from '@/lib/search-index';
import { ArticleDate } from '@/components/ui/article-date';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { articleCrumbs } from '@/lib/breadcrumbs';
import { CategoryLabel } from '@/components/ui/category-label';
import { KindLabel } from '@/components/ui/kind-label';
import { LiveLabel } from '@/components/ui/live-label';
import { Link } from '@/components/ui/link';
import { ShareButton } from '@/components/ui/share-button';
import { SaveForOffline } from './save-for-offline';

interface ArticleHeaderProps {
  article: Pick<Article, 'title' | 'slug' | 'excerpt' | 'publishedDate' | 'updatedDate' | 'kind' | 'liveState'>;
  /** The published and updated dates as readers see them, formatted on the server. */
  dateLabels: { published: string; updated?: string };
  /** The latest correction's date and its label, when the story was corrected. */
  corrected?: { date: string; label: string };
  category: Category;
  author: Pick<Author, 'slug' | 'name' | 'role'>;
  /** The story's canonical URL: the site's address is known to the build, not to the browser. */
  url: string;
}

/** The breadcrumb, the way back to the section, and the story's header: section, headline, standfirst, byline. */
export function ArticleHeader({ article, dateLabels, corrected, category, author, url }: ArticleHeaderProps) {
  const kind = labelledKind(article);
  const words = useMessages();
  const inEdition = useEditionPath();
  const [beforeDate, afterDate = ''] = words.article.corrected.split('{date}');
  return (
    <>
      <Breadcrumb crumbs={articleCrumbs(words, article, category)} />
      <Link
        href={routes.category(category.id)}
        data-pagefind-ignore=""
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-accent underline-offset-4 hover:underline print:hidden"
      >
        <span aria-hidden="true" className="rtl:-scale-x-100">
          ←
        </span>{' '}
        {fill(words.article.backTo, { section: category.displayName })}
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3" data-pagefind-ignore="">
          <CategoryLabel data-pagefind-filter={sectionFilter(category.id)}>{category.displayName}</CategoryLabel>
          <div className="flex flex-wrap items-center gap-3">
            {siteConfig.offline.enabled && <SaveForOffline path={inEdition(routes.article(article.slug))} />}
            <ShareButton title={article.title} url={url} />
          </div>
        </div>
        {(kind || article.liveState === 'open') && (
          <p className="mt-5 flex flex-wrap items-center gap-2">
            {article.liveState === 'open' && <LiveLabel />}
            {kind && <KindLabel kind={kind} />}
          </p>
        )}
        <h1
          data-pagefind-meta="title"
          className={clsx(
            'font-serif text-4xl leading-tight font-bold text-balance text-ink sm:text-5xl',
            kind || article.liveState === 'open' ? 'mt-3' : 'mt-4',
            kind === 'opinion' && 'italic',
          )}
        >
          {article.title}
        </h1>
        <p className="mt-4 text-xl leading-8 text-muted">{article.excerpt}</p>
        <div className="mt-6 border-t border-rule pt-4 text-sm">
          <p className="font-semibold text-ink">
            {words.article.by}{' '}
            <Link href={routes.author(author.slug)} rel="author" className="underline-offset-4 hover:underline">
              {author.name}
            </Link>
            <span className="font-normal text-muted">, {author.role}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-2" data-pagefind-ignore="">
            <ArticleDate
              date={article.publishedDate}
              label={dateLabels.published}
              data-pagefind-sort={dateSort(article.publishedDate)}
              data-pagefind-meta="date[datetime]"
            />
            {article.updatedDate && (
              <>
                <span aria-hidden="true" className="text-muted">
                  ·
                </span>
                <span className="text-muted">
                  {words.article.updated} <ArticleDate date={article.updatedDate} label={dateLabels.updated ?? ''} />
                </span>
              </>
            )}
          </p>
          {kind && (
            <p className="mt-3 text-muted" data-pagefind-ignore="">
              {kindNote(kind, words)}{' '}
              <Link
                href={routes.pageSection(siteConfig.sectionLinks.typesOfWork)}
                className="text-accent underline underline-offset-4"
              >
                {words.article.typesOfWork}
              </Link>
            </p>
          )}
          {corrected && (
            <p className="mt-3 font-semibold text-ink" data-pagefind-ignore="">
              <a href="#corrections" className="underline underline-offset-4">
                {beforeDate}
                <time dateTime={corrected.date}>{corrected.label}</time>
                {afterDate}
              </a>
            </p>
          )}
        </div>
      </header>
    </>
  );
}
