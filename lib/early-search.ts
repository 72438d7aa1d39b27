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
import { CARD_DATE } from './dates';
import { basePath, routes, withBasePath } from './routes';
import { DATE_SORT, SEARCH_MANIFEST_FILE, SECTION_FILTER } from './search-index';
import { BUNDLE_FILTER, BUNDLE_OPTIONS, EARLY_RESULTS, EARLY_SEARCH, RESULT_CLASSES, SEARCH_PAGE_SIZE } from './search-page';
import { siteConfig } from './site';

/**
 * The `window` property where a page may leave a promise for which the app's scripts wait
 * (scripts/pipeline/export/defer-scripts.ts): the search page's, while its early script draws the
 * first results. The app's hydration would share the main thread with that work on a slow phone,
 * and the reader came for the results.
 */
export const APP_HOLD = 'pacificLedgerHold';

/** The longest the app's scripts wait for the first results. */
const HOLD_LIMIT_MS = 2000;

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
    hold: APP_HOLD,
    holdFor: HOLD_LIMIT_MS,
    results: EARLY_RESULTS,
    classes: RESULT_CLASSES,
    names: Object.fromEntries(getCategories().map((category) => [category.id, category.displayName])),
    base: basePath,
    locale: siteConfig.locale,
    day: CARD_DATE,
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
  // The app's scripts wait until the first results are drawn and painted, or the search failed, or the time is up.
  'var release,held=new Promise(function(r){release=function(){r()}});window[c.hold]=held;setTimeout(release,c.holdFor);',
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
  'var d=r.results.slice(0,c.first).map(function(h){return h.data()});',
  'Promise.all(d).then(function(hits){function show(){try{draw(hits)}finally{requestAnimationFrame(function(){setTimeout(release)})}}',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",show);else show()},release);return r});',
  'index.catch(function(){});search.catch(release);',
  'window[c.key]={query:q,options:o,index:index,search:search};',
  // The first results, drawn as components/search/search-results.tsx draws them, where the app has not drawn its own yet.
  'function el(tag,name,text){var e=document.createElement(tag);e.className=c.classes[name];if(text)e.textContent=text;return e}',
  'function draw(hits){var place=document.getElementById(c.results);if(!place||place.firstChild||!hits.length)return;',
  'var columns=el("div","columns"),list=el("ol","list");columns.appendChild(el("div","results")).appendChild(list);',
  'hits.forEach(function(h){var li=list.appendChild(el("li","item")),name=c.names[(h.filters[c.section]||[])[0]];',
  'if(name)li.appendChild(el("p","section",name));',
  'var a=li.appendChild(el("h2","heading")).appendChild(el("a","link",h.meta.title||h.url));a.href=c.base+h.url;',
  // The excerpt's HTML read in an inert template, as excerpt.tsx reads it: its text, and <mark> around matched words.
  'var t=document.createElement("template"),text=li.appendChild(el("p","excerpt"));t.innerHTML=h.excerpt;',
  'var all=t.content.textContent;if(!h.content.startsWith(all))text.append("\u2026\u00a0");',
  '(function walk(node,marked){node.childNodes.forEach(function(n){',
  'if(n.nodeType===3)text.append(marked?el("mark","mark",n.textContent):n.textContent);else walk(n,marked||n.nodeName==="MARK")})})(t.content,false);',
  'if(!h.content.endsWith(all))text.append("\u00a0\u2026");',
  'var day=(h.meta.date||"").slice(0,10),date=new Date(day+"T00:00:00Z");',
  'if(/^\\d{4}-\\d{2}-\\d{2}$/.test(day)&&!isNaN(date)){var time=li.appendChild(el("time","date",',
  'new Intl.DateTimeFormat(c.locale,c.day).format(date)));time.dateTime=h.meta.date}});',
  'place.appendChild(columns)}}',
].join('');

/** The script as the page carries it. `<` is escaped so that nothing in it can close the script element. */
export function earlySearchScript(config: EarlySearchConfig = earlySearchConfig()): string {
  const settings = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${EARLY_SEARCH_FUNCTION})(${settings},function(u){return import(u)})`;
}
