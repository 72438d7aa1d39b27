import { expect, test } from './support/test';
import { articles, expectNoProblems, watchConsole } from './support/site';

declare global {
  interface Window {
    __clickedAt?: number;
    __answeredAt?: number;
  }
}

test('an in-site navigation shows the spinner, then the article fading in', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  const article = articles[0];
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: article.title });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${article.slug}/$`));
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 5_000 });
  await expectNoProblems(problems);
});

test('a click on a story answers at once: the loading state shows while the story is still on its way', async ({ page }) => {
  await page.goto('/');
  const article = articles[1];
  // The story's payload (its index.txt) is held until the page has answered the click.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**/news/${article.slug}/index.txt*`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // From the click to the first status in the main column, by the page's own clock.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    addEventListener('click', () => (window.__clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!main.querySelector('[role="status"]')) return;
      window.__answeredAt = performance.now();
      observer.disconnect();
    }).observe(main, { childList: true, subtree: true });
  });
  const front = page.url();
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect.poll(() => asked, { message: 'the story was asked for' }).toBe(true);
  expect(page.url(), 'still the front page: the story has not arrived').toBe(front);
  const ms = await page.evaluate(() => window.__answeredAt! - window.__clickedAt!);
  console.log(`loading state ${ms.toFixed(0)} ms after the click, the story's payload held`);
  release();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${article.slug}/$`));
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 5_000 });
});

test('moving between two categories loads the new one', async ({ page }) => {
  await page.goto('/category/us/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'World' }).click();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'World News' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'World' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('content arrives without sliding', async ({ page }) => {
    await page.goto('/category/us/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Health' });
    await expect(heading).toBeVisible();
    const transforms = await heading.evaluate((element) => {
      const found: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) found.push(getComputedStyle(node).transform);
      return found;
    });
    expect(transforms.every((transform) => transform === 'none')).toBe(true);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the nav folds into a menu that opens, closes on Escape and on choosing a link', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Politics' })).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Politics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await nav.getByRole('link', { name: 'Politics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Politics' })).toBeHidden();
  });
});

test.describe('on a tablet (800 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the search disclosure opens a search field, and the next page starts with it closed', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Site search' }).filter({ visible: true });
    await expect(field).toHaveCount(0);
    await page.getByRole('banner').locator('summary', { hasText: 'Search' }).click();
    await expect(field).toHaveCount(1);
    await expect(field).toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible();
    await expect(field).toHaveCount(0);
  });
});

// California has three sample stories: from lg they take a third of the row each (four or more fill four columns).
for (const [width, columns] of [
  [375, 1],
  [700, 2],
  [1280, 3],
] as const) {
  test(`the category grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/category/california/');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    const tracks = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(tracks).toBe(columns);
    const lefts = await grid
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(Math.min(columns, lefts.length));
  });
}

test('the nav marks the current page', async ({ page }) => {
  await page.goto('/category/tech/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Tech' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});
