import { Fragment, type ReactNode } from 'react';
import type { FrontSection, LiteCorrection } from '@/lib/lite-copy';
import type { ArticleSummary } from '@/lib/article';
import type { Topic } from '@/lib/topics';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { LongDate, StoryList } from './story-list';
import { fill, liteLinkIn, sectionName, storyCount, type LiteLanguage } from './words';

/** The front page: the top stories with their standfirsts, then each section's latest headlines. */
export function LiteFront({
  latest,
  sections,
  language,
}: {
  latest: ArticleSummary[];
  sections: FrontSection[];
  language: LiteLanguage;
}) {
  const { words } = language;
  return (
    <>
      <h1>{words.lite.topStories}</h1>
      <StoryList articles={latest} language={language} standfirst />
      {sections.map(({ category, articles, hasMore }) => {
        const href = liteLinkIn(language, routes.category(category.id));
        const name = sectionName(language, category);
        return (
          <section key={category.id} className="section" aria-labelledby={`section-${category.id}`}>
            <h2 id={`section-${category.id}`}>
              <a href={href}>{name}</a>
            </h2>
            {articles.length === 0 ? (
              <p>{words.listing.emptySection}</p>
            ) : (
              <StoryList articles={articles} language={language} headingLevel={3} section={false} />
            )}
            {hasMore && (
              <p>
                <a href={href}>{fill(words.article.moreFrom, { section: name })}</a>
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

/** A line of the dictionary with elements in its `{name}` blanks: `Read our {policy} or {request}.` */
function fillWith(line: string, parts: Record<string, ReactNode>): ReactNode[] {
  return line
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 === 1 && piece in parts ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}

/** Every correction, newest first, each linking to the corrections at the foot of its story. */
export function LiteCorrections({ corrections, language }: { corrections: LiteCorrection[]; language: LiteLanguage }) {
  const words = language.words.listing;
  return (
    <>
      <h1>{language.words.layout.corrections}</h1>
      <p>
        {fill(words.correctionsIntro, { site: siteConfig.name })}{' '}
        {fillWith(words.correctionsLinks, {
          policy: (
            <a href={liteLinkIn(language, routes.pageSection(siteConfig.policies.correctionsPolicy))}>
              {words.correctionsPolicyLink}
            </a>
          ),
          request: (
            <a href={liteLinkIn(language, routes.pageSection(siteConfig.sectionLinks.correctionRequests))}>
              {words.correctionRequestLink}
            </a>
          ),
        })}
      </p>
      {corrections.length === 0 ? (
        <p>{words.noCorrections}</p>
      ) : (
        <ul className="stories">
          {corrections.map(({ correction: { date, text }, article: story }) => (
            <li key={`${story.slug}-${date}-${text}`}>
              <p>
                <LongDate date={date} language={language} />
              </p>
              <h2>
                <a href={liteLinkIn(language, `${routes.article(story.slug)}#corrections`)}>{story.title}</a>
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
export function LiteTopics({ topics, language }: { topics: { topic: Topic; stories: number }[]; language: LiteLanguage }) {
  return (
    <>
      <h1>{language.words.listing.topicsHeading}</h1>
      <ul className="stories">
        {topics.map(({ topic, stories }) => (
          <li key={topic.id}>
            <h2>
              <a href={liteLinkIn(language, routes.topic(topic.id))}>{topic.name}</a>
            </h2>
            <p>
              {topic.description} <span className="kind">{storyCount(language, stories)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
