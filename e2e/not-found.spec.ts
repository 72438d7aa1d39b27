import { expect, test } from './support/test';

const cases = [
  { path: '/news/no-such-story/', heading: 'Article Not Found', text: 'Article not found' },
  { path: '/category/sports/', heading: 'Category Not Found', text: 'The requested category does not exist.' },
  { path: '/about-us/', heading: 'Page Not Found', text: 'does not exist' },
];

for (const { path, heading, text } of cases) {
  test(`${path} answers 404 with "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByText(text, { exact: heading !== 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Top Stories' })).toBeVisible();
  });
}
