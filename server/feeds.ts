import 'server-only';
import { Feed } from 'feed';
import { lastChange, type Article } from '@/lib/article';
import { getAuthor } from '@/lib/authors';
import { getCategory, type Category } from '@/lib/categories';
import { getTopic, type Topic } from '@/lib/topics';
import { toInstant } from '@/lib/dates';
import { FEED_SIZE } from '@/lib/pagination';
import { shareImagePath } from '@/lib/images';
import { absoluteUrl, routes } from '@/lib/routes';
import { copyrightLine, siteConfig } from '@/lib/site';
import type { CollectionInfo } from '@/lib/collections';
import { defaultEdition, fill, inEdition, storyPath, type Edition } from '@/lib/editions';
import { localCategory, localTopic, messagesOf } from './editions';
import { getArticles } from './articles';
import { collectionFeed } from './collections';

/** The moment the newest of `articles` last changed; the epoch for none. */
const newestChange = (articles: readonly Pick<Article, 'publishedDate' | 'updatedDate' | 'corrections'>[]) =>
  new Date(Math.max(0, ...articles.map((article) => lastChange(article).getTime())));

/** Root-relative links in article HTML become absolute: feed readers have no page to resolve them against. */
function absoluteLinks(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteConfig.url}/`);
}

/** What a feed is of: its title, what it says of itself, the page it follows and its own address. */
export interface FeedChannel {
  title: string;
  description: string;
  page: string;
  feed: string;
}

/** An edition's feed of every story. Its addresses, as every channel's, are site paths within the edition. */
export const siteChannel = (edition: Edition = defaultEdition): FeedChannel => ({
  title: siteConfig.name,
  description: messagesOf(edition).site.description,
  page: routes.home(),
  feed: routes.feed(),
});

export const sectionChannel = (category: Category, edition: Edition = defaultEdition): FeedChannel => ({
  title: fill(messagesOf(edition).meta.sectionFeed, { site: siteConfig.name, name: category.displayName }),
  description: fill(messagesOf(edition).meta.sectionDescription, { section: category.displayName, site: siteConfig.name }),
  page: routes.category(category.id),
  feed: routes.categoryFeed(category.id),
});

export const topicChannel = (topic: Topic, edition: Edition = defaultEdition): FeedChannel => ({
  title: fill(messagesOf(edition).meta.sectionFeed, { site: siteConfig.name, name: topic.name }),
  description: topic.description,
  page: routes.topic(topic.id),
  feed: routes.topicFeed(topic.id),
});

/** A list's feed (server/collections.ts): the opinion pieces'. */
export const collectionChannel = (collection: CollectionInfo, edition: Edition = defaultEdition): FeedChannel => ({
  title: fill(messagesOf(edition).meta.sectionFeed, { site: siteConfig.name, name: collection.heading }),
  description: collection.description,
  page: routes[collection.id](),
  feed: collectionFeed(collection.id),
});

/**
 * An RSS 2.0 feed of the latest FEED_SIZE of the given articles (newest first), for the whole site,
 * a section or a topic. Each item names its section and its topics as its categories.
 */
export function rssFeed(allArticles: Article[], channel: FeedChannel = siteChannel(), edition = defaultEdition): string {
  const articles = allArticles.slice(0, FEED_SIZE);
  const at = (path: string) => absoluteUrl(inEdition(edition, path));
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: at(channel.page),
    link: at(channel.page),
    language: edition.locale,
    copyright: copyrightLine,
    // An empty feed (a section with no story yet in this edition) is as new as the edition's newest story: the same
    // for the same stories, where the feed package would write the clock's time.
    updated: newestChange(articles.length > 0 ? articles : getArticles(undefined, edition)),
    feedLinks: { rss: at(channel.feed) },
    generator: false,
  });
  for (const article of articles) {
    const link = absoluteUrl(storyPath(article));
    const author = getAuthor(article.author);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      content: absoluteLinks(article.content),
      date: toInstant(article.publishedDate),
      category: [
        { name: localCategory(getCategory(article.category), edition)?.displayName },
        ...article.topics.map((id) => ({ name: localTopic(getTopic(id), edition)?.name })),
      ],
      image: { url: absoluteUrl(shareImagePath(article.imageURL)), type: 'image/jpeg' },
      extensions: [
        ...(author ? [{ name: 'dc:creator', objects: { _text: author.name } }] : []),
        // RSS 2.0 has no field for a correction; readers that know Atom read atom:updated.
        ...(article.updatedDate
          ? [{ name: 'atom:updated', objects: { _text: toInstant(article.updatedDate).toISOString() } }]
          : []),
      ],
    });
  }
  return feed.rss2();
}

export function rssResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
