import { updateTimeLabel, type LiveUpdateView, type TimeContext } from '@/lib/live';
import { liveUpdateAnchor } from '@/lib/routes';
import { currentEdition, messages } from '@/server/editions';

/** The key events of a live story, newest first, each a link to its update in the feed. None, no list. */
export function KeyEvents({ updates, context }: { updates: LiveUpdateView[]; context: TimeContext }) {
  const key = updates.filter((update) => update.key);
  if (key.length === 0) return null;
  const { locale } = currentEdition();
  return (
    <nav aria-labelledby="key-events-heading" className="mt-10 border-t border-rule pt-4 print:hidden" data-pagefind-ignore="">
      <h2 id="key-events-heading" className="text-xs font-bold tracking-widest text-highlight uppercase">
        {messages().live.keyEvents}
      </h2>
      <ol className="mt-3 space-y-3">
        {key.map((update) => (
          <li key={update.id}>
            <a href={`#${liveUpdateAnchor(update.id)}`} className="group flex gap-3 text-ink">
              <time dateTime={update.time} className="w-20 shrink-0 pt-0.5 text-sm text-muted tabular-nums">
                {updateTimeLabel(update.time, context, locale)}
              </time>
              <span className="font-serif text-lg leading-snug font-semibold underline-offset-4 group-hover:underline">
                {update.headline}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
