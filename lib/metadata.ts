import type { Metadata } from 'next';
import type { Article } from './articles';
import type { Category } from './categories';
import { SHARE_IMAGE_SIZE, shareImagePath } from './images';
import { absoluteUrl, routes, siteConfig } from './site';

interface PageMetadataInput {
  /** The page's own title; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  image: { path: string; alt: string };
  feeds?: { title: string; path: string }[];
  article?: { publishedTime: string; section: string };
}

const siteFeed = { title: `${siteConfig.name}: all stories`, path: routes.feed() };

/** Every page's tags from one place: canonical, feeds, Open Graph and Twitter, all absolute. */
export function pageMetadata({ title, description, path, image, feeds = [], article }: PageMetadataInput): Metadata {
  const fullTitle = title ? `${title} | ${siteConfig.name}` : `${siteConfig.name} — ${siteConfig.tagline}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      types: {
        'application/rss+xml': [siteFeed, ...feeds].map((feed) => ({ title: feed.title, url: absoluteUrl(feed.path) })),
      },
    },
    openGraph: {
      type: article ? 'article' : 'website',
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.name,
      locale: 'en_US',
      images: [{ url: imageUrl, ...SHARE_IMAGE_SIZE, alt: image.alt }],
      ...(article && { publishedTime: article.publishedTime, section: article.section }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [{ url: imageUrl, alt: image.alt }] },
  };
}

export function categoryMetadata(category: Category): Metadata {
  return pageMetadata({
    title: category.displayName,
    description: `The latest ${category.displayName} stories from ${siteConfig.name}.`,
    path: routes.category(category.id),
    image: { path: shareImagePath(`category-${category.id}`), alt: `${category.displayName} on ${siteConfig.name}` },
    feeds: [{ title: `${siteConfig.name}: ${category.displayName}`, path: routes.categoryFeed(category.id) }],
  });
}

export function articleMetadata(article: Article, category: Category): Metadata {
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path: routes.article(article.slug),
    image: { path: shareImagePath(`news-${article.slug}`), alt: article.imageAlt },
    feeds: [{ title: `${siteConfig.name}: ${category.displayName}`, path: routes.categoryFeed(category.id) }],
    article: { publishedTime: article.publishedDate, section: category.displayName },
  });
}
