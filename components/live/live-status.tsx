import type { LiveState } from '@/lib/article';
import { coverageSpan } from '@/lib/live';
import { routes, withBasePath } from '@/lib/routes';

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
  if (state === 'closed')
    return (
      <div className="mt-6 border-l-4 border-ink pl-4" data-pagefind-ignore="">
        <p className="font-semibold text-ink">This live coverage has ended.</p>
        {coverageEnd && <p className="mt-1 text-sm text-muted">It ran {coverageSpan(publishedDate, coverageEnd)}.</p>}
      </div>
    );
  return (
    <div className="mt-6 border-l-4 border-live pl-4" data-pagefind-ignore="">
      <p className="font-semibold text-ink">This story is being updated.</p>
      <p className="mt-1 text-sm text-muted">New updates are added at the top of the feed below as they are published.</p>
      <noscript>
        <p className="mt-1 text-sm">
          <a href={withBasePath(routes.article(slug))} className="font-semibold text-accent underline underline-offset-4">
            Reload for the latest updates
          </a>
        </p>
      </noscript>
    </div>
  );
}
