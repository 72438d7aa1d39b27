import 'server-only';
import { Feed } from 'feed';
import { lastChange, type Article } from '@/lib/article';
import { getAuthor } from '@/lib/authors';
import { getCategory, type Category } from '@/lib/categories';
import { toInstant } from '@/lib/dates';
import { FEED_SIZE } from '@/lib/pagination';
import { shareImagePath } from '@/lib/images';
import { absoluteUrl, routes } from '@/lib/routes';
import { copyrightLine, siteConfig } from '@/lib/site';

/** Root-relative links in article HTML become absolute: feed readers have no page to resolve them against. */
function absoluteLinks(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteConfig.url}/`);
}

/** An RSS 2.0 feed of the latest FEED_SIZE of the given articles (newest first), for the whole site or one category. */
export function rssFeed(allArticles: Article[], category?: Category): string {
  const articles = allArticles.slice(0, FEED_SIZE);
  const path = category ? routes.categoryFeed(category.id) : routes.feed();
  const feed = new Feed({
    title: category ? `${siteConfig.name}: ${category.displayName}` : siteConfig.name,
    description: category ? `The latest ${category.displayName} stories from ${siteConfig.name}.` : siteConfig.description,
    id: absoluteUrl(category ? routes.category(category.id) : routes.home()),
    link: absoluteUrl(category ? routes.category(category.id) : routes.home()),
    language: siteConfig.locale,
    copyright: copyrightLine,
    updated: articles.length > 0 ? new Date(Math.max(...articles.map((article) => lastChange(article).getTime()))) : undefined,
    feedLinks: { rss: absoluteUrl(path) },
    generator: false,
  });
  for (const article of articles) {
    const link = absoluteUrl(routes.article(article.slug));
    const author = getAuthor(article.author);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      content: absoluteLinks(article.content),
      date: toInstant(article.publishedDate),
      category: [{ name: getCategory(article.category)?.displayName }],
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
