import { topicsOf } from '@/lib/topics';
import { routes } from '@/lib/routes';
import { topicFilter } from '@/lib/search-index';
import { Link } from '@/components/ui/link';
import { localTopic, messages } from '@/server/editions';

/**
 * A story's topics at its end, each a link to the topic's page, the main topic first. Each marks the
 * page for search's topic filter (lib/search-index.ts).
 */
export function StoryTopics({ ids }: { ids: readonly string[] }) {
  // Named as the page's edition names them.
  const topics = topicsOf(ids).map((topic) => localTopic(topic)!);
  if (topics.length === 0) return null;
  return (
    <nav aria-labelledby="story-topics-heading" className="mt-10 border-t border-rule pt-5 print:hidden" data-pagefind-ignore="">
      <h2 id="story-topics-heading" className="text-xs font-bold tracking-widest text-ink uppercase">
        {messages().article.topics}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link
              href={routes.topic(topic.id)}
              data-pagefind-filter={topicFilter(topic.id)}
              className="inline-flex min-h-11 items-center rounded-full border border-rule px-4 text-sm font-semibold text-ink underline-offset-4 hover:border-ink hover:underline"
            >
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
