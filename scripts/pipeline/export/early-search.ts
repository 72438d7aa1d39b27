import { Parser } from 'htmlparser2';
import type { EarlySearchConfig } from '../../../lib/early-search';
import { earlySearchConfig } from '../../../lib/early-search-config';
import { editions, inEdition, type Edition } from '../../../lib/editions';
import { exportedFile, routes } from '../../../lib/routes';
import { inlineProgram } from './inline-program';

/**
 * The script as the page carries it: lib/early-search.ts `earlySearch` with its settings written in.
 * `<` is escaped so that nothing in the settings can close the script element.
 */
export function earlySearchScript(config: EarlySearchConfig = earlySearchConfig()): string {
  const settings = JSON.stringify(config).replace(/</g, '\\u003c');
  return inlineProgram(`import { earlySearch } from './early-search'; earlySearch(${settings}, (url) => import(url));`);
}

/** The pages the early script is for, each edition's search page, by its path inside the export (`es/search/index.html`). */
export const SEARCH_PAGES: ReadonlyMap<string, Edition> = new Map(
  editions.map((edition) => [exportedFile(inEdition(edition, routes.search())), edition]),
);

/** Each search page's early script, by the page's path inside the export (search-scripts.ts makes them). */
export type SearchScripts = Readonly<Record<string, string>>;

/** The script element's id, by which a later run finds it. */
const ID = 'early-search';

/**
 * Writes a search page's early script (lib/early-search.ts) at the top of its `<head>`, after a
 * leading `<meta charset>`: before the stylesheet, which a script after it would wait for, and
 * before anything else the page loads. One written by an earlier run is replaced. Any other page is
 * returned as it is. Runs before the Content Security Policy, which then hashes the script and
 * writes itself in front of it (pages.ts).
 */
export function addEarlySearch(html: string, file: string, scripts: SearchScripts): string {
  const script = scripts[file];
  if (script === undefined) return html;
  let insertAt = -1;
  let afterHead = false;
  let existing = null as [number, number] | null;
  let openAt = -1;
  const parser = new Parser({
    onopentag(tag, attributes) {
      const end = parser.endIndex + 1;
      if (afterHead && tag === 'meta' && 'charset' in attributes) insertAt = end;
      afterHead = tag === 'head' && insertAt < 0;
      if (afterHead) insertAt = end;
      if (tag === 'script' && attributes.id === ID) openAt = parser.startIndex;
    },
    onclosetag(tag) {
      if (tag === 'script' && openAt >= 0) {
        existing = [openAt, parser.endIndex + 1];
        openAt = -1;
      }
    },
  });
  parser.end(html);
  if (existing) {
    const [start, end] = existing;
    return addEarlySearch(html.slice(0, start) + html.slice(end), file, scripts);
  }
  if (insertAt < 0) throw new Error('no <head> to hold the early search script');
  return `${html.slice(0, insertAt)}<script id="${ID}">${script}</script>${html.slice(insertAt)}`;
}
