import type { Article } from './articles';
import type { Category } from './categories';
import { absoluteUrl, routes, siteConfig } from './site';
import { LOGO_PATH, shareImagePath } from './images';

interface Crumb {
  name: string;
  path: string;
}

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

export function newsArticle(article: Article, category: Category) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: [absoluteUrl(shareImagePath(`news-${article.slug}`))],
    datePublished: article.publishedDate,
    articleSection: category.displayName,
    mainEntityOfPage: absoluteUrl(routes.article(article.slug)),
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
    },
  };
}

export function categoryCrumbs(category: Category): Crumb[] {
  return [
    { name: 'Home', path: routes.home() },
    { name: category.displayName, path: routes.category(category.id) },
  ];
}
