import type { LiveState } from '@/lib/article';
import { coverageSpan } from '@/lib/live';
import { routes, withBasePath } from '@/lib/routes';
import { fill, inEdition } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';

interface LiveStatusProps {
  state: LiveState;
  slug: string;
  publishedDate: string;
  coverageEnd?: string;
}

/**
 * Under a live story's byline: that it is being updated (and, without JavaScript, a link that
 * reloads it, since nothing else will), or that the coverage has ended and when it ran.
 */
export function LiveStatus({ state, slug, publishedDate, coverageEnd }: LiveStatusProps) {
  const edition = currentEdition();
  const words = messages();
  if (state === 'closed')
    return (
      <div className="mt-6 border-s-4 border-ink ps-4" data-pagefind-ignore="">
        <p className="font-semibold text-ink">{words.live.ended}</p>
        {coverageEnd && (
          <p className="mt-1 text-sm text-muted">
            {fill(words.live.ran, { span: coverageSpan(publishedDate, coverageEnd, words, edition.locale) })}
          </p>
        )}
      </div>
    );
  return (
    <div className="mt-6 border-s-4 border-live ps-4" data-pagefind-ignore="">
      <p className="font-semibold text-ink">{words.live.beingUpdated}</p>
      <p className="mt-1 text-sm text-muted">{words.live.newAtTop}</p>
      <noscript>
        <p className="mt-1 text-sm">
          <a
            href={withBasePath(inEdition(edition, routes.article(slug)))}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {words.live.reload}
          </a>
        </p>
      </noscript>
    </div>
  );
}
