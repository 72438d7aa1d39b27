import { expect, type Page } from '@playwright/test';

/** A reporter's phone: 375 × 812, touch, as Playwright's iPhone 13 mini and most of today's small phones. */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const;

/** The page as wide as the screen: nothing to scroll sideways to (`scrollWidth` is the viewport's). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  // Decap's screens scroll inside their own panes: none of those may be wider than the screen either.
  const wider = await page.evaluate(
    (screen) =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'auto')
        .concat(
          [
            ...document.querySelectorAll<HTMLElement>('button, a[href], input, textarea, [role="button"], [role="switch"]'),
          ].filter(
            // A notice slides in from the side, over the page, and settles on the screen: not part of the layout.
            (element) =>
              element.getBoundingClientRect().width > 0 &&
              element.getBoundingClientRect().right > screen + 1 &&
              !element.closest('.Toastify'),
          ),
        )
        .map(
          (element) =>
            `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
        ),
    width,
  );
  expect(wider, 'controls past the screen, or panes that scroll sideways').toEqual([]);
}

/**
 * Every control on screen a finger can hit: at least 24 × 24 px (WCAG 2.2, 2.5.8 Target Size), the
 * control itself or the label that wraps it. A control inside another (a select's typing field) is
 * its box's; a wrapper around a control (a menu's) is that control's.
 */
export async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="button"], [role="switch"], [role="checkbox"]',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // A menu's wrapper around its button (the text's "Headings"): the button is the target.
        if (element.querySelector('button, a[href], input')) return false;
        const target = element.closest('label, [class*="-control"], [class*="ToggleContainer"]') ?? element;
        const area = target.getBoundingClientRect();
        return Math.max(area.width, box.width) < 24 || Math.max(area.height, box.height) < 24;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        return `${element.tagName} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
  expect(small, 'controls smaller than 24 × 24 px').toEqual([]);
}

/**
 * Closes the notices Decap slides in after a refused publish (a click closes one), and waits until they are gone:
 * on a phone they cover the top of the form, and one stays as long as a pointer rests over it, as Playwright's
 * does while it waits to click what lies under the notice.
 */
export async function closeNotices(page: Page) {
  const notices = page.locator('.Toastify__toast');
  for (const notice of await notices.all()) await notice.click().catch(() => undefined);
  await expect(notices).toHaveCount(0, { timeout: 15_000 });
}
