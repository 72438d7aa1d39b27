import { gzipSync } from 'node:zlib';
import axe from 'axe-core';
import { expect, type Page, type Response } from './test';

/**
 * What a reader of any page must be able to count on, read from the page once it is loaded: the
 * routes spec runs them on one page of each template and form (e2e/support/site.ts), one visit each.
 */

/**
 * The page as a reader sees it: heading shown, no spinner, scripts and fonts done. The test's `goto`
 * waits for the app to start (e2e/support/test.ts), and these pages load nothing after that. (Waiting
 * for the network to be idle instead cost 0.46 s a page: Playwright waits for 500 ms of quiet.)
 */
export async function settle(page: Page, loading = 'Loading') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status', { name: loading })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface Outline {
  headings: { level: number; text: string }[];
  unnamed: string[];
  clashes: string[];
  images: string[];
}

/** The parts of axe-core, injected into the page, that the outline below uses. */
interface PageAxe {
  setup(node: Document): unknown;
  teardown(): void;
  commons: {
    text: { accessibleText(element: Element): string };
    dom: { isVisibleToScreenReaders(element: Element): boolean };
  };
}

/** Reads the page as a screen reader would, with axe-core's accessible-name computation. */
export async function readOutline(page: Page): Promise<Outline> {
  // Evaluated, not added as a <script>: the page's Content Security Policy refuses inline scripts.
  await page.evaluate(axe.source);
  return page.evaluate(() => {
    const pageAxe = (window as unknown as { axe: PageAxe }).axe;
    const { commons } = pageAxe;
    pageAxe.setup(document);
    try {
      const exposed = (element: Element) => commons.dom.isVisibleToScreenReaders(element);
      const name = (element: Element) => commons.text.accessibleText(element).trim().replace(/\s+/g, ' ');
      const describe = (element: Element) => element.outerHTML.slice(0, 120);

      const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
        .filter(exposed)
        .map((element) => ({
          level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
          text: name(element),
        }));

      const controls = [...document.querySelectorAll('a[href], button, [role="link"], [role="button"]')].filter(exposed);
      const unnamed = controls.filter((element) => name(element) === '').map(describe);

      // Two links with one name must lead to one place: within each landmark, and across the page.
      const landmark = (element: Element) =>
        element.parentElement?.closest(
          'header, nav, main, footer, aside, form[aria-label], section[aria-label], section[aria-labelledby], [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], [role="region"], [role="complementary"]',
        ) ?? null;
      const landmarks = new Map<Element | null, string>();
      const label = (element: Element | null) => {
        if (!landmarks.has(element)) {
          const landmarkName = element ? name(element) || element.getAttribute('aria-label') : '';
          landmarks.set(
            element,
            element ? `${element.tagName.toLowerCase()}${landmarkName ? ` "${landmarkName}"` : ''}` : 'page',
          );
        }
        return landmarks.get(element)!;
      };
      const destinations = new Map<string, Set<string>>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (!exposed(link)) continue;
        const href = new URL(link.href).href;
        for (const scope of [`in ${label(landmark(link))}`, 'on the page']) {
          const key = `${scope}: "${name(link)}"`;
          if (!destinations.has(key)) destinations.set(key, new Set());
          destinations.get(key)!.add(href);
        }
      }
      const clashes = [...destinations]
        .filter(([, hrefs]) => hrefs.size > 1)
        .map(([key, hrefs]) => `${key} leads to ${[...hrefs].join(', ')}`);

      const images = [
        ...[...document.querySelectorAll('img')]
          .filter((image) => !image.hasAttribute('alt') || (exposed(image) && image.getAttribute('alt')!.trim() === ''))
          .map((image) => `img without alt text: ${describe(image)}`),
        ...[...document.querySelectorAll('svg, [role="img"]')]
          .filter((image) => exposed(image) && image.getAttribute('role') !== 'presentation' && name(image) === '')
          .map((image) => `graphic without a name: ${describe(image)}`),
      ];
      return { headings, unnamed, clashes, images };
    } finally {
      pageAxe.teardown();
    }
  });
}

/** What a screen reader would stumble on: one h1, first; no skipped heading levels; named controls; unambiguous links; alt text. */
export async function readingProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const { headings, unnamed, clashes, images } = await readOutline(page);
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1) problems.push(`${path}: ${h1s.length} h1 elements (${h1s.map((h) => h.text).join(' | ')})`);
  if (headings[0]?.level !== 1)
    problems.push(`${path}: the first heading is h${headings[0]?.level} "${headings[0]?.text}", not the h1`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1)
      problems.push(`${path}: h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}"`);
  });
  for (const heading of headings) if (!heading.text) problems.push(`${path}: an empty h${heading.level}`);
  problems.push(...unnamed.map((control) => `${path}: no accessible name: ${control}`));
  problems.push(...clashes.map((clash) => `${path}: ${clash}`));
  problems.push(...images.map((image) => `${path}: ${image}`));
  return problems;
}

export const WIDTHS = [320, 375, 768, 1024, 1025, 1280, 1920];

/** What sticks out past the right edge, for the failure message. */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 0.5)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return `${scrollWidth} > ${clientWidth}: ${wide.join(' | ')}`;
  });

/**
 * The loaded page at every width of WIDTHS, in each theme given: where it scrolls sideways. The system
 * theme is a CSS media query (app/colors.css) that changes colours, and in the header the theme
 * control's label ("Theme: System (dark)"), the same on every page. Leaves the page light, at 1280 px.
 */
export async function sidewaysProblems(page: Page, path: string, themes: readonly ('light' | 'dark')[] = ['light']) {
  const problems: string[] = [];
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    // Two frames: the theme control's label follows the system theme ("Theme: System (dark)").
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const wide = await overflow(page);
      if (wide) problems.push(`${path} at ${width} px, ${theme}: ${wide}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

// What the site measured on an article before the newsroom round (148.6 kB, the most of any page) plus the 2 kB that
// round allowed the full pages: the Save for offline button, the text-only links and Save-Data note, the Live label
// took an article to 150.4 kB. (It was 141.5 kB before the site chrome, cards and article header became client
// components, which took about 39 kB off every article's HTML and RSC payload together, fetched once per visit.)
// The editions round allowed the English pages 2 KiB more (150.4 kB then): the edition's context, its language link,
// the links that put a path in the page's edition. Its words come with each page, not in a script. Every edition's
// pages are held to it: another edition's load the same scripts (app/(editions)/[edition]/layout.tsx).
export const JS_BUDGET = 152.4 * 1024;
export const ARTICLE_HTML_BUDGET = 30 * 1024;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Counts the scripts a page loads from here on (call before `goto`); `measure` (after the page is
 * idle) gives what it loaded (gzip level 9) against its budget, and its HTML's weight if an article.
 * The scripts a page loads are its template's: its route's code and the client components it shows.
 */
export function pageWeight(page: Page, path: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  };
  page.on('response', onResponse);
  return async (document: Response): Promise<{ row: string; problems: string[] }> => {
    page.off('response', onResponse);
    const js = (await Promise.all(scripts.values())).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const html = gzipSync(await document.body(), { level: 9 }).length;
    const problems: string[] = [];
    if (js > JS_BUDGET) problems.push(`${path}: JavaScript ${kB(js)} > ${kB(JS_BUDGET)}`);
    if (/^(\/[a-z]{2})?\/news\//.test(path) && html > ARTICLE_HTML_BUDGET)
      problems.push(`${path}: HTML ${kB(html)} > ${kB(ARTICLE_HTML_BUDGET)}`);
    const row = `${path}: JS ${kB(js)} in ${scripts.size} files, HTML ${kB(html)} (gzip level 9)`;
    return { row, problems };
  };
}
