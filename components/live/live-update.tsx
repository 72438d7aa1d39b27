import { clsx } from 'clsx';
import { updateTimeLabel, type LiveUpdateView, type TimeContext } from '@/lib/live';
import { liveUpdateAnchor, routes } from '@/lib/routes';
import { Link } from '@/components/ui/link';
import { ShareButton } from '@/components/ui/share-button';
import { PictureFigure } from '@/components/ui/picture-figure';
import { fill } from '@/lib/editions';
import type { Messages } from '@/server/editions';

interface LiveUpdateProps {
  update: LiveUpdateView;
  /** The story's canonical URL: an update's permalink and its share add the update's anchor. */
  url: string;
  context: TimeContext;
  /** The page's edition's words and locale: the feed's (server) and the poller's (browser) alike. */
  words: { article: Pick<Messages['article'], 'by'>; live: Messages['live'] };
  locale: string;
  className?: string;
}

/**
 * One update of a live story: its time (a permalink to it), labels, headline, body, writer and a
 * share of its own. The build draws the feed with it, and the poller (./live-poller.tsx) draws the
 * updates that arrive after the page was built with it too, from their files (lib/live.ts), so a new
 * update looks exactly as it will after a reload.
 */
export function LiveUpdate({ update, url, context, words, locale, className }: LiveUpdateProps) {
  const anchor = liveUpdateAnchor(update.id);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-headline`}
      tabIndex={-1}
      className={clsx('border-t border-rule py-6 focus:outline-none', className)}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-pagefind-ignore="">
        <a href={`#${anchor}`} className="font-semibold text-ink tabular-nums underline-offset-4 hover:underline">
          <time dateTime={update.time}>{updateTimeLabel(update.time, context, locale)}</time>
        </a>
        {update.pinned && <span className="text-xs font-bold tracking-widest text-accent uppercase">{words.live.pinned}</span>}
        {update.key && <span className="text-xs font-bold tracking-widest text-live uppercase">{words.live.keyEvent}</span>}
      </p>
      <h3 id={`${anchor}-headline`} className="mt-2 font-serif text-2xl leading-snug font-bold text-balance text-ink">
        {update.headline}
      </h3>
      <div
        className="live-update-body prose prose-lg mt-3 max-w-none font-serif prose-stone"
        dangerouslySetInnerHTML={{ __html: update.html }}
      />
      {update.photos?.map((photo) => (
        <PictureFigure
          key={photo.imageURL}
          source={photo}
          alt={photo.imageAlt}
          caption={photo.imageCaption}
          credit={photo.imageCredit}
          sizes="(min-width: 768px) 672px, 100vw"
          natural
          className="mt-5"
          imageClassName="rounded-sm"
        />
      ))}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted" data-pagefind-ignore="">
        <p>
          {words.article.by}{' '}
          <Link href={routes.author(update.author.slug)} className="font-semibold text-ink underline-offset-4 hover:underline">
            {update.author.name}
          </Link>
        </p>
        <ShareButton
          title={update.headline}
          url={`${url}#${anchor}`}
          label={fill(words.live.shareUpdate, { headline: update.headline })}
          small
        />
      </div>
    </article>
  );
}
