import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import { storyCount, type Topic } from '@/lib/topics';
import { liteHref, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { LongDate, StoryList } from './story-list';

export interface FrontSection {
  category: Category;
  articles: ArticleSummary[];
  hasMore: boolean;
}

/** The front page: the top stories with their standfirsts, then each section's latest headlines. */
export function LiteFront({ latest, sections }: { latest: ArticleSummary[]; sections: FrontSection[] }) {
  return (
    <>
      <h1>Top stories</h1>
      <StoryList articles={latest} standfirst />
      {sections.map(({ category, articles, hasMore }) => {
        const href = liteHref(routes.category(category.id));
        return (
          <section key={category.id} className="section" aria-labelledby={`section-${category.id}`}>
            <h2 id={`section-${category.id}`}>
              <a href={href}>{category.displayName}</a>
            </h2>
            {articles.length === 0 ? (
              <p>No articles found in this category.</p>
            ) : (
              <StoryList articles={articles} headingLevel={3} section={false} />
            )}
            {hasMore && (
              <p>
                <a href={href}>More {category.displayName}</a>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

/** About, contact, privacy, terms: the page's text, its links to the site leading to text-only copies. */
export function LiteStandingPage({ title, html }: { title: string; html: string }) {
  return (
    <article>
      <h1>{title}</h1>
      <div className="body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export interface LiteCorrection {
  correction: { date: string; text: string };
  article: { slug: string; title: string };
}

/** Every correction, newest first, each linking to the corrections at the foot of its story. */
export function LiteCorrections({ corrections }: { corrections: LiteCorrection[] }) {
  return (
    <>
      <h1>Corrections</h1>
      <p>
        When {siteConfig.name} gets something wrong, we correct the story, say so under its byline and list the correction here.
        Read our <a href={liteHref(routes.pageSection(siteConfig.policies.correctionsPolicy))}>corrections policy</a> or{' '}
        <a href={liteHref(routes.pageSection(siteConfig.sectionLinks.correctionRequests))}>ask for a correction</a>.
      </p>
      {corrections.length === 0 ? (
        <p>No corrections have been published.</p>
      ) : (
        <ul className="stories">
          {corrections.map(({ correction: { date, text }, article: story }) => (
            <li key={`${story.slug}-${date}-${text}`}>
              <p>
                <LongDate date={date} />
              </p>
              <h2>
                <a href={liteHref(`${routes.article(story.slug)}#corrections`)}>{story.title}</a>
              </h2>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every topic with its description and how many stories it has. */
export function LiteTopics({ topics }: { topics: { topic: Topic; stories: number }[] }) {
  return (
    <>
      <h1>Topics</h1>
      <ul className="stories">
        {topics.map(({ topic, stories }) => (
          <li key={topic.id}>
            <h2>
              <a href={liteHref(routes.topic(topic.id))}>{topic.name}</a>
            </h2>
            <p>
              {topic.description} <span className="kind">{storyCount(stories)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
