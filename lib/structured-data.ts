import { correctionsOf, kindOf, modifiedDate, type Article, type ArticleKind } from './article';
import type { Author } from './authors';
import type { Crumb } from './breadcrumbs';
import type { Category } from './categories';
import { absoluteUrl, routes } from './routes';
import { STRUCTURED_IMAGE_SHAPES, structuredImagePath } from './images';
import { newsMediaOrganization } from './publisher';

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

/** schema.org's type for each type of work. */
const ARTICLE_TYPES: Record<ArticleKind, string> = {
  news: 'NewsArticle',
  analysis: 'AnalysisNewsArticle',
  opinion: 'OpinionNewsArticle',
  explainer: 'BackgroundNewsArticle',
};

export function newsArticle(article: Article, category: Category, author: Author) {
  const url = absoluteUrl(routes.article(article.slug));
  const corrections = correctionsOf(article);
  return {
    '@context': 'https://schema.org',
    '@type': ARTICLE_TYPES[kindOf(article)],
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
    dateModified: modifiedDate(article),
    author: [person(author)],
    articleSection: category.displayName,
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
