/**
 * The search page's early script: an inline script at the top of its `<head>`, which the finishing
 * pass writes into the exported page and hashes into its Content Security Policy
 * (scripts/pipeline/export/early-search.ts). The app's own scripts start only after the load event
 * (defer-scripts.ts), then hydrate; on a slow phone that is more than a second before the search
 * component could ask for the index. This script asks at once: it reads the query from the address,
 * fetches the manifest and Pagefind's script, opens the newest bundle, runs the query there and asks
 * for the first page of results' data, and leaves all of it, under way, in `window.pacificLedgerSearch`
 * for the app to take over (`loadPagefind` in components/search/pagefind.ts, then
 * `NewestFirstSearch.adopt`). Older bundles are the app's to open, as before.
 *
 * It repeats what the app does for those steps, in plain JavaScript: the address as `parseSearch`
 * reads it, the options `searchOptions` gives, the newest bundle as `NewestFirstSearch.open` opens
 * it (components/search/). The settings come from the same constants (search-index.ts, search-page.ts);
 * early-search.test.ts holds the steps to the app's. Where they would still differ, the app asks
 * Pagefind itself: slower, never wrong. Only the finishing pass imports this file: no bundle carries it.
 */
import { getCategories } from './categories';
import { routes, withBasePath } from './routes';
import { DATE_SORT, SEARCH_MANIFEST_FILE, SECTION_FILTER } from './search-index';
import { BUNDLE_FILTER, BUNDLE_OPTIONS, EARLY_SEARCH, SEARCH_PAGE_SIZE } from './search-page';

/** What the script is given: every name and number it uses, from the constants the app reads. */
export function earlySearchConfig() {
  return {
    folder: withBasePath(routes.searchIndex()),
    manifest: SEARCH_MANIFEST_FILE,
    options: BUNDLE_OPTIONS,
    bundle: BUNDLE_FILTER,
    section: SECTION_FILTER,
    date: DATE_SORT,
    sections: getCategories().map((category) => category.id),
    first: SEARCH_PAGE_SIZE,
    key: EARLY_SEARCH,
  };
}

export type EarlySearchConfig = ReturnType<typeof earlySearchConfig>;

/**
 * The script's function, `(config, load)`: `load` imports a module (the page passes one that calls
 * `import()`; a test passes a fake). Written for the browser as it ships, no build step between:
 * every rejection is caught here, so that none is reported before the app takes the promise over.
 */
export const EARLY_SEARCH_FUNCTION = [
  'function(c,load){',
  'var p=new URLSearchParams(location.search),q=(p.get("q")||"").trim();',
  'if(!q)return;',
  // Known sections, each once, in the address's order; then the order.
  'var s=p.getAll("section").filter(function(id,i,all){return c.sections.indexOf(id)>=0&&all.indexOf(id)===i}),o={filters:{}};',
  'if(s.length)o.filters[c.section]={any:s};',
  'if(p.get("sort")==="newest"){o.sort={};o.sort[c.date]="desc"}',
  'var index=Promise.all([load(c.folder+"pagefind.js"),fetch(c.folder+c.manifest).then(function(r){',
  'if(!r.ok)throw new Error(c.manifest+": "+r.status);return r.json()})]).then(function(a){',
  // The newest bundle, the manifest's last.
  'var f=a[0],b=a[1].bundles,n=b.length-1,m={};m[c.bundle]=String(n+1);',
  'return f.options(Object.assign({},c.options,{basePath:c.folder+b[n].folder,mergeFilter:m}))',
  '.then(function(){return f.filters()}).then(function(){return{pagefind:f,manifest:a[1]}})});',
  'var search=index.then(function(x){return x.pagefind.search(q,o)}).then(function(r){',
  'r.results.slice(0,c.first).forEach(function(h){h.data().catch(function(){})});return r});',
  'index.catch(function(){});search.catch(function(){});',
  'window[c.key]={query:q,options:o,index:index,search:search}}',
].join('');

/** The script as the page carries it. `<` is escaped so that nothing in it can close the script element. */
export function earlySearchScript(config: EarlySearchConfig = earlySearchConfig()): string {
  const settings = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${EARLY_SEARCH_FUNCTION})(${settings},function(u){return import(u)})`;
}
