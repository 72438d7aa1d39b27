import { expect, test } from './support/test';
import { articles } from './support/site';

test.use({ javaScriptEnabled: false });

test('home reads in full without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Top Stories' }).getByRole('article')).toHaveCount(3);
  for (const name of ['California News', 'US News', 'World News', 'Technology', 'Health', 'Politics', 'Business']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: articles.at(-1)!.title })).toBeVisible();
});

test('an article reads in full without JavaScript', async ({ page }) => {
  const article = articles[1];
  await page.goto(`/news/${article.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const lastParagraph = page.locator('main article p').last();
  await expect(lastParagraph).toBeVisible();
  expect(await lastParagraph.evaluate((element) => getComputedStyle(element.closest('main')!).opacity)).toBe('1');
  await expect(page.getByRole('img', { name: article.imageAlt })).toBeVisible();
});

test('on a phone without JavaScript every section link is still reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/category/us/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'California', 'Business']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
});
