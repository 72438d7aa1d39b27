import { getArticle, getArticles, publishedEditions } from '../../../server/articles';
import { defaultEdition, inEdition, storyPath } from '../../../lib/editions';
import { getTopics } from '../../../lib/topics';
import { liteCopyOf, routes } from '../../../lib/routes';
import { pageKinds as kinds, type PageKind } from '../../../server/page-kinds';

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

/** Every page of a kind in the default edition. */
const pagesOf = (kind: PageKind) => kind.pages(defaultEdition).map((params) => kind.path(params));

/**
 * The kinds of page `npm run bench` measures: every page of each kind a reader reads (server/page-kinds.ts,
 * `indexed`), a new kind measured with no line here, and held to the budgets of lighthouserc.cjs; of the
 * topics and the authors, the heaviest and the first; and the text-only copy, the not-found page and the
 * other editions' pages.
 */
const pageKinds: Record<string, () => string[]> = {
  ...Object.fromEntries(
    Object.entries(kinds)
      .filter(([, kind]) => (kind as unknown as PageKind).indexed)
      .map(([name, kind]) => [name, () => pagesOf(kind as unknown as PageKind)]),
  ),
  topic: () => [routes.topic(largestTopic())],
  author: () => pagesOf(kinds.author as unknown as PageKind).slice(0, 1),
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
