import type { Metadata } from 'next';
import type { ArticleSummary } from './article';
import type { Author } from './authors';
import type { Category } from './categories';
import type { Topic } from './topics';
import { SHARE_IMAGE_SIZE, SITE_SHARE_PATH, shareImagePath } from './images';
import { absoluteUrl, liteCopyOf, routes } from './routes';
import { siteConfig } from './site';

interface PageMetadataInput {
  /** The page's own title; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  image: { path: string; alt: string };
  feeds?: { title: string; path: string }[];
  article?: { publishedTime: string; modifiedTime?: string; section: string; author: Author };
}

const siteFeed = { title: `${siteConfig.name}: all stories`, path: routes.feed() };

/**
 * The longest `<title>` that carries the site's name: beyond it, search results would cut the name
 * off, so a longer title goes without it.
 */
export const TITLE_LIMIT = 70;

/**
 * The `<title>`: `{title} | {site}` when that fits in TITLE_LIMIT, else the whole title alone. It is
 * never cut: it is what a screen reader announces, a bookmark keeps and a share falls back to, and
 * search engines shorten it themselves where they must.
 */
export function documentTitle(title: string): string {
  const withSite = `${title} | ${siteConfig.name}`;
  return withSite.length <= TITLE_LIMIT ? withSite : title;
}

/** Every page's tags from one place: canonical, feeds, the text-only copy, Open Graph and Twitter, all absolute. */
export function pageMetadata({ title, description, path, image, feeds = [], article }: PageMetadataInput): Metadata {
  const fullTitle = title ? `${title} | ${siteConfig.name}` : `${siteConfig.name} — ${siteConfig.tagline}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  const lite = liteCopyOf(path);
  return {
    title: { absolute: title ? documentTitle(title) : fullTitle },
    description,
    ...(article && { authors: [{ name: article.author.name, url: absoluteUrl(routes.author(article.author.slug)) }] }),
    alternates: {
      canonical: url,
      types: {
        'application/rss+xml': [siteFeed, ...feeds].map((feed) => ({ title: feed.title, url: absoluteUrl(feed.path) })),
        // The page's copy in the text-only edition (README, "Text-only edition").
        ...(lite && { 'text/html': [{ title: 'Text-only', url: absoluteUrl(lite) }] }),
      },
    },
    openGraph: {
      type: article ? 'article' : 'website',
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.name,
      locale: siteConfig.locale.replace('-', '_'),
      images: [{ url: imageUrl, ...SHARE_IMAGE_SIZE, alt: image.alt }],
      ...(article && {
        publishedTime: article.publishedTime,
        modifiedTime: article.modifiedTime,
        section: article.section,
        authors: [absoluteUrl(routes.author(article.author.slug))],
      }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [{ url: imageUrl, alt: image.alt }] },
  };
}

/** `Technology`, or `Technology, page 2` past the first page. */
export const pagedTitle = (name: string, page: number) => (page > 0 ? `${name}, page ${page}` : name);

export function categoryMetadata(category: Category, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(category.displayName, page),
    description: `The latest ${category.displayName} stories from ${siteConfig.name}.`,
    path: routes.category(category.id, page),
    image: shareImage(lead, `${category.displayName} on ${siteConfig.name}`),
    feeds: [{ title: `${siteConfig.name}: ${category.displayName}`, path: routes.categoryFeed(category.id) }],
  });
}

export function topicMetadata(topic: Topic, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(topic.name, page),
    description: topic.description,
    path: routes.topic(topic.id, page),
    image: shareImage(lead, `${topic.name} on ${siteConfig.name}`),
    feeds: [{ title: `${siteConfig.name}: ${topic.name}`, path: routes.topicFeed(topic.id) }],
  });
}

export const topicsMetadata = (): Metadata =>
  pageMetadata({
    title: 'Topics',
    description: `Every subject ${siteConfig.name} follows across its sections, with how many stories each has.`,
    path: routes.topics(),
    image: shareImage(undefined, `Topics on ${siteConfig.name}`),
  });

export function authorMetadata(author: Author, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(author.name, page),
    description: `${author.name}, ${author.role} at ${siteConfig.name}: ${author.bio}`,
    path: routes.author(author.slug, page),
    image: shareImage(lead, `${author.name} on ${siteConfig.name}`),
  });
}

export function articleMetadata(article: ArticleSummary, category: Category, author: Author): Metadata {
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path: routes.article(article.slug),
    image: { path: shareImagePath(article.imageURL), alt: article.imageAlt },
    feeds: [{ title: `${siteConfig.name}: ${category.displayName}`, path: routes.categoryFeed(category.id) }],
    article: { publishedTime: article.publishedDate, modifiedTime: article.updatedDate, section: category.displayName, author },
  });
}

/** A listing's share card is its newest story's; a page without one has the site's card, the logo on paper. */
export function shareImage(lead: ArticleSummary | undefined, alt: string): { path: string; alt: string } {
  return { path: lead ? shareImagePath(lead.imageURL) : SITE_SHARE_PATH, alt };
}
