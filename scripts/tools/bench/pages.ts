import { getArticles } from '../../../server/articles';
import { getCategories } from '../../../lib/categories';
import { routes } from '../../../lib/routes';
import { siteConfig } from '../../../lib/site';

/** Nothing is exported at this path: the host answers it with 404.html and status 404. */
export const NOT_FOUND_PATH = '/no-such-page/';

/**
 * The kinds of page `npm run bench` measures, each with its paths from the site's data. A new
 * kind (author pages, later pages of a category) is one more entry: it is then measured and held
 * to the budgets of lighthouserc.cjs.
 */
const pageKinds: Record<string, () => string[]> = {
  home: () => [routes.home()],
  category: () => getCategories().map((category) => routes.category(category.id)),
  article: () => getArticles().map((article) => routes.article(article.slug)),
  standing: () => [...siteConfig.pages.map((page) => routes.page(page.slug)), routes.corrections()],
  notFound: () => [NOT_FOUND_PATH],
};

/** Every path the benchmark measures, in the order of its table. */
export function benchPaths(): string[] {
  return Object.values(pageKinds).flatMap((paths) => paths());
}
