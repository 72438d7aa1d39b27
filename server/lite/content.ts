import 'server-only';
import { labelledKind } from '@/lib/article';
import { getAuthor } from '@/lib/authors';
import { getCategories, getCategory } from '@/lib/categories';
import { fill } from '@/lib/editions';
import { imageVariant, variantWidths } from '@/lib/images';
import { SECTION_SIZE } from '@/lib/pagination';
import { withBasePath, type Collection } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { topicsOf } from '@/lib/topics';
import type { LiteCopy } from '../page-kinds';
import { getArticle, getArticles, getTopStories, storyLists } from '../articles';
import { currentEdition, localAuthor, localCategory, localTopic, messages } from '../editions';
import { getAuthorListing, getCategoryListing, getCorrections, getTopicCounts, getTopicListing } from '../listings';
import { pagedTitle } from '../metadata';
import { getPage } from '../pages';
import { getCollectionListing } from '../collections';
import { liteBody, publicFileSize } from './body';

/**
 * What each text-only copy shows and says of itself, in the edition being drawn (server/editions/
 * `inEditionScope`): the same stories, listings and words as its full page, as plain data for the
 * views of components/lite/. Its bodies are given as the text-only edition gives them (body.ts).
 */

export const frontDescription = () => fill(messages().lite.frontDescription, { tagline: messages().site.tagline });

/** The front page's sections, as the text-only front lists them: each one's latest stories. */
function frontSections() {
  return getCategories().map((category) => {
    const articles = getArticles(category.id);
    return {
      category: localCategory(category)!,
      articles: articles.slice(0, SECTION_SIZE),
      hasMore: articles.length > SECTION_SIZE,
    };
  });
}

export const front = (): LiteCopy => ({
  description: frontDescription(),
  content: { view: 'front', latest: getTopStories(), sections: frontSections() },
});

export function story(slug: string): LiteCopy {
  const found = getArticle(slug)!;
  const article = {
    ...found,
    content: liteBody(found.content),
    ...(found.updates && { updates: found.updates.map((update) => ({ ...update, content: liteBody(update.content) })) }),
  };
  const category = localCategory(getCategory(article.category))!;
  const author = localAuthor(getAuthor(article.author))!;
  const topics = topicsOf(article.topics).map((topic) => localTopic(topic)!);
  const smallest = withBasePath(imageVariant(article.imageURL, Math.min(...variantWidths(article)), 'avif'));
  return {
    title: article.title,
    description: article.excerpt,
    className: labelledKind(article) === 'opinion' ? 'opinion' : undefined,
    content: { view: 'story', article, category, author, topics, ...storyLists(article), pictureSize: publicFileSize(smallest) },
  };
}

export function category(id: string, page: number): LiteCopy {
  const { category, listing } = getCategoryListing(id, page, currentEdition())!;
  return {
    title: pagedTitle(category.displayName, listing.page),
    description: fill(messages().lite.sectionDescription, { section: category.displayName }),
    content: { view: 'category', category, listing },
  };
}

export function author(slug: string, page: number): LiteCopy {
  const { author, listing } = getAuthorListing(slug, page, currentEdition())!;
  return { title: pagedTitle(author.name, listing.page), description: author.bio, content: { view: 'author', author, listing } };
}

export function topic(id: string, page: number): LiteCopy {
  const { topic, listing } = getTopicListing(id, page, currentEdition())!;
  return {
    title: pagedTitle(topic.name, listing.page),
    description: topic.description,
    content: { view: 'topic', topic, listing },
  };
}

export function collection(id: Collection, page: number): LiteCopy {
  const { collection, listing } = getCollectionListing(id, page)!;
  return {
    title: pagedTitle(collection.heading, listing.page),
    description: collection.description,
    content: { view: 'collection', collection, listing },
  };
}

export const topics = (): LiteCopy => ({
  title: messages().layout.topics,
  description: messages().lite.topicsDescription,
  content: { view: 'topics', topics: getTopicCounts() },
});

export const corrections = (): LiteCopy => ({
  title: messages().layout.corrections,
  description: fill(messages().lite.correctionsDescription, { site: siteConfig.name }),
  content: { view: 'corrections', corrections: getCorrections() },
});

export function standingPage(slug: string): LiteCopy {
  const page = getPage(slug)!;
  return {
    title: page.title,
    description: page.description,
    content: { view: 'page', title: page.title, html: liteBody(page.html) },
  };
}
