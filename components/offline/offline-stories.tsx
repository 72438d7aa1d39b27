'use client';
// Why in the browser: what this device keeps is known only to its service worker, which the page asks.

import { useEffect, useState } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import type { Messages } from '@/server/editions';
import type { OfflineLists, OfflineStory } from '@/lib/offline';
import { askWorker } from './worker-client';
import { StoryList } from './story-list';

/** Each story once, in the first list that has it: saved, then the front page's, then those the reader opened. */
function distinct(lists: OfflineLists, titles: Record<keyof OfflineLists, string>): { title: string; stories: OfflineStory[] }[] {
  const seen = new Set<string>();
  const fresh = (stories: OfflineStory[]) => stories.filter((story) => !seen.has(story.path) && seen.add(story.path));
  return [
    { title: titles.saved, stories: fresh(lists.saved) },
    { title: titles.front, stories: fresh(lists.front) },
    { title: titles.recent, stories: fresh(lists.recent) },
  ].filter((list) => list.stories.length > 0);
}

/** The offline page's lists of what can be read here without a connection; `offline`: the edition's words, from the page. */
export function OfflineStories({ offline }: { offline: Messages['offline'] }) {
  const words = useMessages();
  const [lists, setLists] = useState<OfflineLists | null>(null);
  useEffect(() => {
    void askWorker({ type: 'lists' }).then(setLists);
  }, []);
  if (!lists) return null;
  return (
    <div data-testid="offline-stories">
      <p className="mt-6 text-lg text-muted">{offline.keptHere}</p>
      {distinct(lists, { saved: words.layout.savedStories, front: offline.fromFront, recent: offline.opened }).map((list) => (
        <StoryList key={list.title} {...list} />
      ))}
    </div>
  );
}
