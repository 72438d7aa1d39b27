import { expect, test } from './support/test';
import { articles } from './support/site';
import { getCategory } from '../lib/categories';

const article = articles[3];

test('a hero image that fails to load leaves a clean box with its alt text', async ({ page }) => {
  await page.route('**/generated/images/**', (route) => route.abort());
  await page.goto(`/news/${article.slug}/`);
  const hero = page.getByRole('main').getByRole('img', { name: article.imageAlt });
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  const box = (await hero.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(9 / 16, 2);
  const fallback = await hero.evaluate((img) => {
    const after = getComputedStyle(img, '::after');
    return { content: after.content, background: after.backgroundColor };
  });
  expect(fallback.content).toBe(JSON.stringify(article.imageAlt));
  expect(fallback.background).not.toBe('rgba(0, 0, 0, 0)');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
});

test('when the JavaScript fails to load, every kind of page still reads in full', async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  // The app never starts here: wait for the page only (see e2e/support/test.ts).
  const load = { waitUntil: 'load' } as const;
  await page.goto('/', load);
  await expect(page.getByRole('region', { name: 'Top Stories' }).getByRole('article')).toHaveCount(3);
  await page.goto('/category/world/', load);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await page.goto(`/news/${article.slug}/`, load);
  await expect(page.locator('.article-body p').last()).toBeVisible();
  // The section's related stories and, beside them, the main topic's: both plain HTML.
  await expect(
    page.getByRole('region', { name: `More ${getCategory(article.category)!.displayName}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^More on / })).toBeVisible();
  await page.goto('/news/no-such-story/', load);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('an unexpected error while rendering shows the error page with a link home, not a blank screen', async ({ page }) => {
  // Break a built-in the not-found page uses while it renders in the browser: reading the address
  // into its segments (lib/routes.ts).
  await page.addInitScript(() => {
    const split = String.prototype.split;
    String.prototype.split = function (this: string, separator: unknown, limit?: number) {
      if (String(this) === 'category/sports' && separator === '/') throw new Error('simulated render failure');
      return split.call(this, separator as Parameters<typeof split>[0], limit);
    } as typeof split;
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/category/sports/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something Went Wrong');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors.join('\n')).toContain('simulated render failure');
});
