import { correctionsOf, labelledKind, type Article } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { LiteStory } from '@/lib/lite-copy';
import { formatLongDate } from '@/lib/dates';
import { fallbackWidth, imageVariant, kilobytes, variantHeight, variantWidths } from '@/lib/images';
import { timeContext, updateTimeLabel } from '@/lib/live';
import { liveUpdateAnchor, routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import type { Topic } from '@/lib/topics';
import { LongDate, StoryList } from './story-list';
import { fill, liteLinkIn, sectionName, type LiteLanguage } from './words';

export interface LiteArticleProps extends LiteStory {
  language: LiteLanguage;
}

/** HTML the build finished: a body the content check sanitised and the edition's links rewrote. */
const Html = ({ html }: { html: string }) => <div className="body" dangerouslySetInnerHTML={{ __html: html }} />;

/**
 * A story in the text-only edition: what the full page tells a reader to judge it by (section, type
 * of work, byline, dates, corrections) and its text, with the picture behind a disclosure that says
 * what it shows and weighs. No share button: a reader shares the address.
 */
export function LiteArticle(props: LiteArticleProps) {
  const { article, category, author, topics, related, moreOnTopic, pictureSize, language } = props;
  const kind = labelledKind(article);
  const { words } = language;
  const section = sectionName(language, category);
  return (
    <>
      <article>
        <p className="label">
          <a href={liteLinkIn(language, routes.category(category.id))}>{section}</a>
          {kind && (
            <>
              {' '}
              <span className="kind">{words.article.kinds[kind]}</span>
            </>
          )}
        </p>
        <h1>{article.title}</h1>
        <p className="standfirst">{article.excerpt}</p>
        <Byline article={article} author={author} language={language} />
        <Hero article={article} size={pictureSize} language={language} />
        <Html html={article.content} />
        <LiveUpdates article={article} language={language} />
        <Corrections article={article} language={language} />
        <Topics topics={topics} language={language} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{fill(words.article.moreFrom, { section })}</h2>
          <StoryList articles={related} language={language} headingLevel={3} section={false} />
        </section>
      )}
      {moreOnTopic && moreOnTopic.articles.length > 0 && (
        <section aria-labelledby="more-on-topic-heading">
          <h2 id="more-on-topic-heading">{fill(words.article.moreOn, { topic: moreOnTopic.topic.name })}</h2>
          <StoryList articles={moreOnTopic.articles} language={language} headingLevel={3} />
        </section>
      )}
    </>
  );
}

/** The story's topics, each a link to its page's copy. */
function Topics({ topics, language }: { topics: Topic[]; language: LiteLanguage }) {
  if (topics.length === 0) return null;
  return (
    <p className="label">
      {language.words.lite.topicsLabel}{' '}
      {topics.map((topic, index) => (
        <span key={topic.id}>
          {index > 0 && ', '}
          <a href={liteLinkIn(language, routes.topic(topic.id))}>{topic.name}</a>
        </span>
      ))}
    </p>
  );
}

/** Who wrote it, when, what type of work it is, and whether it was corrected. */
function Byline({ article, author, language }: { article: Article; author: Author; language: LiteLanguage }) {
  const kind = labelledKind(article);
  const latest = correctionsOf(article)[0];
  const words = language.words.article;
  return (
    <div className="meta">
      <p>
        {words.by}{' '}
        <a rel="author" href={liteLinkIn(language, routes.author(author.slug))}>
          {author.name}
        </a>
        , {author.role}
      </p>
      <p>
        <LongDate date={article.publishedDate} language={language} />
        {article.updatedDate && (
          <>
            {' '}
            · {words.updated} <LongDate date={article.updatedDate} language={language} />
          </>
        )}
      </p>
      {kind && (
        <p>
          {words.kindNotes[kind]}{' '}
          <a href={liteLinkIn(language, routes.pageSection(siteConfig.sectionLinks.typesOfWork))}>{words.typesOfWork}</a>
        </p>
      )}
      {latest && (
        <p>
          <a href="#corrections">{fill(words.corrected, { date: formatLongDate(latest.date, language.edition.locale) })}</a>
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
function Hero({ article, size, language }: { article: Article; size: number | null; language: LiteLanguage }) {
  const width = Math.min(...variantWidths(article));
  const avif = withBasePath(imageVariant(article.imageURL, width, 'avif'));
  const jpeg = withBasePath(imageVariant(article.imageURL, fallbackWidth(article), 'jpg'));
  const words = language.words.lite;
  const alt = article.imageAlt;
  return (
    <figure>
      <details>
        <summary>
          {size === null ? fill(words.showPicture, { alt }) : fill(words.showPictureSized, { alt, size: kilobytes(size) })}
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
function LiveUpdates({ article, language }: { article: Article; language: LiteLanguage }) {
  const updates = article.updates ?? [];
  if (!article.live || updates.length === 0) return null;
  const context = timeContext(article.publishedDate, updates);
  const ordered = [...updates.filter((update) => update.pinned), ...updates.filter((update) => !update.pinned)];
  const open = article.liveState !== 'closed';
  const { edition, words } = language;
  const order =
    context.offset === null ? words.live.newestFirst : fill(words.live.newestFirstAllTimes, { offset: context.offset });
  return (
    <section aria-labelledby="updates-heading">
      <h2 id="updates-heading">{open ? words.live.heading : words.lite.updates}</h2>
      <p className="meta">
        {open ? words.lite.liveReload : words.live.ended} {order}
      </p>
      {ordered.map((update) => (
        <article key={update.id} id={liveUpdateAnchor(update.id)}>
          <p className="meta">
            <time dateTime={update.time}>{updateTimeLabel(update.time, context, edition.locale)}</time>
            {update.pinned && ` · ${words.live.pinned}`}
            {update.key && ` · ${words.live.keyEvent}`}
          </p>
          <h3>{update.headline}</h3>
          <Html html={update.content} />
        </article>
      ))}
    </section>
  );
}

/** The corrections at the story's foot, newest first, with the way to the policy and to every correction. */
function Corrections({ article, language }: { article: Article; language: LiteLanguage }) {
  const all = correctionsOf(article);
  if (all.length === 0) return null;
  const words = language.words.article;
  return (
    <section id="corrections" aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">{all.length === 1 ? words.correctionHeading : words.correctionsHeading}</h2>
      {all.map(({ date, text }) => (
        <p key={`${date}-${text}`}>
          <LongDate date={date} language={language} />
          <br />
          {text}
        </p>
      ))}
      <p className="meta">
        <a href={liteLinkIn(language, routes.pageSection(siteConfig.policies.correctionsPolicy))}>{words.correctionsPolicy}</a> ·{' '}
        <a href={liteLinkIn(language, routes.corrections())}>{words.allCorrections}</a>
      </p>
    </section>
  );
}
