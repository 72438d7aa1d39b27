import { getCategories } from './categories';
import { CARD_DATE } from './dates';
import { APP_HOLD, type EarlySearchConfig } from './early-search';
import { defaultEdition, type Edition } from './editions';
import { basePath, routes, withBasePath } from './routes';
import { DATE_SORT, SEARCH_MANIFEST_FILE, SECTION_FILTER, TOPIC_FILTER } from './search-index';
import { BUNDLE_FILTER, BUNDLE_OPTIONS, EARLY_RESULTS, EARLY_SEARCH, RESULT_CLASSES, SEARCH_PAGE_SIZE } from './search-page';
import { getTopics } from './topics';

/** The longest the app's scripts wait for the first results. */
const HOLD_LIMIT_MS = 2000;

/**
 * The search page's early script's settings (lib/early-search.ts), from the constants the app
 * reads. Apart from the script, which the build bundles alone: this reads the site's configuration.
 * The script's only words are the sections' names over its results and their dates: those of
 * `edition` (the default edition's search page, which carries the script, unless told), with
 * another edition's section names as its dictionary gives them (`sections` of data/editions/{id}.json).
 */
export function earlySearchConfig(
  edition: Edition = defaultEdition,
  sectionNames: Record<string, { displayName: string }> = {},
): EarlySearchConfig {
  return {
    folder: withBasePath(routes.searchIndex()),
    manifest: SEARCH_MANIFEST_FILE,
    options: BUNDLE_OPTIONS,
    bundle: BUNDLE_FILTER,
    section: SECTION_FILTER,
    date: DATE_SORT,
    sections: getCategories().map((category) => category.id),
    topic: TOPIC_FILTER,
    topics: getTopics().map((topic) => topic.id),
    first: SEARCH_PAGE_SIZE,
    key: EARLY_SEARCH,
    hold: APP_HOLD,
    holdFor: HOLD_LIMIT_MS,
    results: EARLY_RESULTS,
    classes: RESULT_CLASSES,
    names: Object.fromEntries(
      getCategories().map((category) => [category.id, sectionNames[category.id]?.displayName ?? category.displayName]),
    ),
    base: basePath,
    locale: edition.locale,
    day: CARD_DATE,
  };
}
