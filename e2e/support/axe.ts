import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';
import { articles, formsOf, pages, searchPage, templatePages } from './site';

/** axe's WCAG 2.0, 2.1 and 2.2 A/AA rules plus its best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };
/** An address the host answers with out/404.html and status 404. */
export const UNKNOWN_PATH = '/no-such-page/';
/** An article whose body links to another article, for the in-text link. */
export const ARTICLE_WITH_LINK = `/news/${articles.find((article) => /<a\s/.test(article.content))?.slug ?? articles[0].slug}/`;

/**
 * Runs axe and returns one readable block per violation (empty when clean). Legacy mode runs axe
 * in the page itself; the default opens a second page to merge the results of each frame, which
 * the site has none of (its CSP forbids them), and took more than twice as long (1.3 s against 0.6 s a run).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return violations.map(
    (violation) =>
      `[${label}] ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n` +
      violation.nodes
        .map((node) => `    - ${node.target.join(' >> ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
}

/**
 * One page of each kind, checked in both themes at both widths with the header's states (theme options,
 * phone menu) open: accessibility.spec.ts.
 */
export const AXE_TEMPLATES = [
  '/',
  '/category/tech/',
  ARTICLE_WITH_LINK,
  pages.find(({ path }) => path.startsWith('/author/'))!.path,
  '/topic/climate/',
  searchPage.path,
  UNKNOWN_PATH,
  // The Spanish edition's front page and a translated story: its header carries the language link.
  '/es/',
  '/es/news/recarga-acuiferos-valle-central/',
];

/**
 * One page of each other template and form (a story's label, live coverage, corrections, update date; the
 * standing pages, the corrections, the topics), each checked once, in one theme and layout, in turn: light
 * at 1280 px, dark at 375 px, where routes.spec.ts opens it. The other pages of a template are the same
 * markup with other stories in it.
 */
export const axeOnce: ReadonlyMap<string, { colorScheme: 'light' | 'dark'; viewport: typeof DESKTOP }> = (() => {
  const checkedInFull = new Set(AXE_TEMPLATES.flatMap(formsOf));
  const rest = templatePages.map(({ path }) => path).filter((path) => formsOf(path).some((form) => !checkedInFull.has(form)));
  return new Map(
    rest.map((path, index) => [
      path,
      index % 2 ? { colorScheme: 'dark' as const, viewport: PHONE } : { colorScheme: 'light' as const, viewport: DESKTOP },
    ]),
  );
})();
