import axe from 'axe-core';
import { expect, test, type Locator, type Page } from './support/test';
import { templatePages } from './support/site';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const UNKNOWN_PATH = '/no-such-page/';

/**
 * The page as a reader sees it: heading shown, no spinner, scripts and fonts done. The test's `goto`
 * waits for the app to start (e2e/support/test.ts), and these pages load nothing after that. (Waiting
 * for the network to be idle instead cost 0.46 s a page: Playwright waits for 500 ms of quiet.)
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface FocusState {
  element: string;
  ring: boolean;
  ringDetail: string;
  inViewport: boolean;
  coveredBy: string | null;
}

/** What the focused element looks like: its outline or box-shadow ring, and whether it can be seen. */
async function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const hit = document.elementFromPoint(
      Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1),
      Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1),
    );
    const covered = !!hit && hit !== element && !element.contains(hit) && !hit.contains(element);
    return {
      element: `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      ring: outline || shadow,
      ringDetail: `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow ${style.boxShadow}`,
      inViewport: box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
      // Covered, e.g. by the sticky header or the open menu (WCAG 2.4.11).
      coveredBy: covered ? hit!.outerHTML.slice(0, 80) : null,
    };
  });
}

async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state, 'something has focus').not.toBeNull();
  expect(state!.ring, `${state!.element} shows a focus ring (${state!.ringDetail})`).toBe(true);
  expect(state!.inViewport, `${state!.element} is in the viewport`).toBe(true);
  expect(state!.coveredBy, `${state!.element} is not hidden behind another element`).toBeNull();
}

/** Presses `key` until `target` has focus, checking the focus ring at every stop on the way. */
async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 60) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(key);
    if ((await focusState(page)) !== null) await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} never received focus after ${maxPresses} presses of ${key}`);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a keyboard-only journey: skip link, nav, category, article, Share, and back', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // No share sheet: Share copies the link instead.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await page.goto('/');
    await settle(page);

    // The first Tab lands on the skip link, which slides into view.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);

    // Enter moves focus to the main content, which lands below the sticky header.
    await page.keyboard.press('Enter');
    const main = page.locator('#main-content');
    await expect(main).toBeFocused();
    const [mainTop, headerBottom] = await page.evaluate(() => [
      document.getElementById('main-content')!.getBoundingClientRect().top,
      document.querySelector('body > header')!.getBoundingClientRect().bottom,
    ]);
    expect(mainTop, 'the skip link target is not under the sticky header').toBeGreaterThanOrEqual(Math.floor(headerBottom));

    // Back up from the main content into the nav and choose a section.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await pressUntilFocused(page, nav.getByRole('link', { name: 'World' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/world\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'World News' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 5_000 });
    await expect(nav.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');

    // Tab on to the first story's title link and open it.
    const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await card.textContent())!.trim();
    await pressUntilFocused(page, card);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 5_000 });

    // Tab to Share; Enter copies the link. (A live story's updates have a Share each, named for its update.)
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await pressUntilFocused(page, share);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    // The browser's Back returns to the section.
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/world\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'World News' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the Menu button opens with Enter, lets Tab into its links, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Politics' })).toBeVisible();

    await page.keyboard.press('Tab');
    const first = nav.getByRole('link', { name: 'Home' });
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await expectVisibleFocus(page);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expectVisibleFocus(page);
    await expect(nav.getByRole('link', { name: 'Politics' })).toBeHidden();
  });

  test('tabbing past the last control of the open menu closes it, so it does not cover the next element', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu ends with the search form.
    await pressUntilFocused(page, nav.getByRole('button', { name: 'Search' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    // Nothing lies on top of the newly focused element.
    const covered = await focused.evaluate((element) => {
      const box = element.getClientRects()[0];
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (hit === element || element.contains(hit)) ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
    });
    expect(covered).toBeNull();
  });
});

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
async function readOutline(page: Page): Promise<Outline> {
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

// One page of each template and form (e2e/support/site.ts): the others are the same outline with other stories in it.
test('each kind of page reads aloud in order: one h1, no skipped heading levels, named controls, unambiguous links, alt text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of [...templatePages.map(({ path }) => path), UNKNOWN_PATH]) {
    await page.goto(path);
    await settle(page);
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
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
