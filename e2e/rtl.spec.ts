import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { RTL_EDITION } from '../scripts/tools/archive/test-site';
import type { Messages } from '../server/editions';

/**
 * Right to left: served from out-hostile, whose stories and editions include a third edition, in
 * Arabic, at /ar/ (RTL_EDITION, scripts/tools/build-test-sites.ts). The layout is written in logical
 * directions (start and end, never left and right), so the page mirrors: the header starts at the
 * right, the section bar runs from the right, and nothing is wider than a phone's screen.
 */
const { edition, files, story, translates } = RTL_EDITION;
const words = JSON.parse(fs.readFileSync(path.join(files, 'editions', `${edition.id}.json`), 'utf8')) as Messages;
const front = `/${edition.id}/`;
const storyPage = `/${edition.id}/news/${story}/`;

const siteName = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Pacific Ledger', exact: true });
const box = async (locator: ReturnType<Page['locator']>) => {
  const found = await locator.boundingBox();
  expect(found, 'a box on the screen').not.toBeNull();
  return found!;
};
/** The box of an element's text as it is drawn, overflow included (a grid cell can be narrower than its text). */
const textBox = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });

for (const address of [front, storyPage]) {
  test.describe(address, () => {
    test('on a phone (375 px): dir="rtl", no sideways scroll, the name at the right of the bar, clear of the menu', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${edition.id}\\b`));
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([375, 375]);

      const name = await textBox(siteName(page));
      const menu = await box(page.getByRole('button', { name: words.layout.menu }));
      // The header's start is its right: the name ends at the page's padding (16 px) from the right edge.
      expect(name.x + name.width).toBeGreaterThan(375 - 24);
      expect(name.x).toBeGreaterThanOrEqual(0);
      expect(name.x + name.width).toBeLessThanOrEqual(375);
      // The menu button is beside it, to its left, and does not run into it.
      expect(menu.x + menu.width).toBeLessThanOrEqual(name.x + 1);
    });

    test('on a desktop (1280 px): the section bar starts at the right, Home first', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(address);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
      const links = page.getByRole('navigation', { name: words.layout.mainNav }).getByRole('link');
      await expect(links.first()).toHaveText(words.layout.home);
      const boxes = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right, top } = element.getBoundingClientRect();
          return { left, right, top };
        }),
      );
      expect(boxes.length).toBeGreaterThan(2);
      // One row, read from the right: each link to the left of the one before it.
      for (const [index, later] of boxes.entries()) {
        expect(later.top).toBe(boxes[0].top);
        if (index > 0) expect(later.right).toBeLessThanOrEqual(boxes[index - 1].left);
      }
      // The name at the masthead's centre, the paper's tagline at its start: the right.
      const name = await box(siteName(page));
      expect(Math.abs(name.x + name.width / 2 - 640)).toBeLessThan(4);
      const tagline = await box(page.getByRole('banner').getByText(words.site.tagline));
      expect(tagline.x).toBeGreaterThan(640);
    });
  });
}

test('a story’s way back to its section points to the right, the way back in a right-to-left page', async ({ page }) => {
  await page.goto(storyPage);
  const back = page.getByRole('link', {
    name: words.article.backTo.replace('{section}', words.sections!.california.displayName),
  });
  const arrow = back.locator('span[aria-hidden="true"]');
  // The arrow is written ← and mirrored: scaled by -1 across.
  expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toMatch(/^-1 1/);
  // At the link's start, the right.
  expect((await box(arrow)).x).toBeGreaterThan((await box(back)).x + (await box(back)).width / 2);
});

test('the Arabic story names its English original, and the original its Arabic version', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(storyPage);
  await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'href',
    `/news/${translates}/`,
  );
  await page.goto(`/news/${translates}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner').getByRole('link', { name: edition.name, exact: true })).toHaveAttribute(
    'href',
    storyPage,
  );
});

test('on a phone, the menu holds the links to the other editions, which the bar has no room for', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(front);
  const english = page.getByRole('link', { name: 'English', exact: true });
  await expect(english).toBeHidden();
  await page.getByRole('button', { name: words.layout.menu }).click();
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('href', '/');
});
