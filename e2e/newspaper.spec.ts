import { expect, test, type Page } from './support/test';
import { searchPage } from './support/site';
import { overflow, sidewaysProblems, WIDTHS } from './support/page-checks';

/**
 * The site as a reader uses a paper: the place kept on Back, no page wider than the screen,
 * a phone's front page that is a list rather than a stack of pictures, and the typesetting.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Opens, with a real click, a story whose link is in the middle of the screen. */
async function openStoryInView(page: Page) {
  const box = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href*="/news/"]')];
    const inView = links.find((link) => {
      const rect = link.getBoundingClientRect();
      return rect.height > 0 && rect.top > 120 && rect.bottom < innerHeight - 60;
    });
    if (!inView) return null;
    // The first line of the headline: a link set over several lines is not under the middle of its box.
    const line = inView.getClientRects()[0];
    return { x: line.left + Math.min(line.width / 2, 40), y: line.top + line.height / 2 };
  });
  expect(box, 'a story link in view').not.toBeNull();
  await page.mouse.click(box!.x, box!.y);
  await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The place after Back, and that it holds still: sampled over the next half second. */
async function positionsAfterBack(page: Page): Promise<number[]> {
  await page.goBack();
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const sample = () => {
          seen.push(Math.round(window.scrollY));
          if (seen.length < 30) requestAnimationFrame(sample);
          else resolve(seen);
        };
        sample();
      }),
  );
}

const listings = [
  { name: 'the home page', path: '/', y: 1800, width: 375 },
  { name: 'the home page on a desktop', path: '/', y: 1800, width: 1280 },
  { name: 'a section page', path: '/category/california/', y: 400, width: 375 },
  { name: 'an author page', path: '/author/rosa-delgado/', y: 600, width: 375 },
  { name: 'the search results', path: searchPage.path, y: 600, width: 375 },
];

test.describe('Back returns the reader to their place', () => {
  for (const { name, path, y, width } of listings) {
    test(`on ${name}, at ${y} px, with no jump and no new loading state`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      // The results arrive after the page: wait for them, as a reader would before scrolling through.
      if (path.startsWith('/search/')) await expect(page.locator('main ol > li').first()).toBeVisible();
      await scrollTo(page, y);
      await openStoryInView(page);
      const positions = await positionsAfterBack(page);
      expect(page.url()).toContain(path);
      // From the first frame after the page comes back, it is at the reader's place and stays there.
      const settled = positions.slice(positions.findIndex((position) => Math.abs(position - y) <= 50));
      expect(Math.abs(positions.at(-1)! - y), `positions: ${positions.join(', ')}`).toBeLessThanOrEqual(50);
      expect(new Set(settled).size, `positions: ${positions.join(', ')}`).toBe(1);
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      // Forward goes back to the story, and a new navigation still opens at the top.
      await page.goForward();
      await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const { name, path, y, width } of listings.filter((listing) => !listing.path.startsWith('/search/'))) {
      test(`on ${name}, at ${y} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        await scrollTo(page, y);
        await openStoryInView(page);
        await page.goBack();
        await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(y - 50);
        expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(50);
      });
    }
  });
});

test.describe('no page scrolls sideways', () => {
  // One page of each template and form at every width is checked where the routes spec visits it
  // (e2e/routes.spec.ts, the front page in the dark theme too); the search page with its results here.
  test(`the search results at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(searchPage.path);
    const problems = await sidewaysProblems(page, searchPage.path);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('with the phone menu open', async ({ page }) => {
    // A new address each time: the test's goto waits for the router's history entry, which a reload keeps.
    for (const [width, path] of [
      [320, '/'],
      [375, '/category/california/'],
      [767, '/author/rosa-delgado/'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Menu' });
      await button.click();
      await expect(button, `at ${width} px`).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#site-menu'), `at ${width} px`).toBeVisible();
      expect(await overflow(page), `menu open at ${width} px`).toBeNull();
    }
  });
});

test('the front page on a phone is a list: a lead picture per block, compact rows, within 5,000 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`home page at 375 px: ${height} px tall`);
  expect(height).toBeLessThanOrEqual(5000);
  // In each block the first story's picture spans the column; the others are thumbnails beside their headline.
  for (const section of await page.getByRole('main').getByRole('region').all()) {
    const widths = await section
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width));
    expect(widths[0]).toBeGreaterThan(300);
    for (const width of widths.slice(1)) expect(width).toBeLessThan(120);
  }
});

test('the front page fills each row, whatever the number of stories in a section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const section of await page.getByRole('main').getByRole('region').all()) {
    const name = await section.getByRole('heading', { level: 2 }).textContent();
    if (name === 'Top Stories') continue;
    const grid = section.getByRole('list');
    const [gridBox, cards] = await Promise.all([
      grid.boundingBox(),
      grid.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().right)),
    ]);
    // The last card of the row ends at the row's right edge: no empty columns after it.
    expect(Math.max(...cards), `${name}`).toBeGreaterThan(gridBox!.x + gridBox!.width - 2);
  }
});

test('a section page does not label each card with its own section', async ({ page }) => {
  await page.goto('/category/california/');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByText('California News', { exact: true })).toHaveCount(2); // the breadcrumb and the h1
});

test('quotes and apostrophes are curly in a story, and code keeps its straight ones', async ({ page }) => {
  await page.goto('/news/sierra-snowpack-water-outlook/');
  const body = page.locator('.article-body');
  const text = (await body.locator('p, blockquote').allTextContents()).join('\n');
  expect(text).toContain('“We are in a comfortable position');
  expect(text).toMatch(/doesn’t/);
  expect(text).not.toMatch(/["']/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/["']/);
});
