import 'server-only';
import { getAuthor } from '@/lib/authors';
import { getCategories, getCategory } from '@/lib/categories';
import { SECTION_SIZE } from '@/lib/pagination';
import { parseRoute, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getArticle, getArticles, getRelated, getTopStories } from '../articles';
import { getAuthorListing, getCategoryListing, getCorrections } from '../listings';
import { getPage } from '../pages';
import { liteArticle } from './article';
import type { FileSize } from './body';
import { liteDocument, type LiteContent } from './document';
import { liteAuthor, liteCategory } from './listings';
import { liteCorrections, liteFront, liteStandingPage } from './pages';

/**
 * The text-only edition: a copy of every page of the full edition a reader reads (the front page,
 * each section's and author's pages, every story, the standing pages and the corrections), each
 * one HTML file with its stylesheet inside and no script, rendered from the same stories and
 * listings as the full pages. scripts/pipeline/export/lite.ts writes them into the site.
 */
export { liteHref } from './document';
export type { FileSize } from './body';

/** The full pages whose copies no story decides: written on every build, like the full ones. */
export function fixedLitePages(): string[] {
  return [routes.home(), ...siteConfig.pages.map((page) => routes.page(page.slug)), routes.corrections()];
}

/** The copy's content of the full page at `path`, or null when the full edition has no such page. */
function contentOf(path: string, fileSize: FileSize): LiteContent | null {
  const route = parseRoute(path);
  if (route?.name === 'home') {
    const sections = getCategories().map((category) => {
      const articles = getArticles(category.id);
      return { category, articles: articles.slice(0, SECTION_SIZE), hasMore: articles.length > SECTION_SIZE };
    });
    return liteFront(getTopStories(), sections);
  }
  if (route?.name === 'article') {
    const article = getArticle(route.slug);
    const category = article && getCategory(article.category);
    const author = article && getAuthor(article.author);
    if (!article || !category || !author) return null;
    return liteArticle({ article, category, author, related: getRelated(article.category, article.slug) }, fileSize);
  }
  if (route?.name === 'category') {
    const found = getCategoryListing(route.id, route.page);
    return found && liteCategory(found.category, found.listing);
  }
  if (route?.name === 'author') {
    const found = getAuthorListing(route.slug, route.page);
    return found && liteAuthor(found.author, found.listing);
  }
  if (path === routes.corrections()) return liteCorrections(getCorrections());
  const page = siteConfig.pages.find((candidate) => routes.page(candidate.slug) === path);
  const standing = page && getPage(page.slug);
  return standing ? liteStandingPage(standing, fileSize) : null;
}

/**
 * The text-only copy of the full page at `path`, whole, or null when there is none. With `front`,
 * the copy of the front page made to stand at `/` (`siteConfig.liteFrontPage`).
 */
export function litePage(path: string, fileSize: FileSize, { front = false } = {}): string | null {
  const content = contentOf(path, fileSize);
  return content && liteDocument(content, { front });
}
