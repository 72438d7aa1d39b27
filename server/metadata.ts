import 'server-only';
import type { Metadata } from 'next';
import type { ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import type { Topic } from '@/lib/topics';
import { SHARE_IMAGE_SIZE, SITE_SHARE_PATH, shareImagePath } from '@/lib/images';
import { absoluteUrl, counterpartPath, liteCopyOf, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { defaultEdition, editionOf, fill, inEdition, ogLocale, storyPath, isDefault, type Edition } from '@/lib/editions';
import { publishedEditions } from './articles';
import { currentEdition, messages } from './editions';

interface PageMetadataInput {
  /** The page's own title; the home page passes none. */
  title?: string;
  description: string;
  path: string;
  image: { path: string; alt: string };
  feeds?: { title: string; path: string }[];
  article?: { publishedTime: string; modifiedTime?: string; section: string; author: Author };
  /**
   * A story's versions in the other editions (its translations), by their site paths there. Any other
   * page's are the same page in each other published edition (`samePageElsewhere`). Each is named with
   * its language (hreflang), and the default edition's as `x-default`.
   */
  versions?: { locale: string; path: string; isDefault: boolean }[];
}

/**
 * A page's versions in the other published editions: the same page there, which every edition has
 * (front page, sections, topics, authors, standing pages); none for an archive page, whose number
 * covers other days in each edition (lib/routes.ts `counterpartPath`).
 */
function samePageElsewhere(path: string, here: Edition): NonNullable<PageMetadataInput['versions']> {
  if (counterpartPath(path) !== path) return [];
  return [defaultEdition, ...publishedEditions()]
    .filter((edition) => edition.id !== here.id)
    .map((edition) => ({ locale: edition.locale, path: inEdition(edition, path), isDefault: isDefault(edition) }));
}

/** The edition's feed of every story, which every page names. */
const siteFeed = () => ({ title: fill(messages().meta.allStoriesFeed, { site: siteConfig.name }), path: routes.feed() });

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
export function pageMetadata({ title, description, path, image, feeds = [], article, versions }: PageMetadataInput): Metadata {
  const edition = currentEdition();
  const others = versions ?? (article ? [] : samePageElsewhere(path, edition));
  const words = messages();
  const fullTitle = title ? `${title} | ${siteConfig.name}` : `${siteConfig.name} — ${words.site.tagline}`;
  const url = absoluteUrl(inEdition(edition, path));
  const imageUrl = absoluteUrl(image.path);
  const lite = liteCopyOf(inEdition(edition, path));
  const here = { locale: edition.locale, path: inEdition(edition, path), isDefault: isDefault(edition) };
  const languages = others.length > 0 ? [here, ...others] : [];
  return {
    title: { absolute: title ? documentTitle(title) : fullTitle },
    description,
    ...(article && {
      authors: [{ name: article.author.name, url: absoluteUrl(inEdition(edition, routes.author(article.author.slug))) }],
    }),
    alternates: {
      canonical: url,
      // The page in each language it has, itself included, and which one a reader of no listed language gets.
      ...(languages.length > 0 && {
        languages: Object.fromEntries([
          ...languages.map((version) => [version.locale, absoluteUrl(version.path)]),
          ...languages.filter((version) => version.isDefault).map((version) => ['x-default', absoluteUrl(version.path)]),
        ]),
      }),
      types: {
        'application/rss+xml': [siteFeed(), ...feeds].map((feed) => ({
          title: feed.title,
          url: absoluteUrl(inEdition(edition, feed.path)),
        })),
        // The page's copy in the text-only edition (docs/text-only-and-offline.md, "Text-only edition").
        ...(lite && { 'text/html': [{ title: words.meta.textOnly, url: absoluteUrl(lite) }] }),
      },
    },
    openGraph: {
      type: article ? 'article' : 'website',
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.name,
      locale: ogLocale(edition),
      ...(languages.length > 0 && {
        alternateLocale: languages.filter((version) => version !== here).map((version) => version.locale.replace('-', '_')),
      }),
      images: [{ url: imageUrl, ...SHARE_IMAGE_SIZE, alt: image.alt }],
      ...(article && {
        publishedTime: article.publishedTime,
        modifiedTime: article.modifiedTime,
        section: article.section,
        authors: [absoluteUrl(inEdition(edition, routes.author(article.author.slug)))],
      }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [{ url: imageUrl, alt: image.alt }] },
  };
}

/** `Technology`, or `Technology, page 2` past the first page. */
export const pagedTitle = (name: string, page: number) => (page > 0 ? fill(messages().meta.pagedTitle, { name, page }) : name);

const onSite = (name: string) => fill(messages().meta.onSite, { name, site: siteConfig.name });
const feedTitle = (name: string) => fill(messages().meta.sectionFeed, { name, site: siteConfig.name });

export function categoryMetadata(category: Category, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(category.displayName, page),
    description: fill(messages().meta.sectionDescription, { section: category.displayName, site: siteConfig.name }),
    path: routes.category(category.id, page),
    image: shareImage(lead, onSite(category.displayName)),
    feeds: [{ title: feedTitle(category.displayName), path: routes.categoryFeed(category.id) }],
  });
}

export function topicMetadata(topic: Topic, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(topic.name, page),
    description: topic.description,
    path: routes.topic(topic.id, page),
    image: shareImage(lead, onSite(topic.name)),
    feeds: [{ title: feedTitle(topic.name), path: routes.topicFeed(topic.id) }],
  });
}

export const topicsMetadata = (): Metadata =>
  pageMetadata({
    title: messages().layout.topics,
    description: fill(messages().meta.topicsDescription, { site: siteConfig.name }),
    path: routes.topics(),
    image: shareImage(undefined, onSite(messages().layout.topics)),
  });

export function authorMetadata(author: Author, page: number, lead: ArticleSummary | undefined): Metadata {
  return pageMetadata({
    title: pagedTitle(author.name, page),
    description: fill(messages().meta.authorDescription, { ...author, site: siteConfig.name }),
    path: routes.author(author.slug, page),
    image: shareImage(lead, onSite(author.name)),
  });
}

export function articleMetadata(
  article: ArticleSummary,
  category: Category,
  author: Author,
  translations: readonly Pick<ArticleSummary, 'slug' | 'lang'>[] = [],
): Metadata {
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path: routes.article(article.slug),
    image: { path: shareImagePath(article.imageURL), alt: article.imageAlt },
    feeds: [{ title: feedTitle(category.displayName), path: routes.categoryFeed(category.id) }],
    versions: translations.map((version) => ({
      locale: editionOf(version.lang).locale,
      path: storyPath(version),
      isDefault: version.lang === defaultEdition.id,
    })),
    article: { publishedTime: article.publishedDate, modifiedTime: article.updatedDate, section: category.displayName, author },
  });
}

/** A listing's share card is its newest story's; a page without one has the site's card, the logo on paper. */
export function shareImage(lead: ArticleSummary | undefined, alt: string): { path: string; alt: string } {
  return { path: lead ? shareImagePath(lead.imageURL) : SITE_SHARE_PATH, alt };
}
