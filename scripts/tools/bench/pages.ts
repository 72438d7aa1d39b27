import { getArticle, getArticles, publishedEditions } from '../../../server/articles';
import { inEdition, storyPath } from '../../../lib/editions';
import { getCategories } from '../../../lib/categories';
import { getTopics } from '../../../lib/topics';
import { liteCopyOf, routes } from '../../../lib/routes';
import { siteConfig } from '../../../lib/site';

/** The topic with the most stories: its page is the heaviest of its kind. */
const largestTopic = () => {
  const counts = getTopics().map((topic) => ({
    id: topic.id,
    count: getArticles().filter((a) => a.topics.includes(topic.id)).length,
  }));
  return counts.sort((a, b) => b.count - a.count)[0].id;
};

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
  // The largest topic's page, and the index of topics.
  topic: () => [routes.topic(largestTopic()), routes.topics()],
  standing: () => [...siteConfig.pages.map((page) => routes.page(page.slug)), routes.corrections()],
  // The text-only copy of the longest story: the heaviest page of that edition.
  textOnly: () => {
    const [longest] = getArticles()
      .map((summary) => getArticle(summary.slug)!)
      .sort((a, b) => b.content.length - a.content.length);
    return [liteCopyOf(routes.article(longest.slug))!];
  },
  notFound: () => [NOT_FOUND_PATH],
  // Each other edition's front page and its stories (/es/, /es/news/{slug}/): held to the same budgets.
  edition: () =>
    publishedEditions().flatMap((edition) => [
      inEdition(edition, routes.home()),
      ...getArticles(undefined, edition).map((story) => storyPath(story)),
    ]),
};

/** The text-only edition's pages: noindex by design, and painted whole at once (bench.ts checks LCP equals FCP). */
export const isTextOnly = (path: string) => path.startsWith(routes.liteFront());

/** Every path the benchmark measures, in the order of its table. */
export function benchPaths(): string[] {
  return Object.values(pageKinds).flatMap((paths) => paths());
}

/** One page of each kind that runs the app (the text-only edition runs no script): the first of each. */
export function onePagePerKind(): string[] {
  return Object.entries(pageKinds)
    .filter(([kind]) => kind !== 'textOnly')
    .map(([, paths]) => paths()[0]);
}
