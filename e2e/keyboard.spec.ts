import { expect, test, type Locator, type Page } from './support/test';
import { readingProblems, settle } from './support/page-checks';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const UNKNOWN_PATH = '/no-such-page/';

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

// The template pages' outlines are read where the routes spec visits them (e2e/support/page-checks.ts); the
// not-found page, which no route lists, here.
test('the not-found page reads aloud in order: one h1, no skipped heading levels, named controls, unambiguous links, alt text', async ({
  page,
}) => {
  await page.goto(UNKNOWN_PATH);
  await settle(page);
  const problems = await readingProblems(page, UNKNOWN_PATH);
  expect(problems, problems.join('\n')).toEqual([]);
});
