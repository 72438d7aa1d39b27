import { expect, test } from './support/test';

const path = '/news/port-cargo-volumes-spring/';

test('without a share sheet, Share copies the canonical URL and says "Link copied"', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await page.goto(path);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
});

test('with a share sheet, Share hands it the title and canonical URL', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, 'shareCalls', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(calls).toEqual([{ title, url: canonical }]);
  await expect(page.getByText('Link copied')).toHaveCount(0);
});
