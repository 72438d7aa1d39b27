import type { ArticleSummary } from '@/lib/article';
import type { Topic } from '@/lib/topics';
import { routes } from '@/lib/routes';
import { ArticleGrid } from './article-grid';
import { Link } from '@/components/ui/link';
import { fill } from '@/lib/editions';
import { messages } from '@/server/editions';

interface MoreOnTopicProps {
  topic: Topic;
  articles: ArticleSummary[];
}

/** "More on {topic}" under a story: its main topic's stories from every section (server/articles.ts `getMoreOnTopic`). */
export function MoreOnTopic({ topic, articles }: MoreOnTopicProps) {
  if (articles.length === 0) return null;
  const words = messages();
  return (
    <section aria-labelledby="more-on-topic-heading" className="mt-16 border-t border-rule pt-10 print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="more-on-topic-heading" className="font-serif text-2xl font-bold text-ink">
          {fill(words.article.moreOn, { topic: topic.name })}
        </h2>
        <Link
          href={routes.topic(topic.id)}
          className="text-sm font-semibold text-accent underline underline-offset-4 hover:text-ink"
        >
          {fill(words.article.allOn, { topic: topic.name })}
        </Link>
      </div>
      <ArticleGrid articles={articles} size="small" className="mt-8" />
    </section>
  );
}
