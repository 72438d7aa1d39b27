import { expect, test, type Locator, type Page } from './support/test';
import { searchPage } from './support/site';
import { ARTICLE_WITH_LINK, AXE_TEMPLATES, DESKTOP, PHONE, UNKNOWN_PATH, axeViolations } from './support/axe';
import { editionOfPath } from '../lib/editions';
import { messagesOf } from '../server/editions';

/** Every check runs in both themes: the system's light and dark settings. */
const THEMES = ['light', 'dark'] as const;

/**
 * The page as a reader sees it: heading shown, no spinner, the search's results in, fonts done. Its
 * scripts have run: the test's `goto` waits for the app to start (e2e/support/test.ts), and nothing
 * on these pages loads after that but the search page's Pagefind files, which its count waits for.
 * (Waiting for the network to be idle instead cost 0.46 s a page: Playwright waits 500 ms of quiet.)
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  if (new URL(page.url()).pathname.endsWith('/search/'))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/ for “/);
  await expect(page.getByText('Searching…')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The header's words of the page open: its edition's, by its address. */
const headerWords = (page: Page) => messagesOf(editionOfPath(new URL(page.url()).pathname).edition).layout;

async function openThemeOptions(page: Page) {
  const words = headerWords(page);
  const button = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${words.theme}:`) });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('group', { name: words.theme })).toBeVisible();
}

async function openMenu(page: Page) {
  const words = headerWords(page);
  const button = page.getByRole('navigation', { name: words.mainNav }).getByRole('button', { name: words.menu });
  // Clicks before hydration do nothing, so retry until the menu reports itself open.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('#site-menu')).toBeVisible();
}

async function open(page: Page, path: string, colorScheme: (typeof THEMES)[number], viewport: typeof DESKTOP) {
  await page.emulateMedia({ colorScheme });
  await page.setViewportSize(viewport);
  const response = await page.goto(path);
  expect(response?.status()).toBe(path === UNKNOWN_PATH ? 404 : 200);
  await settle(page);
}

/** Applies a theme or a width to the page already open, and waits for it to be drawn. */
async function redraw(page: Page, change: () => Promise<void>) {
  await change();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The pages whose every link and button is hovered and tabbed to, at 1280 px, in each theme, where axe checks them. */
const FOCUS_PAGES = ['/', '/category/tech/', ARTICLE_WITH_LINK, searchPage.path, UNKNOWN_PATH];

test.describe('axe reports no violations; hover and focus states keep their contrast and show a focus ring', () => {
  // The other templates' pages are checked once each where routes.spec.ts opens them (axeOnce).
  // One page of each kind, in each theme: both widths, with the theme options and the phone menu open.
  for (const colorScheme of THEMES)
    for (const path of AXE_TEMPLATES) {
      const focus = FOCUS_PAGES.includes(path);
      test(`${path} in the ${colorScheme} theme at 1280 px (theme options open too), at 375 px and with the phone menu open${focus ? '; each kind of link and button hovered, every one tabbed to' : ''}`, async ({
        page,
      }) => {
        await open(page, path, colorScheme, DESKTOP);
        const found = await axeViolations(page, `${path} @ 1280 ${colorScheme}`);
        if (focus) found.push(...(await hoverAndTabProblems(page, path)));
        if (path === '/') await expectSkipLink(page);
        await openThemeOptions(page);
        found.push(...(await axeViolations(page, `${path} @ 1280 ${colorScheme}, theme options open`)));
        await page.keyboard.press('Escape');

        await redraw(page, () => page.setViewportSize(PHONE));
        found.push(...(await axeViolations(page, `${path} @ 375 ${colorScheme}`)));

        await openMenu(page);
        found.push(...(await axeViolations(page, `${path} @ 375 ${colorScheme}, menu open`)));

        if (found.length) console.log(found.join('\n'));
        expect(found, found.join('\n')).toEqual([]);
      });
    }
});

/**
 * The skip link, after the walks (whose first Tab from the top reaches it): hidden while not focused, then,
 * focused from the keyboard, shown in the viewport with enough contrast.
 */
async function expectSkipLink(page: Page) {
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await skip.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await skip.focus();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const result = await skip.evaluate(probe);
  expect(focusProblems(result), JSON.stringify(result, null, 2)).toEqual([]);
  await skip.blur();
}

/** Each kind of link and button hovered, then every one tabbed to, forwards and back: the problems found. */
async function hoverAndTabProblems(page: Page, path: string): Promise<string[]> {
  const problems = await hoverAll(page, page.locator('body'), `${path} hover`);
  const forward = await tabThrough(page, `${path} focus`);
  const backward = await tabThrough(page, `${path} focus`, 'Shift+Tab');
  problems.push(...forward.problems, ...backward.problems);
  // The walks really went through the page: skip link first, footer last, and back again.
  expect(forward.visited[0]).toContain('Skip to content');
  expect(forward.visited.at(-1)).toContain('Corrections');
  expect(backward.visited).toEqual([...forward.visited].reverse());
  // Nothing hovered or focused when the page goes on.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}

interface Probe {
  element: string;
  color: string;
  background: string;
  ratio: number;
  large: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  outlineRatio: number;
  boxShadow: string;
  inViewport: boolean;
  obscuredBy: string | null;
}

/**
 * Runs in the page: the element's text colour against its effective background (semi-transparent
 * backgrounds composited up to the canvas, which is white), its focus outline and that outline's
 * colour against what surrounds the element, and whether anything covers its centre.
 */
function probe(element: Element): Probe {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  // The canvas parses any CSS colour (oklch, color-mix, …) into sRGB bytes.
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: string, bottom: [number, number, number]): [number, number, number] => {
    const [r, g, b, a] = rgba(top);
    return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)];
  };
  const backgroundOf = (start: Element | null): [number, number, number] => {
    const layers: string[] = [];
    for (let node = start; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (rgba(color)[3] === 0) continue;
      layers.push(color);
      if (rgba(color)[3] === 1) break;
    }
    return layers.reverse().reduce<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const luminance = ([r, g, b]: [number, number, number]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: [number, number, number], b: [number, number, number]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  const describe = (node: Element) =>
    `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${(node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  const css = (values: [number, number, number]) => `rgb(${values.map(Math.round).join(', ')})`;

  const style = getComputedStyle(element);
  const background = backgroundOf(element);
  const foreground = over(style.color, background);
  const fontSize = parseFloat(style.fontSize);
  const bold = parseInt(style.fontWeight, 10) >= 700;
  // An outline drawn outside the element sits on its parent's background.
  const outside = parseFloat(style.outlineOffset) >= 0 ? backgroundOf(element.parentElement) : background;
  const outline = over(style.outlineColor, outside);

  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const covered = hit && hit !== element && !element.contains(hit) && !hit.contains(element);

  return {
    element: describe(element),
    color: css(foreground),
    background: css(background),
    ratio: contrast(foreground, background),
    large: fontSize >= 24 || (bold && fontSize >= 18.66),
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth) || 0,
    outlineColor: css(outline),
    outlineRatio: contrast(outline, outside),
    boxShadow: style.boxShadow,
    inViewport: box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    obscuredBy: covered ? describe(hit) : null,
  };
}

interface ProbeWindow {
  __probe: typeof probe;
}

/** Puts `probe` in the page as `window.__probe`, so that one call can wait for a frame and probe (until the next navigation). */
async function installProbe(page: Page) {
  await page.evaluate(`window.__probe = ${probe.toString()}`);
}

const needed = (result: Probe) => (result.large ? 3 : 4.5);
const textProblem = (state: string, result: Probe) =>
  result.ratio >= needed(result)
    ? null
    : `${state} ${result.element}: ${result.color} on ${result.background} is ${result.ratio}:1, needs ${needed(result)}:1`;

function focusProblems(result: Probe): string[] {
  const problems: string[] = [];
  const text = textProblem('focused', result);
  if (text) problems.push(text);
  const hasOutline = result.outlineStyle !== 'none' && result.outlineWidth >= 2;
  const hasRing = result.boxShadow !== 'none' && result.boxShadow !== '';
  if (!hasOutline && !hasRing)
    problems.push(
      `focused ${result.element}: no focus indicator (outline ${result.outlineStyle} ${result.outlineWidth}px, box-shadow ${result.boxShadow})`,
    );
  if (hasOutline && !hasRing && result.outlineRatio < 3)
    problems.push(
      `focused ${result.element}: outline ${result.outlineColor} is ${result.outlineRatio}:1 against its surroundings, needs 3:1`,
    );
  if (!result.inViewport) problems.push(`focused ${result.element}: not in the viewport`);
  if (result.obscuredBy) problems.push(`focused ${result.element}: hidden behind ${result.obscuredBy}`);
  return problems;
}

/**
 * Tabs through the whole page, from the top with Tab or from the bottom with Shift+Tab (which
 * scrolls each element to the top edge, where the sticky header could hide it), probing each
 * element that receives focus.
 */
async function tabThrough(
  page: Page,
  label: string,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  maxStops = 120,
): Promise<{ problems: string[]; visited: string[] }> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  if (key === 'Shift+Tab') await page.keyboard.press('End');
  await installProbe(page);
  const problems: string[] = [];
  const visited: string[] = [];
  const seen = new Set<number>();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(key);
    // One call to the page a stop: what has focus, where it is in the document, and the probe of it in
    // the frame painted after the focus moved and the page scrolled to it, which is what the reader sees.
    const step = await page.evaluate(async () => {
      const element = document.querySelector(':focus');
      if (!element) return null;
      const position = [...document.querySelectorAll('*')].indexOf(element);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { position, result: (window as unknown as ProbeWindow).__probe(element) };
    });
    if (!step || seen.has(step.position)) break;
    seen.add(step.position);
    visited.push(step.result.element);
    problems.push(...focusProblems(step.result).map((problem) => `[${label} ${key}] ${problem}`));
  }
  return { problems, visited };
}

/**
 * Hovers each kind of visible link and button (the skip link is reached by focus, not by pointer):
 * one of each look, the same element, classes, colour and background at rest, which a hover
 * changes alike. The tab walks reach every one of them.
 */
async function hoverAll(page: Page, scope: Locator, label: string): Promise<string[]> {
  const problems: string[] = [];
  const targets = scope.locator('a:visible:not(.skip-link), button:visible');
  await installProbe(page);
  const looks = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { color, background } = (window as unknown as ProbeWindow).__probe(element);
      return [element.tagName, element.className, element.parentElement?.className, color, background].join('|');
    }),
  );
  const kinds = looks.flatMap((look, index) => (looks.indexOf(look) === index ? [index] : []));
  for (const index of kinds) {
    const target = targets.nth(index);
    await target.hover();
    // The frame painted after the pointer moved, probed in the same call.
    const result = await target.evaluate(async (element) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as ProbeWindow).__probe(element);
    });
    const problem = textProblem('hovered', result);
    if (problem) problems.push(`[${label}] ${problem}`);
  }
  console.log(`${label}: ${kinds.length} kinds of ${looks.length} links and buttons hovered`);
  return problems;
}

test.describe('hover and focus states keep their contrast and show a focus ring', () => {
  // At 1280 px: where axe checks the page (FOCUS_PAGES, above).
  for (const colorScheme of THEMES)
    test(`/ in the ${colorScheme} theme at 375 px: the Menu button, the open menu and the theme options, hovered and tabbed to`, async ({
      page,
    }) => {
      await open(page, '/', colorScheme, PHONE);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const problems = await hoverAll(page, nav, '375 closed hover');
      problems.push(...(await tabThrough(page, '375 closed focus')).problems);
      problems.push(...(await tabThrough(page, '375 closed focus', 'Shift+Tab')).problems);

      await openMenu(page);
      problems.push(...(await hoverAll(page, nav, '375 open hover')));
      const current = nav.getByRole('link', { name: 'Home' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      // Tab from the Menu button into the open menu, through its links and on past it: the
      // element after the menu must not end up underneath it.
      const button = nav.getByRole('button', { name: 'Menu' });
      await button.focus();
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if (step < 8) await expect(focused).toHaveAttribute('href', /\//);
        problems.push(...focusProblems(await focused.evaluate(probe)).map((problem) => `[375 open focus] ${problem}`));
      }

      // The theme options: each hovered, then focused from the keyboard (Tab into the group, arrows between).
      await page.keyboard.press('Escape');
      await openThemeOptions(page);
      const options = page.getByRole('group', { name: 'Theme' });
      for (const label of await options.locator('label').all()) {
        await label.hover();
        const problem = textProblem('hovered', await label.evaluate(probe));
        if (problem) problems.push(`[375 theme options hover] ${problem}`);
      }
      await page.keyboard.press('Tab');
      for (const name of ['System', 'Dark', 'Light']) {
        await expect(options.getByRole('radio', { name })).toBeFocused();
        problems.push(
          ...focusProblems(await options.getByRole('radio', { name }).evaluate(probe)).map(
            (problem) => `[375 theme options focus] ${problem}`,
          ),
        );
        await page.keyboard.press('ArrowUp');
      }
      if (problems.length) console.log(problems.join('\n'));
      expect(problems, problems.join('\n')).toEqual([]);
    });
});
