import { correctionsOf, kindOf, modifiedDate, type Article, type ArticleKind } from './article';
import { getAuthor, type Author } from './authors';
import type { Crumb } from './breadcrumbs';
import type { Category } from './categories';
import { defaultEdition, editionOf, inEdition, storyPath, type Edition } from './editions';
import { topicsOf, type Topic } from './topics';
import { absoluteUrl, routes } from './routes';
import { siteConfig } from './site';
import { STRUCTURED_IMAGE_SHAPES, structuredImagePath } from './images';
import { newsMediaOrganization } from './publisher';
import { htmlText } from './html-text';
import { STRUCTURED_UPDATES } from './live';

/** The page's trail as search engines read it: the same crumbs the page shows (lib/breadcrumbs.ts), at their addresses in the page's edition. */
export function breadcrumbList(crumbs: Crumb[], edition: Edition) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(inEdition(edition, crumb.path)),
    })),
  };
}

/**
 * A listing page (a topic's) for search engines: a `CollectionPage` in the edition's language whose
 * main entity is the list of the stories it shows, in its order. `path` is the site path within the edition.
 */
export function collectionPage({
  name,
  description,
  path,
  stories,
  edition,
}: {
  name: string;
  description: string;
  path: string;
  stories: { slug: string; title: string; lang: string }[];
  edition: Edition;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    inLanguage: edition.locale,
    url: absoluteUrl(inEdition(edition, path)),
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: absoluteUrl(inEdition(edition, routes.home())) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: stories.map((story, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(storyPath(story)),
        name: story.title,
      })),
    },
  };
}

/** A writer, at their page in an edition (the default's unless given). */
export function person(author: Author, edition: Edition = defaultEdition) {
  return {
    '@type': 'Person',
    name: author.name,
    jobTitle: author.role,
    url: absoluteUrl(inEdition(edition, routes.author(author.slug))),
  };
}

/** schema.org's type for each type of work. */
const ARTICLE_TYPES: Record<ArticleKind, string> = {
  news: 'NewsArticle',
  analysis: 'AnalysisNewsArticle',
  opinion: 'OpinionNewsArticle',
  explainer: 'BackgroundNewsArticle',
};

/**
 * How a story is named in its edition: its language (`inLanguage`, the edition's locale) and its
 * topics as the edition names them (server/editions/ `localTopic`; the default edition's unless given).
 */
export interface StoryLanguage {
  locale: string;
  topics?: Topic[];
}

/**
 * A story for news search: a `NewsArticle` (or the type of its kind of work); a live story is a
 * `LiveBlogPosting` (liveBlogPosting). What they share is written here once.
 */
export function newsArticle(article: Article, category: Category, author: Author, language: StoryLanguage) {
  return storyData(ARTICLE_TYPES[kindOf(article)], article, category, author, language);
}

/**
 * A live story, as Google's live-blog results read it: a `LiveBlogPosting` with the story's own
 * fields, its coverage's start (its publication) and, once it has closed, its end; each update a
 * `BlogPosting` (headline, time, text, its permalink, and its writer where another than the byline), newest first, the latest
 * STRUCTURED_UPDATES of them; modified when its latest update was.
 */
export function liveBlogPosting(article: Article, category: Category, author: Author, language: StoryLanguage) {
  const updates = article.updates ?? [];
  const edition = editionOf(article.lang);
  return {
    ...storyData('LiveBlogPosting', article, category, author, language),
    coverageStartTime: article.publishedDate,
    ...(article.liveState === 'closed' && article.coverageEnd && { coverageEndTime: article.coverageEnd }),
    liveBlogUpdate: updates.slice(0, STRUCTURED_UPDATES).map((update) => {
      // An update by another writer than the story's byline names them; the rest are the byline's.
      const writer = update.author !== article.author && getAuthor(update.author);
      return {
        '@type': 'BlogPosting',
        headline: update.headline,
        datePublished: update.time,
        articleBody: htmlText(update.content),
        url: absoluteUrl(inEdition(edition, routes.liveUpdate(article.slug, update.id))),
        ...(writer && { author: [person(writer, edition)] }),
      };
    }),
  };
}

/** A story's topics for news search: their names as `keywords`, and each a `Thing` it is `about`, named by its page. */
function topicData(topics: readonly Topic[], edition: Edition) {
  if (topics.length === 0) return {};
  return {
    keywords: topics.map((topic) => topic.name),
    about: topics.map((topic) => ({
      '@type': 'Thing',
      name: topic.name,
      url: absoluteUrl(inEdition(edition, routes.topic(topic.id))),
    })),
  };
}

function storyData(type: string, article: Article, category: Category, author: Author, language: StoryLanguage) {
  const edition = editionOf(article.lang);
  const url = absoluteUrl(storyPath(article));
  const corrections = correctionsOf(article);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title,
    inLanguage: language.locale,
    description: article.excerpt,
    image: STRUCTURED_IMAGE_SHAPES.map((shape) => ({
      '@type': 'ImageObject',
      url: absoluteUrl(structuredImagePath(article.imageURL, shape)),
      width: shape.width,
      height: shape.height,
      ...(article.imageCaption && { caption: article.imageCaption }),
      ...(article.imageCredit && { creditText: article.imageCredit }),
    })),
    datePublished: article.publishedDate,
    // A live story's latest update is its latest change.
    dateModified: modifiedDate(article, article.updates?.[0]?.time),
    author: [person(author, edition)],
    articleSection: category.displayName,
    ...topicData(language.topics ?? topicsOf(article.topics), edition),
    mainEntityOfPage: url,
    publisher: newsMediaOrganization(),
    ...(corrections.length > 0 && {
      correction: corrections.map((correction) => ({
        '@type': 'CorrectionComment',
        text: correction.text,
        datePublished: correction.date,
        url: `${url}#corrections`,
      })),
    }),
  };
}
