'use client';
// Why in the browser: the saved stories are kept on this device by its service worker, which the page asks.

import { useEffect, useState } from 'react';
import type { OfflineLists, OfflineStory } from '@/lib/offline';
import { askWorker, canKeepOffline } from './worker-client';
import { StoryList } from './story-list';

/** The worker's lists, waiting for a worker still installing; null where there is none. */
const askLists = () => (canKeepOffline() ? askWorker({ type: 'lists' }, true) : Promise.resolve(null));

type State = { kind: 'loading' } | { kind: 'unsupported' } | { kind: 'list'; stories: OfflineStory[] };

/** The reading list: every saved story, newest first, each with a button that removes it from this device. */
export function SavedStories() {
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
  if (state.kind === 'unsupported')
    return <p className="mt-6 text-lg text-muted">This browser cannot keep stories for reading offline.</p>;
  if (state.stories.length === 0)
    return (
      <p className="mt-6 text-lg text-muted">
        Nothing saved yet. Use “Save for offline” on a story to keep it here, and on this device.
      </p>
    );
  return (
    <StoryList
      title={`${state.stories.length} saved ${state.stories.length === 1 ? 'story' : 'stories'}`}
      stories={state.stories}
      action={(story) => (
        <button
          type="button"
          onClick={() => void remove(story)}
          aria-label={`Remove “${story.title}” from saved stories`}
          className="shrink-0 rounded-full border border-rule px-3 py-1 text-sm font-semibold text-ink hover:border-accent hover:bg-accent-soft"
        >
          Remove
        </button>
      )}
    />
  );
}
