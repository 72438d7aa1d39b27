import { getArticles } from '../../lib/articles';
import { getCategories } from '../../lib/categories';
import { routes } from '../../lib/site';

/** A path `npm run bench` measures, with its kind of page (the table groups by it). */
export interface BenchPage {
  kind: string;
  path: string;
}

/** Nothing is exported at this path: the host answers it with 404.html and status 404. */
export const NOT_FOUND_PATH = '/no-such-page/';

/**
 * Every page the benchmark measures, from the site's own data. A new kind of page (author pages,
 * later pages of a category) is one more line here; it then gets the budgets of lighthouserc.cjs.
 */
export function benchPages(): BenchPage[] {
  return [
    { kind: 'home', path: routes.home() },
    ...getCategories().map((category) => ({ kind: 'category', path: routes.category(category.id) })),
    ...getArticles().map((article) => ({ kind: 'article', path: routes.article(article.slug) })),
    { kind: '404', path: NOT_FOUND_PATH },
  ];
}
