import { Parser } from 'htmlparser2';
import { APP_HOLD } from '../../../lib/early-search';

/**
 * The app's scripts start once the page has loaded and painted. Next.js writes its chunks as
 * `<script async>` tags (and `<link rel="preload" as="script">`) in `<head>`, so on a slow link
 * 140 kB of JavaScript downloads alongside the hero image and the stylesheet, and runs before the
 * first paint. The exported page is complete HTML that reads without JavaScript: the scripts only
 * add in-site transitions, the menu, the theme control and search. So this step replaces those tags
 * with one inline loader that appends the same scripts, in the same order, after the `load` event
 * and the first paint (and, where a page holds them back, after that: lib/early-search.ts). Runs
 * before the Content Security Policy, which hashes the loader (pages.ts).
 */
export function deferAppScripts(html: string): { html: string; scripts: string[] } {
  const cut: [number, number][] = [];
  const scripts: string[] = [];
  let bodyEnd = -1;
  let open: { start: number } | null = null;
  const parser = new Parser({
    onopentag(tag, attributes) {
      const rel = attributes.rel?.toLowerCase().split(/\s+/) ?? [];
      if (tag === 'link' && rel.includes('preload') && attributes.as === 'script') {
        cut.push([parser.startIndex, parser.endIndex + 1]);
      }
      if (tag === 'script' && attributes.src && 'async' in attributes && !('nomodule' in attributes)) {
        scripts.push(attributes.src);
        open = { start: parser.startIndex };
      }
    },
    onclosetag(tag) {
      if (tag === 'script' && open) {
        cut.push([open.start, parser.endIndex + 1]);
        open = null;
      }
      if (tag === 'body') bodyEnd = parser.startIndex;
    },
  });
  parser.end(html);
  if (scripts.length === 0) return { html, scripts };
  if (bodyEnd < 0) throw new Error('no </body> to hold the script loader');

  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of cut.sort((a, b) => a[0] - b[0])) {
    parts.push(html.slice(at, start));
    at = end;
  }
  parts.push(html.slice(at, bodyEnd), `<script>${loader(scripts)}</script>`, html.slice(bodyEnd));
  return { html: parts.join(''), scripts };
}

/**
 * Appends the scripts once the page has loaded and its first contentful paint has been presented,
 * plus one frame (`load` alone can come before the first frame, whose images it already waited for).
 * A hidden tab paints nothing, so it gets them at once; a browser without paint timing after one frame.
 * A promise the page left in `window[APP_HOLD]` is waited for first, whether it keeps or breaks.
 * `<` is escaped so that no source can close the script element.
 */
function loader(sources: string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return [
    '(function(s){',
    `function a(){var h=window.${APP_HOLD};if(h){window.${APP_HOLD}=null;return h.then(a,a)}`,
    's.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}',
    'function n(){requestAnimationFrame(function(){setTimeout(a)})}',
    'function f(){if(document.hidden)return a();try{var o=new PerformanceObserver(function(l){',
    'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();n()}});',
    'o.observe({type:"paint",buffered:true})}catch(e){n()}}',
    `document.readyState==="complete"?f():addEventListener("load",f,{once:true})})(${list})`,
  ].join('');
}

/** The scripts a page's loader appends, in order (none when the page has no loader). */
export function loaderSources(html: string): string[] {
  const match = /<script>\(function\(s\)\{function a\(\)[^<]*\}\)\((\[[^<]*\])\)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}
