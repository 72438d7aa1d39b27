import type { Article } from '@/lib/article';
import { timeContext } from '@/lib/live';
import { updateView } from '@/lib/live-view';
import { KeyEvents } from './key-events';
import { LivePollerSlot } from './live-poller-slot';
import { fill } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';
import { LiveUpdate } from './live-update';

interface LiveFeedProps {
  article: Article;
  /** The story's canonical URL. */
  url: string;
}

/**
 * A live story's key events and its feed: the pinned update first of all, then every update newest
 * first. While the story is open, the poller sits at the top of the feed (under the pinned update),
 * where the updates published after the build arrive; a closed story's page loads no script of it.
 */
export function LiveFeed({ article, url }: LiveFeedProps) {
  const updates = (article.updates ?? []).map(updateView);
  const context = timeContext(article.publishedDate, updates);
  const pinned = updates.find((update) => update.pinned);
  const rest = updates.filter((update) => update !== pinned);
  const words = messages();
  const { locale } = currentEdition();
  return (
    <>
      <KeyEvents updates={updates} context={context} />
      <section aria-labelledby="live-feed-heading" className="mt-12" data-pagefind-body="">
        <div className="pb-3" data-pagefind-ignore="">
          <h2 id="live-feed-heading" className="border-t-4 border-ink pt-2 font-serif text-2xl font-bold text-ink sm:text-3xl">
            {words.live.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {context.offset ? fill(words.live.newestFirstAllTimes, { offset: context.offset }) : words.live.newestFirst}
          </p>
        </div>
        {pinned && (
          <div className="mt-6 rounded-sm bg-accent-soft px-4 sm:px-6">
            <LiveUpdate update={pinned} url={url} context={context} words={words} locale={locale} className="border-t-0" />
          </div>
        )}
        {article.liveState === 'open' && (
          <LivePollerSlot
            key={article.slug}
            slug={article.slug}
            latest={updates[0]?.id ?? null}
            url={url}
            context={context}
            live={words.live}
          />
        )}
        {rest.map((update) => (
          <LiveUpdate key={update.id} update={update} url={url} context={context} words={words} locale={locale} />
        ))}
      </section>
    </>
  );
}
