import { expect, test, type Page } from './support/test';
import { articles } from './support/site';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** The longest story: the most scrolling. */
const story = [...articles].sort((a, b) => b.content.length - a.content.length)[0];

/**
 * Sums the page's layout shifts from its first paint (PerformanceObserver, buffered), as CLS counts
 * them: those right after a click or a key press are the reader's doing, and left out.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls as a reader does, a screen at a time, to the end of the page. */
async function scrollToEnd(page: Page) {
  for (let step = 0; step < 100; step++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    if (atEnd) return;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  throw new Error('the page did not reach its end');
}

for (const width of [1024, 1280]) {
  test(`at ${width} px the section bar, with the paper's name, stays in view to the end of a story, and nothing shifts`, async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/news/${story.slug}/`);
    const masthead = page.getByRole('banner').getByRole('link', { name: 'Pacific Ledger' });
    await expect(masthead).toBeInViewport();
    await page.mouse.move(width / 2, 400);
    await scrollToEnd(page);

    const sections = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(sections).toHaveCount(8);
    for (const link of await sections.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(masthead).not.toBeInViewport();
    // The name fades into the bar (a scroll-driven animation: opacity only).
    await expect(page.locator('.bar-name')).toHaveCSS('opacity', '1');
    await expect(page.locator('.bar-name')).toBeInViewport({ ratio: 1 });
    // The name and the sections do not overlap.
    const name = (await page.locator('.bar-name').boundingBox())!;
    const first = (await sections.first().boundingBox())!;
    expect(name.x + name.width).toBeLessThan(first.x);
    expect(await page.evaluate(() => window.__layoutShift)).toBe(0);

    // And the bar takes the reader on from there.
    await sections.filter({ hasText: 'Business' }).click();
    await expect(page).toHaveURL(/\/category\/business\/$/);
  });
}

test('at 768 px the sections make room for the name in the bar', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto(`/news/${story.slug}/`);
  await page.mouse.move(384, 400);
  await scrollToEnd(page);
  const sections = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  for (const link of await sections.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const name = (await page.locator('.bar-name').boundingBox())!;
  expect(name.x + name.width).toBeLessThan((await sections.first().boundingBox())!.x);
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
});

test('on a phone the slim bar with the name and the menu stays in view', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/news/${story.slug}/`);
  await page.mouse.move(187, 400);
  await scrollToEnd(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pacific Ledger' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
});
