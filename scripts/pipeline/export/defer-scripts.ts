import { Parser } from 'htmlparser2';
import { APP_SCRIPTS_ID } from '../../../lib/app-loader';
import { APP_HOLD } from '../../../lib/early-search';
import { inlineProgram } from './inline-program';

/**
 * The app's scripts start once the page has loaded and painted. Next.js writes its chunks as
 * `<script async>` tags (and `<link rel="preload" as="script">`) in `<head>`, so on a slow link
 * 140 kB of JavaScript downloads alongside the hero image and the stylesheet, and runs before the
 * first paint. The exported page is complete HTML that reads without JavaScript: the scripts only
 * add in-site transitions, the menu, the theme control and search. So this step replaces those tags
 * with one inline loader (lib/app-loader.ts) that appends the same scripts, listed in a JSON element
 * beside it, in the same order, after the `load` event and the first paint (and, where a page holds
 * them back, after that: lib/early-search.ts). Runs before the Content Security Policy, which hashes
 * the loader, the same on every page (pages.ts).
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
  parts.push(html.slice(at, bodyEnd), scriptList(scripts), `<script>${loader()}</script>`, html.slice(bodyEnd));
  return { html: parts.join(''), scripts };
}

/** The loader's program (lib/app-loader.ts): the same text on every page. */
const loader = () =>
  inlineProgram(
    `import { loadApp } from './app-loader'; loadApp(${JSON.stringify(APP_SCRIPTS_ID)}, ${JSON.stringify(APP_HOLD)});`,
  );

/** The page's list of the scripts its loader appends: JSON, `<` escaped so that no source can close the element. */
const scriptList = (sources: string[]) =>
  `<script type="application/json" id="${APP_SCRIPTS_ID}">${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;

/** The scripts a page's loader appends, in order (none when the page has no loader). */
export function loaderSources(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}
