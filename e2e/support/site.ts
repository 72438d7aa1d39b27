import { expect, type Page } from '@playwright/test';
import { publicationState } from '../../lib/article';
import { readBuildContext } from '../../server/build-context';
import { openStore } from '../../server/content/stored';
import { getAuthors } from '../../lib/authors';
import { getCategories, getCategory } from '../../lib/categories';
import { getTopic, getTopics } from '../../lib/topics';
import { getPages } from '../../server/pages';
import {
  defaultEdition,
  editionOf,
  editionOfPath,
  inEdition,
  isDefault,
  prefixedEditions,
  type Edition,
} from '../../lib/editions';
import { localCategory, localTopic, messagesOf } from '../../server/editions';
import { pageKinds, type PageKind, type PageKindName, type ParamsOf } from '../../server/page-kinds';

/** The slugs of the stories the editor's test (editor.spec.ts) writes into the working copy while it runs. */
export const EDITOR_TEST_STORY = /^editor-e2e-/;

/**
 * The sample stories the site publishes, newest first, bodies and all: as the build's first step checked
 * them into its content store, which the pages read (server/build-context.ts), read once as the suite
 * starts; not the editor test's own, which the site as built lacks (the writing loop that test runs adds
 * them to the store, with the drafts and scheduled stories its preview shows, which this leaves out too).
 */
const store = openStore(readBuildContext().contentStore);
const published = store.summaries
  .filter((story) => publicationState(story, new Date()) === 'published' && !EDITOR_TEST_STORY.test(story.slug))
  .map((story) => store.article(story.slug)!);
/** The default edition's stories, newest first. */
export const articles = published.filter((article) => isDefault(editionOf(article.lang)));
/** Each other edition's stories (the Spanish edition's, at /es/), newest first. */
export const storiesOf = (edition: Edition) => published.filter((article) => article.lang === edition.id);
export const categories = getCategories();
export const authors = getAuthors();
export const topics = getTopics();

/**
 * What each page a reader reads says in its `<h1>`, by its kind (server/page-kinds.ts): a new `indexed`
 * kind is a new line here, or `editionPages` stops the suite naming it.
 */
const headings: { [K in PageKindName]?: (params: ParamsOf<K>, edition: Edition) => string } = {
  front: (_params, edition) => `Pacific Ledger: ${messagesOf(edition).site.frontHeading}`,
  story: ({ slug }) => published.find((article) => article.slug === slug)!.title,
  category: ({ id }, edition) => localCategory(getCategory(id), edition)!.displayName,
  author: ({ slug }) => authors.find((author) => author.slug === slug)!.name,
  topic: ({ id }, edition) => localTopic(getTopic(id), edition)!.name,
  latest: (_params, edition) => messagesOf(edition).lists.latest.heading,
  opinion: (_params, edition) => messagesOf(edition).lists.opinion.heading,
  topics: (_params, edition) => messagesOf(edition).listing.topicsHeading,
  corrections: (_params, edition) => messagesOf(edition).layout.corrections,
  page: ({ page }, edition) => getPages(edition).find(({ slug }) => slug === page.join('/'))!.title,
};

/**
 * Every page a reader reads in an edition of the sample site (each page of each `indexed` kind of
 * server/page-kinds.ts, what the sitemap lists), at its address in the edition, with its heading in
 * the edition's words.
 */
export function editionPages(edition: Edition): { path: string; h1: string }[] {
  return (Object.keys(pageKinds) as PageKindName[]).flatMap((name) => {
    const kind = pageKinds[name] as unknown as PageKind;
    if (!kind.indexed) return [];
    const heading = headings[name] as ((params: object, edition: Edition) => string) | undefined;
    if (!heading) throw new Error(`e2e/support/site.ts: the ${kind.name} pages have no heading in \`headings\``);
    return kind.pages(edition).map((params) => ({ path: inEdition(edition, kind.path(params)), h1: heading(params, edition) }));
  });
}

/** Every exported page of the sample site's default edition. */
export const pages = editionPages(defaultEdition);

/** Every exported page of the site's other editions (the Spanish one). */
export const otherEditionPages = prefixedEditions().flatMap(editionPages);

const standingPages = new Set(getPages().map((page) => `/${page.slug}/`));

/**
 * What renders a page, and in what forms: its route (its address but for the last segment, the id it
 * takes; the standing pages share one), and for a story each thing that changes its page's markup,
 * one by one: its language, its kind's label, live coverage, corrections, an update date, a link in its text.
 */
export function formsOf(path: string): string[] {
  const { edition, path: within } = editionOfPath(path);
  const segments = within.split('/').filter(Boolean);
  const [last, parent] = [segments.at(-1) ?? '', segments.slice(0, -1).join('/')];
  const named = standingPages.has(`/${last}/`) ? [parent, 'standing page'].filter(Boolean).join('/') : parent || last || 'home';
  // Another edition's pages are its own templates: the same markup in another language and direction.
  const route = isDefault(edition) ? named : `${edition.id}: ${named}`;
  const article = parent.split('/').at(-1) === 'news' ? published.find(({ slug }) => slug === last) : undefined;
  if (!article) return [route];
  const forms = [
    `kind ${article.kind ?? 'news'}`,
    article.live ? 'live' : '',
    article.corrections?.length ? 'corrected' : '',
    article.updatedDate ? 'updated' : '',
    /<a\s/.test(article.content) ? 'linking' : '',
  ];
  return [route, ...forms.filter(Boolean).map((form) => `${route}: ${form}`)];
}

/**
 * One page of each template, and as many more as show each of its forms (`formsOf`) at least once:
 * for the checks whose answer is the template's (its layout, its landmarks and controls, its scripts),
 * which every other page of it repeats with other stories in the same markup.
 */
export const templatePages = (() => {
  const seen = new Set<string>();
  return [...pages, ...otherEditionPages].filter(({ path }) => {
    const forms = formsOf(path).filter((form) => !seen.has(form));
    for (const form of forms) seen.add(form);
    return forms.length > 0;
  });
})();

/** The search page with results: not in `pages`, which lists what the sitemap lists. */
export const searchPage = { path: '/search/?q=water', h1: 'Search' };

/** Collects console errors and uncaught exceptions (hydration warnings arrive as console errors). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

export async function expectNoProblems(problems: string[]) {
  expect(problems, problems.join('\n')).toEqual([]);
}
