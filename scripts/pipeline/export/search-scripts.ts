import { earlySearchConfig } from '../../../lib/early-search-config';
import { messagesOf } from '../../../server/editions';
import { earlySearchScript, SEARCH_PAGES, type SearchScripts } from './early-search';

/**
 * Each edition's search page's early script, by the page's path inside the export: its results dated in
 * its language, under its sections' names. Made once, where the dictionaries are read, and handed to the
 * threads that finish the pages (pages.ts), which read no content.
 */
export const searchScripts = (): SearchScripts =>
  Object.fromEntries(
    [...SEARCH_PAGES].map(([file, edition]) => [
      file,
      earlySearchScript(earlySearchConfig(edition, messagesOf(edition).sections)),
    ]),
  );
