import { topicsCrumbs } from '@/lib/breadcrumbs';
import { routes } from '@/lib/routes';
import { storyCount, type Topic } from '@/lib/topics';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Link } from '@/components/ui/link';
import { currentEdition, messages } from '@/server/editions';

/** Every topic, with its description and how many stories it has, each leading to its page. */
export function TopicsView({ topics }: { topics: { topic: Topic; stories: number }[] }) {
  const words = messages();
  const { locale } = currentEdition();
  return (
    <>
      <Breadcrumb crumbs={topicsCrumbs(words)} />
      <header className="mt-4 border-b border-rule pb-6">
        <h1 className="font-serif text-4xl font-bold text-ink sm:text-5xl">{words.listing.topicsHeading}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{words.listing.topicsIntro}</p>
      </header>
      <ul className="mt-8 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map(({ topic, stories }) => (
          <li key={topic.id} className="border-b border-rule py-5">
            <h2 className="font-serif text-xl font-bold text-ink">
              <Link href={routes.topic(topic.id)} className="underline-offset-4 hover:underline">
                {topic.name}
              </Link>
            </h2>
            <p className="mt-2 leading-7 text-muted">{topic.description}</p>
            <p className="mt-2 text-sm font-semibold text-ink tabular-nums">{storyCount(stories, words, locale)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
