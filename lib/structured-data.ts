import type { Article } from './article';
import type { Author } from './authors';
import type { Crumb } from './breadcrumbs';
import type { Category } from './categories';
import { absoluteUrl, routes } from './routes';
import { siteConfig } from './site';
import { LOGO_PATH, shareImagePath } from './images';

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

export function person(author: Author) {
  return { '@type': 'Person', name: author.name, jobTitle: author.role, url: absoluteUrl(routes.author(author.slug)) };
}

export function newsArticle(article: Article, category: Category, author: Author) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: [
      {
        '@type': 'ImageObject',
        url: absoluteUrl(shareImagePath(article.imageURL)),
        ...(article.imageCaption && { caption: article.imageCaption }),
        ...(article.imageCredit && { creditText: article.imageCredit }),
      },
    ],
    datePublished: article.publishedDate,
    ...(article.updatedDate && { dateModified: article.updatedDate }),
    author: [person(author)],
    articleSection: category.displayName,
    mainEntityOfPage: absoluteUrl(routes.article(article.slug)),
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
    },
  };
}
