import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isBreaking, liveState, publicationState, type Article, type ArticleSummary } from '@/lib/article';
import { getAuthor, type Author } from '@/lib/authors';
import { getCategory, type Category } from '@/lib/categories';
import { LATEST_COUNT, RELATED_LIMIT } from '@/lib/pagination';
import { getTopic, type Topic } from '@/lib/topics';
import { readBuildContext } from './build-context';
import { currentEdition, enterEdition, localAuthor, localCategory, localTopic } from './editions';
import { editionIds, prefixedEditions, type Edition } from '@/lib/editions';
import { openStore, storeIndexFile } from './content/stored';
import { ContentError } from './content/validate';

interface Archive {
  /** The store's index as it was read: the same key, the same stories. */
  key: string;
  /** Every story but its body, newest first, in every edition. */
  articles: ArticleSummary[];
  article: (slug: string) => Article | null;
  bodyHash: (slug: string) => string | undefined;
  imageHash: (slug: string) => string | undefined;
  /** Each edition's own stories and lists, made when first asked for. */
  editions: Map<string, Shelf>;
  /** Each story's versions in every edition, by the slug of any of them (`translationOf`). */
  versions?: Map<string, ArticleSummary[]>;
}

/** One edition's stories, and the lists made from them once. */
interface Shelf {
  /** The edition's stories but their bodies, newest first. */
  articles: ArticleSummary[];
  byCategory?: Map<string, ArticleSummary[]>;
  byAuthor?: Map<string, ArticleSummary[]>;
  /** Each topic's stories, newest first: a story is in the list of each of its topics. */
  byTopic?: Map<string, ArticleSummary[]>;
  /** Each story's place in its main topic's list, for "More on {topic}". */
  placeInTopic?: Map<string, number>;
  /** Each story's place in its section's list, for its related stories. */
  placeInSection?: Map<string, number>;
  /** The breaking-news banner's story, found once: every page, full and text-only, asks for it. */
  breaking?: { story: Breaking | null };
}

let archive: Archive | undefined;
let checkedAt = 0;

/**
 * The stories a build publishes, always as the build's first step checked them into the content
 * store that the build context names (server/content/store.ts): all but the drafts and the stories
 * dated after the build's moment, unless the build is a preview. A build reads them once. `npm run dev` checks
 * a story again when its file changes and rewrites the store, and a page load after that reads
 * the new store: one page asks for the stories many times, so the store is looked at (a stat of
 * its index) at most every 200 ms.
 */
function current(): Archive {
  const { contentStore: dir, buildTime, preview, contentError } = readBuildContext();
  if (contentError) throw new ContentError(contentError);
  if (archive && Date.now() - checkedAt < 200) return archive;
  const stat = fs.statSync(storeIndexFile(dir), { throwIfNoEntry: false });
  const key = `${path.resolve(dir)}:${stat?.size}:${stat?.mtimeMs}:${buildTime}:${preview}`;
  if (archive?.key !== key) {
    const store = openStore(dir);
    const now = new Date(buildTime);
    // A live story carries its state at the build's moment: open, or closed once its coverage ended.
    const stated = <T extends ArticleSummary>(story: T): T =>
      story.live ? { ...story, liveState: liveState(story, now) } : story;
    const published = preview ? store.summaries : store.summaries.filter((story) => publicationState(story, now) === 'published');
    const shown = published.map(stated);
    const slugs = new Set(shown.map((story) => story.slug));
    archive = {
      key,
      articles: shown,
      article: (slug) => {
        const article = slugs.has(slug) ? store.article(slug) : null;
        return article && stated(article);
      },
      bodyHash: (slug) => (slugs.has(slug) ? store.bodyHash(slug) : undefined),
      imageHash: (slug) => (slugs.has(slug) ? store.imageHash(slug) : undefined),
      editions: new Map(),
    };
  }
  checkedAt = Date.now();
  return archive;
}

/** An edition's stories (the page's edition by default): a story is in the edition its `lang` names. */
function shelf(edition: Edition = currentEdition()): Shelf {
  const all = current();
  let found = all.editions.get(edition.id);
  if (!found) {
    found = { articles: all.articles.filter((article) => article.lang === edition.id) };
    all.editions.set(edition.id, found);
  }
  return found;
}

/**
 * The editions besides the default one that this build publishes: those with a story. An edition is
 * published with its first story (its routes need a page to render, and a front page of nothing is no
 * edition); until then no page links to it.
 */
export const publishedEditions = (): Edition[] => prefixedEditions().filter((edition) => shelf(edition).articles.length > 0);

/**
 * A story's published versions in the other editions, in the editions' order: the story it translates
 * (`translationOf`) and that story's other translations. The content check makes each edition's one.
 */
export function getTranslations(article: Pick<ArticleSummary, 'slug' | 'translationOf'>): ArticleSummary[] {
  const all = current();
  if (!all.versions) {
    const groups = groupBy(all.articles, (story) => [story.translationOf ?? story.slug]);
    all.versions = new Map([...groups.values()].flatMap((group) => group.map((story) => [story.slug, group])));
  }
  const order = editionIds();
  return (all.versions.get(article.slug) ?? [])
    .filter((story) => story.slug !== article.slug)
    .sort((a, b) => order.indexOf(a.lang) - order.indexOf(b.lang));
}

/** The stories under each of their keys, in their order: a story with several keys (topics) is in each list. */
export function groupBy(
  articles: ArticleSummary[],
  keysOf: (article: ArticleSummary) => readonly string[],
): Map<string, ArticleSummary[]> {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles)
    for (const key of keysOf(article)) {
      const group = groups.get(key);
      if (group) group.push(article);
      else groups.set(key, [article]);
    }
  return groups;
}

/** Each story's place in one list of `groups`: the one its own key names (its section, its main topic). */
function placesIn(groups: Map<string, ArticleSummary[]>, keyOf: (article: ArticleSummary) => string): Map<string, number> {
  return new Map(
    [...groups].flatMap(([key, list]) =>
      list.flatMap((article, index): [string, number][] => (keyOf(article) === key ? [[article.slug, index]] : [])),
    ),
  );
}

/** A story with its section and its author, as its pages show it, from its route's parameters; or null. */
export async function storyOf(
  params: Promise<{ slug: string; edition?: string }>,
): Promise<{ article: Article; category: Category; author: Author } | null> {
  await enterEdition(params);
  const found = getArticle((await params).slug);
  const article = found?.lang === currentEdition().id ? found : null;
  const category = article && localCategory(getCategory(article.category));
  const author = article && localAuthor(getAuthor(article.author));
  return article && category && author ? { article, category, author } : null;
}

/**
 * An edition's articles (the page's, by default), newest first; with a category, only that
 * category's (none for an unknown one).
 */
export function getArticles(category?: string, edition?: Edition): ArticleSummary[] {
  const all = shelf(edition);
  if (!category || category === 'all') return all.articles;
  all.byCategory ??= groupBy(all.articles, (article) => [article.category]);
  return all.byCategory.get(category) ?? [];
}

/** Every story of every edition, newest first: for the build's plan and the sitemaps. */
export const getAllArticles = (): ArticleSummary[] => current().articles;

/** One author's articles in an edition, newest first. */
export function getArticlesBy(author: string, edition?: Edition): ArticleSummary[] {
  const all = shelf(edition);
  all.byAuthor ??= groupBy(all.articles, (article) => [article.author]);
  return all.byAuthor.get(author) ?? [];
}

/** One topic's stories in an edition, newest first, from every section. */
export function getArticlesOn(topic: string, edition?: Edition): ArticleSummary[] {
  const all = shelf(edition);
  all.byTopic ??= groupBy(all.articles, (article) => article.topics);
  return all.byTopic.get(topic) ?? [];
}

/** One story, body and all. */
export function getArticle(slug: string): Article | null {
  return current().article(slug);
}

/** What a feed is of: an edition's every story, or one section's or topic's. */
export type FeedOf = { category: string } | { topic: string };

/** The latest `count` stories (of one section or topic, with one): the stories a feed carries. */
export function getLatest(count: number, of?: FeedOf, edition?: Edition): ArticleSummary[] {
  const list = !of
    ? getArticles(undefined, edition)
    : 'topic' in of
      ? getArticlesOn(of.topic, edition)
      : getArticles(of.category, edition);
  return list.slice(0, count);
}

/** The latest `count` stories, bodies and all: what a feed carries. */
export function getLatestInFull(count: number, of?: FeedOf, edition?: Edition): Article[] {
  return getLatest(count, of, edition).map((summary) => getArticle(summary.slug)!);
}

/** A hash of a story's body: a fingerprint of what its page shows, without reading the body. */
export function getBodyHash(slug: string): string | undefined {
  return current().bodyHash(slug);
}

/** The build's moment, which every step shares (server/build-context.ts). */
export function buildMoment(): Date {
  return new Date(readBuildContext().buildTime);
}

/**
 * The front page's Top Stories: a pinned story leads whatever its date (the newest pinned, if
 * several), then the latest of the rest; without one, the latest.
 */
export function getTopStories(count = LATEST_COUNT, edition?: Edition): ArticleSummary[] {
  const articles = getArticles(undefined, edition);
  const pinned = articles.find((article) => article.pinned);
  if (!pinned) return articles.slice(0, count);
  return [pinned, ...articles.filter((article) => article !== pinned).slice(0, count - 1)];
}

/** What the breaking-news banner shows across every page: the story and its headline. */
export type Breaking = Pick<ArticleSummary, 'slug' | 'title'>;

/**
 * The story the breaking-news banner links to in this build: of the stories whose `breakingUntil`
 * is after the build's moment, the newest; null for none. Every page shows it, so every page's
 * fingerprint holds it (server/page-inputs.ts): setting, removing or expiring it rewrites them all.
 */
export function getBreaking(edition?: Edition): Breaking | null {
  const all = shelf(edition);
  if (!all.breaking) {
    const now = buildMoment();
    const story = all.articles.find((article) => isBreaking(article, now));
    all.breaking = { story: story ? { slug: story.slug, title: story.title } : null };
  }
  return all.breaking.story;
}

/** A hash of a story's hero image file: its variants, and what they weigh, follow from it. */
export function getImageHash(slug: string): string | undefined {
  return current().imageHash(slug);
}

/**
 * "More {section}" under a story: the stories of its section nearest to it in time, the ones
 * published just before it first (nearest first), then, if there are fewer than `limit` of those,
 * the ones just after it. A story published later never pushes out an earlier one's neighbours
 * (it comes after all of them), so publishing rewrites no other story's page; only a section with
 * no more than `limit` stories, or an edit or removal of a neighbour, changes a story's list.
 */
export function nearestInTime<T extends { slug: string }>(
  newestFirst: readonly T[],
  slug: string,
  limit: number,
  index = newestFirst.findIndex((article) => article.slug === slug),
  leaveOut: ReadonlySet<string> = new Set(),
): T[] {
  const wanted = (article: T) => !leaveOut.has(article.slug);
  if (index === -1) return newestFirst.filter(wanted).slice(0, limit);
  const before: T[] = [];
  for (let at = index + 1; at < newestFirst.length && before.length < limit; at += 1)
    if (wanted(newestFirst[at])) before.push(newestFirst[at]);
  const after: T[] = [];
  for (let at = index - 1; at >= 0 && before.length + after.length < limit; at -= 1)
    if (wanted(newestFirst[at])) after.push(newestFirst[at]);
  return [...before, ...after];
}

export function getRelated(category: string, slug: string, limit = RELATED_LIMIT, edition?: Edition): ArticleSummary[] {
  const section = getArticles(category, edition);
  // Looked up, not searched for: a build asks this for every story, and a search of the section's
  // list each time grows with the square of the archive.
  const all = shelf(edition);
  all.byCategory ??= groupBy(all.articles, (article) => [article.category]);
  all.placeInSection ??= placesIn(all.byCategory, (article) => article.category);
  const index = all.placeInSection.get(slug);
  return nearestInTime(section, slug, limit, index !== undefined && section[index]?.slug === slug ? index : -1);
}

/**
 * "More on {topic}" under a story: the stories of its main topic, from every section, nearest to it
 * in time as the section's are (`nearestInTime`), and none that its section's list already shows.
 * The newest of the topic would change every story page of the topic with each story published on
 * it, thousands of pages in a large topic; the nearest change none but the neighbours'.
 */
export function getMoreOnTopic(
  article: Pick<ArticleSummary, 'slug' | 'topics'>,
  related: readonly ArticleSummary[],
  limit = RELATED_LIMIT,
  edition?: Edition,
) {
  const [main] = article.topics;
  const topic = getArticlesOn(main, edition);
  const all = shelf(edition);
  all.placeInTopic ??= placesIn(all.byTopic!, (article) => article.topics[0]);
  const index = all.placeInTopic.get(article.slug) ?? -1;
  const leaveOut = new Set(related.map((story) => story.slug));
  return nearestInTime(topic, article.slug, limit, topic[index]?.slug === article.slug ? index : -1, leaveOut);
}

/**
 * The lists under a story, as its page and its text-only copy show them and its fingerprint holds
 * them: its section's stories, then its main topic's, none of them twice.
 */
export function storyLists(
  article: Pick<ArticleSummary, 'slug' | 'category' | 'topics'>,
  edition?: Edition,
): {
  related: ArticleSummary[];
  moreOnTopic: { topic: Topic; articles: ArticleSummary[] } | null;
} {
  const related = getRelated(article.category, article.slug, RELATED_LIMIT, edition);
  const topic = localTopic(getTopic(article.topics[0]), edition);
  return { related, moreOnTopic: topic && { topic, articles: getMoreOnTopic(article, related, RELATED_LIMIT, edition) } };
}
