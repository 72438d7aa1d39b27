/**
 * The contract between the search index, written at build time (scripts/pipeline/export/search-index.ts),
 * and the search page that reads it in the browser (components/search/). What the article page
 * marks for Pagefind and what the index build writes beside it are spelled here, with types on
 * both sides.
 */
import type { Article } from './article';
import type { CategoryId } from './categories';
import { toInstant } from './dates';
import { editionOf, storyPath } from './editions';
import { htmlText } from './html-text';

/** The filter that narrows results to sections. Its values are category ids; names are for display only. */
export const SECTION_FILTER = 'section';

/** An article page's `data-pagefind-filter`: its section's id. */
export function sectionFilter(id: CategoryId): string {
  return `${SECTION_FILTER}:${id}`;
}

/** The filter that narrows results to topics. Its values are topic ids (data/topics.json). */
export const TOPIC_FILTER = 'topic';

/** A topic link's `data-pagefind-filter` on an article page: the topic's id. */
export function topicFilter(id: string): string {
  return `${TOPIC_FILTER}:${id}`;
}

/** The sort that orders results by publication. */
export const DATE_SORT = 'date';

/**
 * What an article sorts by: its published moment in UTC (`2025-03-05T14:00:00.000Z`), so that
 * the order of the strings, which Pagefind compares, is the order in time whatever the offsets.
 */
export function dateSortValue(publishedDate: string): string {
  return toInstant(publishedDate).toISOString();
}

/** An article page's `data-pagefind-sort`. */
export function dateSort(publishedDate: string): string {
  return `${DATE_SORT}:${dateSortValue(publishedDate)}`;
}

/** One Pagefind index of a consecutive span of articles by date. */
export interface SearchBundle {
  /** Its folder under the index's (routes.searchIndex()): `'1/'` for the oldest, `'2/'` and on for the rest. */
  folder: string;
  articles: number;
  /** The sort values of its oldest and newest article. */
  oldest: string;
  newest: string;
}

/**
 * Written at the index's root, beside Pagefind's script: every bundle of the index, oldest first. The
 * search page opens the newest and older ones only as a search needs them (components/search/).
 */
export interface SearchManifest {
  bundles: SearchBundle[];
}

export const SEARCH_MANIFEST_FILE = 'bundles.json';

/** The folder of bundle `index` (0 the oldest) under the index's own: `1/` for the oldest. */
export const bundleFolder = (index: number) => `${index + 1}/`;

/** Reads a manifest as the browser receives it; anything else is an error, never a guess. */
export function parseSearchManifest(value: unknown): SearchManifest {
  const bundles = (value as Partial<SearchManifest> | null)?.bundles;
  const valid =
    Array.isArray(bundles) &&
    bundles.length > 0 &&
    bundles.every(
      (bundle: Partial<SearchBundle>, index) =>
        bundle.folder === bundleFolder(index) &&
        Number.isInteger(bundle.articles) &&
        typeof bundle.oldest === 'string' &&
        typeof bundle.newest === 'string',
    );
  if (!valid) throw new Error(`${SEARCH_MANIFEST_FILE} is not a search index manifest`);
  return { bundles };
}

/**
 * A story as `npm run dev` indexes it (scripts/tools/dev.ts), with no exported page to read: what the
 * build's index holds of its page (its body, at its own address, in its edition's language as Pagefind
 * names it from the page's `lang`, with its section and topic filters and its date sort).
 */
export function searchRecord(
  article: Pick<Article, 'slug' | 'lang' | 'title' | 'content' | 'publishedDate' | 'category' | 'topics'>,
) {
  return {
    url: storyPath(article),
    content: htmlText(article.content),
    language: editionOf(article.lang).locale.toLowerCase(),
    meta: { title: article.title, date: article.publishedDate },
    filters: { [SECTION_FILTER]: [article.category], [TOPIC_FILTER]: article.topics },
    sort: { [DATE_SORT]: dateSortValue(article.publishedDate) },
  };
}
