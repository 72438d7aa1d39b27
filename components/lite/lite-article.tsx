import { correctionsOf, labelledKind, type Article, type ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { formatLongDate } from '@/lib/dates';
import { fallbackWidth, imageVariant, kilobytes, variantHeight, variantWidths } from '@/lib/images';
import { KIND_LABELS } from '@/lib/kind-labels';
import { KIND_NOTES } from '@/lib/kind-notes';
import { timeContext, updateTimeLabel } from '@/lib/live';
import { liteHref, liveUpdateAnchor, routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { topicsOf, type Topic } from '@/lib/topics';
import { LongDate, StoryList } from './story-list';

/** How the text-only edition shows the build's HTML and says what a file weighs. */
export interface LiteFiles {
  /** A body (sanitised by the content check) as the edition gives it: links to its copies, pictures as links. */
  body: (html: string) => string;
  /** The size of a file of the site by the address a page names it at, or null when unknown. */
  fileSize: (href: string) => number | null;
}

export interface LiteArticleProps extends LiteFiles {
  article: Article;
  category: Category;
  author: Author;
  related: ArticleSummary[];
  /** Its main topic's stories beside the section's (server/articles.ts `storyLists`). */
  moreOnTopic: { topic: Topic; articles: ArticleSummary[] } | null;
}

/** HTML the build finished: a body the content check sanitised and the edition's links rewrote. */
const Html = ({ html }: { html: string }) => <div className="body" dangerouslySetInnerHTML={{ __html: html }} />;

/**
 * A story in the text-only edition: what the full page tells a reader to judge it by (section, type
 * of work, byline, dates, corrections) and its text, with the picture behind a disclosure that says
 * what it shows and weighs. No share button: a reader shares the address.
 */
export function LiteArticle({ article, category, author, related, moreOnTopic, body, fileSize }: LiteArticleProps) {
  const kind = labelledKind(article);
  return (
    <>
      <article>
        <p className="label">
          <a href={liteHref(routes.category(category.id))}>{category.displayName}</a>
          {kind && (
            <>
              {' '}
              <span className="kind">{KIND_LABELS[kind]}</span>
            </>
          )}
        </p>
        <h1>{article.title}</h1>
        <p className="standfirst">{article.excerpt}</p>
        <Byline article={article} author={author} />
        <Hero article={article} fileSize={fileSize} />
        <Html html={body(article.content)} />
        <LiveUpdates article={article} body={body} />
        <Corrections article={article} />
        <Topics ids={article.topics} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">More {category.displayName}</h2>
          <StoryList articles={related} headingLevel={3} section={false} />
        </section>
      )}
      {moreOnTopic && moreOnTopic.articles.length > 0 && (
        <section aria-labelledby="more-on-topic-heading">
          <h2 id="more-on-topic-heading">More on {moreOnTopic.topic.name}</h2>
          <StoryList articles={moreOnTopic.articles} headingLevel={3} />
        </section>
      )}
    </>
  );
}

/** The story's topics, each a link to its page's copy. */
function Topics({ ids }: { ids: readonly string[] }) {
  const topics = topicsOf(ids);
  if (topics.length === 0) return null;
  return (
    <p className="label">
      Topics:{' '}
      {topics.map((topic, index) => (
        <span key={topic.id}>
          {index > 0 && ', '}
          <a href={liteHref(routes.topic(topic.id))}>{topic.name}</a>
        </span>
      ))}
    </p>
  );
}

/** Who wrote it, when, what type of work it is, and whether it was corrected. */
function Byline({ article, author }: { article: Article; author: Author }) {
  const kind = labelledKind(article);
  const latest = correctionsOf(article)[0];
  return (
    <div className="meta">
      <p>
        By{' '}
        <a rel="author" href={liteHref(routes.author(author.slug))}>
          {author.name}
        </a>
        , {author.role}
      </p>
      <p>
        <LongDate date={article.publishedDate} />
        {article.updatedDate && (
          <>
            {' '}
            · Updated <LongDate date={article.updatedDate} />
          </>
        )}
      </p>
      {kind && (
        <p>
          {KIND_NOTES[kind]}{' '}
          <a href={liteHref(routes.pageSection(siteConfig.sectionLinks.typesOfWork))}>About our types of work</a>
        </p>
      )}
      {latest && (
        <p>
          <a href="#corrections">This article was corrected on {formatLongDate(latest.date)}.</a>
        </p>
      )}
    </div>
  );
}

/**
 * The story's picture, not fetched until the reader opens it: a closed `<details>` renders nothing
 * inside it, and the picture is lazy, so the browser asks for it only once it is shown. Its summary
 * names the picture and its size: the smallest AVIF the build rendered; a browser without AVIF
 * gets the JPEG instead.
 */
function Hero({ article, fileSize }: { article: Article; fileSize: LiteFiles['fileSize'] }) {
  const width = Math.min(...variantWidths(article));
  const avif = withBasePath(imageVariant(article.imageURL, width, 'avif'));
  const jpeg = withBasePath(imageVariant(article.imageURL, fallbackWidth(article), 'jpg'));
  const size = fileSize(avif);
  return (
    <figure>
      <details>
        <summary>
          Show the picture{size !== null && ` (${kilobytes(size)})`}: {article.imageAlt}
        </summary>
        <picture>
          <source type="image/avif" srcSet={avif} />
          <img src={jpeg} alt={article.imageAlt} width={width} height={variantHeight(article, width)} loading="lazy" />
        </picture>
      </details>
      {(article.imageCaption || article.imageCredit) && (
        <figcaption>
          {article.imageCaption}
          {article.imageCredit && (
            <>
              {' '}
              <span className="muted">{article.imageCredit}</span>
            </>
          )}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * A live story's updates as its full page lists them: whether the coverage is open, the pinned
 * update first, then every update newest first, each with its time and its own anchor. No
 * polling: a reader reloads for the latest, as the page says.
 */
function LiveUpdates({ article, body }: { article: Article; body: LiteFiles['body'] }) {
  const updates = article.updates ?? [];
  if (!article.live || updates.length === 0) return null;
  const context = timeContext(article.publishedDate, updates);
  const ordered = [...updates.filter((update) => update.pinned), ...updates.filter((update) => !update.pinned)];
  const open = article.liveState !== 'closed';
  return (
    <section aria-labelledby="updates-heading">
      <h2 id="updates-heading">{open ? 'Live updates' : 'Updates'}</h2>
      <p className="meta">
        {open ? 'Live: reload for the latest updates.' : 'This live coverage has ended.'} Newest first
        {context.offset !== null && `. All times ${context.offset}`}.
      </p>
      {ordered.map((update) => (
        <article key={update.id} id={liveUpdateAnchor(update.id)}>
          <p className="meta">
            <time dateTime={update.time}>{updateTimeLabel(update.time, context)}</time>
            {update.pinned && ' · Pinned'}
            {update.key && ' · Key event'}
          </p>
          <h3>{update.headline}</h3>
          <Html html={body(update.content)} />
        </article>
      ))}
    </section>
  );
}

/** The corrections at the story's foot, newest first, with the way to the policy and to every correction. */
function Corrections({ article }: { article: Article }) {
  const all = correctionsOf(article);
  if (all.length === 0) return null;
  return (
    <section id="corrections" aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">{all.length === 1 ? 'Correction' : 'Corrections'}</h2>
      {all.map(({ date, text }) => (
        <p key={`${date}-${text}`}>
          <LongDate date={date} />
          <br />
          {text}
        </p>
      ))}
      <p className="meta">
        <a href={liteHref(routes.pageSection(siteConfig.policies.correctionsPolicy))}>Our corrections policy</a> ·{' '}
        <a href={liteHref(routes.corrections())}>All corrections</a>
      </p>
    </section>
  );
}
