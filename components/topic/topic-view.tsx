import type { ArticleSummary } from '@/lib/article';
import { archivePageLabel } from '@/lib/archive-label';
import { topicCrumbs } from '@/lib/breadcrumbs';
import type { Page } from '@/lib/pagination';
import { routes, withBasePath } from '@/lib/routes';
import type { Topic } from '@/lib/topics';
import { ArticleGrid } from '@/components/article/article-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { fill, inEdition } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';

interface TopicViewProps {
  topic: Topic;
  listing: Page<ArticleSummary>;
}

/** A topic's page: its name and description, its feed, and its stories from every section, newest first. */
export function TopicView({ topic, listing }: TopicViewProps) {
  const { items, page } = listing;
  const edition = currentEdition();
  const words = messages();
  const pageLabel = archivePageLabel(listing, words, edition.locale);
  return (
    <>
      <Breadcrumb crumbs={topicCrumbs(words, topic, page)} />
      <header className="mt-4 border-b border-rule pb-6">
        <p className="text-xs font-bold tracking-widest text-highlight uppercase">{words.listing.topic}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-ink sm:text-5xl">{topic.name}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{topic.description}</p>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
          {/* A plain link: the feed is a file for a reader's app, not a page of the site. */}
          <a
            href={withBasePath(inEdition(edition, routes.topicFeed(topic.id)))}
            className="font-semibold text-accent underline underline-offset-4 hover:text-ink"
          >
            {fill(words.listing.followRss, { name: topic.name })}
          </a>
          {pageLabel && <span className="text-muted">{pageLabel}</span>}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted">{words.listing.noStoriesOnTopic}</p>
      ) : (
        <ArticleGrid articles={items} headingLevel={2} leadsPage className="mt-8 sm:mt-10" />
      )}
      <Pagination listing={listing} href={(number) => routes.topic(topic.id, number)} label={topic.name} className="mt-12" />
    </>
  );
}
