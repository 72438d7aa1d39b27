'use client';
// Why in the browser: the saved stories are kept on this device by its service worker, which the page asks.

import { useEffect, useState } from 'react';
import { useEdition } from '@/components/edition/edition-provider';
import type { Messages } from '@/server/editions';
import { fill } from '@/lib/editions';
import type { OfflineLists, OfflineStory } from '@/lib/offline';
import { askWorker, canKeepOffline } from './worker-client';
import { StoryList } from './story-list';

/** The worker's lists, waiting for a worker still installing; null where there is none. */
const askLists = () => (canKeepOffline() ? askWorker({ type: 'lists' }, true) : Promise.resolve(null));

type State = { kind: 'loading' } | { kind: 'unsupported' } | { kind: 'list'; stories: OfflineStory[] };

/**
 * The reading list: every saved story, newest first, each with a button that removes it from this
 * device. `offline`: the edition's words for it, from the page.
 */
export function SavedStories({ offline }: { offline: Messages['offline'] }) {
  const { edition, messages: words } = useEdition();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const show = (lists: OfflineLists | null) => setState(lists ? { kind: 'list', stories: lists.saved } : { kind: 'unsupported' });
  useEffect(() => {
    void askLists().then(show);
  }, []);

  async function remove(story: OfflineStory) {
    await askWorker({ type: 'remove', path: story.path });
    show(await askLists());
  }

  if (state.kind === 'loading') return null;
  if (state.kind === 'unsupported') return <p className="mt-6 text-lg text-muted">{offline.unsupported}</p>;
  const count = state.stories.length;
  if (count === 0)
    return <p className="mt-6 text-lg text-muted">{fill(offline.nothingSaved, { save: words.article.saveOffline })}</p>;
  const form = new Intl.PluralRules(edition.locale).select(count) === 'one' ? 'one' : 'other';
  return (
    <StoryList
      title={fill(offline.savedCount[form], { count: count.toLocaleString(edition.locale) })}
      stories={state.stories}
      action={(story) => (
        <button
          type="button"
          onClick={() => void remove(story)}
          aria-label={fill(offline.removeStory, { title: story.title })}
          className="shrink-0 rounded-full border border-rule px-3 py-1 text-sm font-semibold text-ink hover:border-accent hover:bg-accent-soft"
        >
          {offline.remove}
        </button>
      )}
    />
  );
}
