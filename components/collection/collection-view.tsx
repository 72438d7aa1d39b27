import type { ArticleSummary } from '@/lib/article';
import { archivePageLabel } from '@/lib/archive-label';
import { listingCrumbs } from '@/lib/breadcrumbs';
import { inEdition } from '@/lib/editions';
import type { Page } from '@/lib/pagination';
import type { CollectionInfo } from '@/lib/collections';
import { routes, withBasePath } from '@/lib/routes';
import { ArticleGrid } from '@/components/article/article-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { currentEdition, messages } from '@/server/editions';

export interface CollectionViewProps {
  collection: CollectionInfo;
  listing: Page<ArticleSummary>;
  /** Its own feed, where it has one (the opinion pieces'), by its path within the edition. */
  feed?: { title: string; path: string };
}

/** A list's page: its heading and what it holds, then its stories from every section, newest first. */
export function CollectionView({ collection, listing, feed }: CollectionViewProps) {
  const { items, page } = listing;
  const edition = currentEdition();
  const words = messages();
  const path = (number?: number) => routes[collection.id](number);
  const pageLabel = archivePageLabel(listing, words, edition.locale);
  return (
    <>
      <Breadcrumb crumbs={listingCrumbs(words, collection.heading, path, page)} />
      <header className="mt-4 border-b border-rule pb-6">
        <h1 className="font-serif text-4xl font-bold text-ink sm:text-5xl">{collection.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{collection.description}</p>
        {(feed || pageLabel) && (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
            {/* A plain link: the feed is a file for a reader's app, not a page of the site. */}
            {feed && (
              <a
                href={withBasePath(inEdition(edition, feed.path))}
                className="font-semibold text-accent underline underline-offset-4 hover:text-ink"
              >
                {feed.title}
              </a>
            )}
            {pageLabel && <span className="text-muted">{pageLabel}</span>}
          </p>
        )}
      </header>
      {items.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted">{collection.empty}</p>
      ) : (
        <ArticleGrid articles={items} headingLevel={2} leadsPage className="mt-8 sm:mt-10" />
      )}
      <Pagination listing={listing} href={path} label={collection.heading} className="mt-12" />
    </>
  );
}
