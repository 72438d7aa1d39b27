import type { ReactNode } from 'react';
import type { OfflineStory } from '@/lib/offline';
import { Link } from '@/components/ui/link';

interface StoryListProps {
  title: string;
  stories: OfflineStory[];
  /** Something to put after each story's link (the saved page's Remove button). */
  action?: (story: OfflineStory) => ReactNode;
}

/** One list of stories this device keeps, under its heading. */
export function StoryList({ title, stories, action }: StoryListProps) {
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="border-b-4 border-ink pb-2 font-serif text-2xl font-bold text-ink">{title}</h2>
      <ul className="divide-y divide-rule">
        {stories.map((story) => (
          <li key={story.path} className="flex items-center justify-between gap-4 py-3">
            {/* The site path the device keeps the story at, in the story's own edition (`/es/news/x/`): not put in the page's. */}
            <Link
              href={story.path}
              inPageEdition={false}
              className="font-serif text-lg leading-snug text-ink underline-offset-4 hover:underline"
            >
              {story.title}
            </Link>
            {action?.(story)}
          </li>
        ))}
      </ul>
    </section>
  );
}
