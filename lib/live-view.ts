/**
 * A live update as pages draw it and its file carries it (lib/live.ts), made from the update as the
 * build checked it. Apart from lib/live.ts, which the poller loads in the browser: this names the
 * writer from the staff list, which the browser never needs.
 */
import type { LiveUpdate } from './article';
import { getAuthor } from './authors';
import type { LiveUpdateView } from './live';

/** An update as a page draws it: its author named, its body as the build finished it. */
export function updateView({ id, time, headline, author, key, pinned, content, photos }: LiveUpdate): LiveUpdateView {
  return {
    id,
    time,
    headline,
    author: { slug: author, name: getAuthor(author)?.name ?? author },
    ...(key && { key: true as const }),
    ...(pinned && { pinned: true as const }),
    html: content,
    ...(photos && { photos }),
  };
}
