import 'server-only';
import { documentTitle } from '@/lib/metadata';
import { getCategories } from '@/lib/categories';
import { absoluteUrl, liteCopyOf, routes, withBasePath } from '@/lib/routes';
import { copyrightLine, siteConfig } from '@/lib/site';
import { getBreaking } from '../articles';
import { markup, trusted, type Html } from './html';
import { litePolicy, liteStylesheet } from './style';

/** One page of the text-only edition, as its view made it. */
export interface LiteContent {
  /** The full page it is the text of, by site path: its canonical link and the "full edition" link. */
  full: string;
  /** The page's own title (none on the front page), as `<title>` and share previews name it. */
  title?: string;
  description: string;
  main: Html;
  /** Marks the class of `<main>`: an opinion piece is set apart, as in the full edition. */
  className?: string;
}

/** The text-only copy of a full page, as a link a browser follows (under the base path). */
export const liteHref = (fullPath: string): string => withBasePath(liteCopyOf(fullPath) ?? routes.liteFront());

let style: { css: string; policy: string } | undefined;

/** The stylesheet and the policy that allows it, read once a build. */
function pageStyle() {
  if (!style) {
    const css = liteStylesheet();
    style = { css, policy: litePolicy(css) };
  }
  return style;
}

/**
 * A page of the text-only edition, whole: no script, no external file but the icon, one inline
 * stylesheet its policy allows by hash. Like the full pages, it is not painted half-parsed: the
 * browser waits for its footer (`rel="expect"`), so the reader sees the page whole at once, never
 * its header first and the story a moment later. Its canonical link names the full page, and it is kept out
 * of search engines' indexes (noindex), which index the full edition. `front` makes the copy of the
 * front page the site's own front page (`siteConfig.liteFrontPage`): canonical and indexable at `/`,
 * and linking to the full front page where it then lives.
 */
export function liteDocument(content: LiteContent, { front = false } = {}): string {
  const { css, policy } = pageStyle();
  const own = front ? routes.home() : (liteCopyOf(content.full) ?? routes.liteFront());
  const full = front ? routes.fullFront() : content.full;
  const title = content.title ? documentTitle(content.title) : `${siteConfig.name} — ${siteConfig.tagline}`;
  const robots = front ? '' : markup`<meta name="robots" content="noindex">\n`;
  const page = markup`<!DOCTYPE html>
<html lang="${siteConfig.locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${front ? title : `${title} (text-only)`}</title>
<meta name="description" content="${content.description}">
${robots}<link rel="canonical" href="${absoluteUrl(front ? routes.home() : content.full)}">
<link rel="icon" href="${withBasePath('/icon.svg')}" type="image/svg+xml">
<link rel="expect" href="#site-footer" blocking="render">
<style>${trusted(css)}</style>
</head>
<body>
<header>
<a class="name" href="${withBasePath(front ? routes.home() : routes.liteFront())}">${siteConfig.name}</a>
<p class="edition">Text-only edition · <a href="${withBasePath(full)}">${content.full === routes.home() ? 'Full front page' : 'Full edition of this page'}</a></p>
${linkList('Sections', sections(), own)}
${breakingBanner()}</header>
<main${content.className ? markup` class="${content.className}"` : ''}>
${content.main}
</main>
<footer id="site-footer">
${linkList('Newsroom', newsroom(), own)}
<p>${copyrightLine}</p>
</footer>
</body>
</html>
`;
  return page.text;
}

/** The breaking-news banner, as every full page carries it while it runs, linking to the story's copy. */
function breakingBanner(): Html | '' {
  const breaking = getBreaking();
  if (!breaking) return '';
  const copy = liteCopyOf(routes.article(breaking.slug))!;
  return markup`<p class="breaking"><strong>Breaking</strong> <a href="${withBasePath(copy)}">${breaking.title}</a></p>\n`;
}

/** Home and the sections, as the section bar of the full edition names them. */
const sections = () => [
  { label: 'Home', path: routes.home() },
  ...getCategories().map((category) => ({ label: category.name, path: routes.category(category.id) })),
];

/** Who publishes the paper, as the full edition's footer links it: the standing pages and the corrections. */
const newsroom = () => [
  ...siteConfig.pages.map((page) => ({ label: page.label, path: routes.page(page.slug) })),
  { label: 'Corrections', path: routes.corrections() },
];

/** A row of links to text-only copies, the page's own marked (`current`, a copy's site path; `/` for the crisis front). */
function linkList(name: string, links: { label: string; path: string }[], current: string): Html {
  const items = links.map(({ label, path }) => {
    const copy = liteCopyOf(path)!;
    const here = copy === current || (current === routes.home() && path === routes.home());
    return markup`<li><a href="${withBasePath(copy)}"${here ? markup` aria-current="page"` : ''}>${label}</a></li>`;
  });
  return markup`<nav aria-label="${name}"><ul>${items}</ul></nav>`;
}
