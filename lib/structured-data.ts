import { correctionsOf, kindOf, modifiedDate, type Article, type ArticleKind } from './article';
import { getAuthor, type Author } from './authors';
import type { Crumb } from './breadcrumbs';
import type { Category } from './categories';
import { topicsOf } from './topics';
import { absoluteUrl, routes } from './routes';
import { siteConfig } from './site';
import { STRUCTURED_IMAGE_SHAPES, structuredImagePath } from './images';
import { newsMediaOrganization } from './publisher';
import { htmlText } from './html-text';
import { STRUCTURED_UPDATES } from './live';

/** The page's trail as search engines read it: the same crumbs the page shows (lib/breadcrumbs.ts). */
export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A listing page (a topic's) for search engines: a `CollectionPage` whose main entity is the list of
 * the stories it shows, in its order.
 */
export function collectionPage({
  name,
  description,
  path,
  stories,
}: {
  name: string;
  description: string;
  path: string;
  stories: { slug: string; title: string }[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: absoluteUrl(path),
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: absoluteUrl(routes.home()) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: stories.map((story, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(routes.article(story.slug)),
        name: story.title,
      })),
    },
  };
}

export function person(author: Author) {
  return { '@type': 'Person', name: author.name, jobTitle: author.role, url: absoluteUrl(routes.author(author.slug)) };
}

/** schema.org's type for each type of work. */
const ARTICLE_TYPES: Record<ArticleKind, string> = {
  news: 'NewsArticle',
  analysis: 'AnalysisNewsArticle',
  opinion: 'OpinionNewsArticle',
  explainer: 'BackgroundNewsArticle',
};

/**
 * A story for news search: a `NewsArticle` (or the type of its kind of work); a live story is a
 * `LiveBlogPosting` (liveBlogPosting). What they share is written here once.
 */
export function newsArticle(article: Article, category: Category, author: Author) {
  return storyData(ARTICLE_TYPES[kindOf(article)], article, category, author);
}

/**
 * A live story, as Google's live-blog results read it: a `LiveBlogPosting` with the story's own
 * fields, its coverage's start (its publication) and, once it has closed, its end; each update a
 * `BlogPosting` (headline, time, text, its permalink, and its writer where another than the byline), newest first, the latest
 * STRUCTURED_UPDATES of them; modified when its latest update was.
 */
export function liveBlogPosting(article: Article, category: Category, author: Author) {
  const updates = article.updates ?? [];
  return {
    ...storyData('LiveBlogPosting', article, category, author),
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
        url: absoluteUrl(routes.liveUpdate(article.slug, update.id)),
        ...(writer && { author: [person(writer)] }),
      };
    }),
  };
}

/** A story's topics for news search: their names as `keywords`, and each a `Thing` it is `about`, named by its page. */
function topicData(ids: readonly string[]) {
  const topics = topicsOf(ids);
  if (topics.length === 0) return {};
  return {
    keywords: topics.map((topic) => topic.name),
    about: topics.map((topic) => ({ '@type': 'Thing', name: topic.name, url: absoluteUrl(routes.topic(topic.id)) })),
  };
}

function storyData(type: string, article: Article, category: Category, author: Author) {
  const url = absoluteUrl(routes.article(article.slug));
  const corrections = correctionsOf(article);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title,
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
    author: [person(author)],
    articleSection: category.displayName,
    ...topicData(article.topics),
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
