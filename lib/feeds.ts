import { Feed } from 'feed';
import type { Article } from './articles';
import { getCategory, type Category } from './categories';
import { shareImagePath } from './images';
import { absoluteUrl, routes, siteConfig } from './site';

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Root-relative links in article HTML become absolute: feed readers have no page to resolve them against. */
function absoluteLinks(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteConfig.url}/`);
}

/** An RSS 2.0 feed of the given articles (newest first), for the whole site or one category. */
export function rssFeed(articles: Article[], category?: Category): string {
  const path = category ? routes.categoryFeed(category.id) : routes.feed();
  const feed = new Feed({
    title: category ? `${siteConfig.name}: ${category.displayName}` : siteConfig.name,
    description: category ? `The latest ${category.displayName} stories from ${siteConfig.name}.` : siteConfig.description,
    id: absoluteUrl(category ? routes.category(category.id) : routes.home()),
    link: absoluteUrl(category ? routes.category(category.id) : routes.home()),
    language: 'en-US',
    copyright: siteConfig.copyright,
    updated: articles[0] ? toDate(articles[0].publishedDate) : undefined,
    feedLinks: { rss: absoluteUrl(path) },
    generator: false,
  });
  for (const article of articles) {
    const link = absoluteUrl(routes.article(article.slug));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      content: absoluteLinks(article.content),
      date: toDate(article.publishedDate),
      category: [{ name: getCategory(article.category)?.displayName }],
      image: { url: absoluteUrl(shareImagePath(`news-${article.slug}`)), type: 'image/jpeg' },
    });
  }
  return feed.rss2();
}

export function rssResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
