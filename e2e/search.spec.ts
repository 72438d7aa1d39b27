import { expect, test, type Browser, type Page, type Request } from './support/test';
import { articles, categories, expectNoProblems, watchConsole } from './support/site';
import { transferred } from '../scripts/tools/transferred';
import { formatCardDate } from '../lib/dates';
import { routes } from '../lib/routes';

/** A word found only in the body of one article: not in any title or excerpt. */
const WORD = 'lottery';
const article = articles.find((candidate) => new RegExp(`\\b${WORD}\\b`, 'i').test(candidate.content))!;

const basePathOf = (info: { project: { metadata: Record<string, unknown> } }) =>
  (info.project.metadata.basePath as string | undefined) ?? '';

async function expectArticleFound(page: Page) {
  await expect(page.getByRole('status')).toHaveText(`1 result for “${WORD}”`);
  const result = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(result).toHaveCount(1);
  await expect(result.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  await expect(result.getByText(categories.find((category) => category.id === article.category)!.displayName)).toBeVisible();
  return result.getByRole('link', { name: article.title });
}

test.beforeAll(() => {
  expect(article, `an article mentions "${WORD}"`).toBeDefined();
  const elsewhere = articles.filter((other) => other !== article && new RegExp(`\\b${WORD}\\b`, 'i').test(other.content));
  expect(elsewhere).toEqual([]);
  expect(`${article.title} ${article.excerpt}`).not.toMatch(new RegExp(WORD, 'i'));
});

test('the header form finds a word from an article body, and the result leads to the article', async ({ page }, info) => {
  const base = basePathOf(info);
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/category/us/`);
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Site search' });
  await field.fill(WORD);
  await field.press('Enter');
  await expect(page).toHaveURL(`${base}/search/?q=${WORD}`);
  await expect(page).toHaveTitle(`Search: ${WORD} | Pacific Ledger`);
  const link = await expectArticleFound(page);
  await expect(link).toHaveAttribute('href', `${base}/news/${article.slug}/`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page).toHaveURL(`${base}/news/${article.slug}/`);
  // The search page's title went with it.
  await expect(page).toHaveTitle(article.title);
  await expectNoProblems(problems);
});

test('on a phone the search field is in the menu', async ({ page }, info) => {
  const base = basePathOf(info);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const field = nav.getByRole('searchbox', { name: 'Site search' });
  await expect(field).toBeHidden();
  const button = nav.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(field).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await field.fill(WORD);
  await nav.getByRole('button', { name: 'Search' }).click();
  await expectArticleFound(page);
});

test('/search/?q= opened directly lists the matches, filters by section and says when nothing matches', async ({
  page,
}, info) => {
  const base = basePathOf(info);
  const problems = watchConsole(page);
  await page.goto(`${base}/search/?q=${WORD}`);
  await expectArticleFound(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto(`${base}/search/?q=water`);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results for “water”$/);
  const total = Number((await page.getByRole('status').textContent())!.split(' ')[0]);
  const health = page.getByRole('checkbox', { name: /^Health \(\d+\)$/ });
  const inHealth = Number(/\((\d+)\)/.exec(await page.locator('label', { has: health }).innerText())![1]);
  await health.check();
  await expect(page).toHaveURL(`${base}/search/?q=water&section=health`);
  await expect(page.getByRole('status')).toHaveText(`${inHealth} ${inHealth === 1 ? 'result' : 'results'} for “water”`);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(inHealth);
  for (const item of await page.getByRole('main').getByRole('listitem').filter({ has: headings }).all())
    await expect(item.getByText('Health', { exact: true })).toBeVisible();
  expect(await headings.count()).toBeLessThan(total);

  await page.goto(`${base}/search/?q=zzyzx`);
  await expect(page.getByRole('status')).toHaveText('No results for “zzyzx”');
  await expectNoProblems(problems);
});

test('a search opened by its address asks for the index before the app’s scripts are even requested', async ({ page }, info) => {
  const base = basePathOf(info);
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main li h2')) return;
      observer.disconnect();
      document.documentElement.dataset.drawnAt = String(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/search/?q=${WORD}`);
  await expectArticleFound(page);
  // When each request of the page started, from the navigation: Pagefind's worker asks for its own files apart.
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
  );
  const loadEvent = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  const chunks = requests.filter(({ path }) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(path));
  expect(chunks.length).toBeGreaterThan(0);
  const appStarts = Math.min(...chunks.map(({ startTime }) => startTime));
  // The finishing pass holds the app's scripts until after the load event; the search page's own script does not wait.
  expect(appStarts).toBeGreaterThanOrEqual(loadEvent);
  const beforeTheApp = requests.filter(({ startTime }) => startTime < appStarts).map(({ path }) => path);
  expect(beforeTheApp).toEqual(expect.arrayContaining([`${base}/pagefind/pagefind.js`, `${base}/pagefind/bundles.json`]));
  // The app took the search over: it did not fetch the manifest again, and its results replaced the early ones.
  expect(requests.filter(({ path }) => path === `${base}/pagefind/bundles.json`)).toHaveLength(1);
  await expect(page.locator('#early-search-results')).toHaveCount(0);
  // The app's scripts waited for the first results to be drawn.
  expect(appStarts).toBeGreaterThan(await page.evaluate(() => Number(document.documentElement.dataset.drawnAt)));
  expect(await page.evaluate(() => 'pacificLedgerSearch' in window)).toBe(false);
  await expectNoProblems(problems);
});

test('a search opened by its address shows its first results before the app’s scripts run', async ({ page }, info) => {
  const base = basePathOf(info);
  // The app's scripts never arrive: what the reader sees is drawn by the page's early script alone.
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${base}/search/?q=${WORD}`, { waitUntil: 'load' });
  const result = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(result).toHaveCount(1);
  await expect(result.getByRole('heading', { level: 2 }).getByRole('link', { name: article.title })).toHaveAttribute(
    'href',
    `${base}${routes.article(article.slug)}`,
  );
  await expect(result.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  await expect(result.getByText(categories.find((category) => category.id === article.category)!.displayName)).toBeVisible();
  await expect(result.locator('time')).toHaveText(formatCardDate(article.publishedDate.slice(0, 10)));
  // The count is the app's to say, once it has searched every bundle it needs.
  await expect(page.getByRole('status')).toHaveText('');
});

test('the first results stay where they are when the app takes the search over, on a phone and on a desktop', async ({
  browser,
}, info) => {
  const base = basePathOf(info);
  for (const width of [375, 1280]) {
    const firstResult = async (app: boolean) => {
      const page = await browser.newPage({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      if (!app) await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => route.abort());
      await page.goto(`${base}/search/?q=water`, { waitUntil: 'load' });
      if (app) await expect(page.getByRole('status')).toHaveText(/^\d+ results for “water”$/);
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      await page.close();
      return { x: Math.round(box.x), y: Math.round(box.y) };
    };
    expect(await firstResult(true), `at ${width} px`).toEqual(await firstResult(false));
  }
});

test('without JavaScript the search page says search needs it and links to the sections', async ({ browser }, info) => {
  const base = basePathOf(info);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`${base}/search/?q=${WORD}`);
  await expect(page.getByText(/Search needs JavaScript/)).toBeVisible();
  const main = page.getByRole('main');
  for (const category of categories)
    await expect(main.getByRole('link', { name: category.displayName })).toHaveAttribute(
      'href',
      `${base}/category/${category.id}/`,
    );
  await context.close();
});

/** Pagefind's files, and the scripts of the search page that no other page loads. */
async function searchRequests(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  isSearchScript: (url: string) => boolean,
) {
  // A fresh context each time: nothing comes from the cache, so every byte is counted.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const loaded: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/pagefind/') || isSearchScript(request.url())) loaded.push(transferred(request));
  });
  await page.goto(path);
  if (path.includes('/search/')) await expect(page.getByRole('status')).toHaveText(/results? for/);
  await page.waitForLoadState('networkidle');
  const result = await Promise.all(loaded);
  await context.close();
  return result;
}

async function scriptsOf(page: Page, path: string) {
  const urls = new Set<string>();
  const listener = (request: Request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', listener);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return urls;
}

test('a page other than search loads no search code; one search costs the reader a measured number of bytes', async ({
  page,
  browser,
}, info) => {
  const base = basePathOf(info);
  const baseURL = info.project.use.baseURL;
  const onSearch = await scriptsOf(page, `${base}/search/?q=${WORD}`);
  const elsewhere = new Set([...(await scriptsOf(page, `${base}/`)), ...(await scriptsOf(page, `${base}/category/tech/`))]);
  const searchScripts = new Set([...onSearch].filter((url) => !url.includes('/pagefind/') && !elsewhere.has(url)));
  expect(searchScripts.size).toBeGreaterThan(0);
  const isSearchScript = (url: string) => searchScripts.has(url);

  for (const path of ['/', '/category/tech/', `/news/${article.slug}/`]) {
    const loaded = await searchRequests(browser, baseURL, `${base}${path}`, isSearchScript);
    expect(loaded, `${path} loads search code`).toEqual([]);
  }

  const cost = await searchRequests(browser, baseURL, `${base}/search/?q=${WORD}`, isSearchScript);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const sum = (test: (url: string) => boolean) =>
    cost.filter(({ url }) => test(url)).reduce((total, { bytes }) => total + bytes, 0);
  const rows = {
    'search page script': sum(isSearchScript),
    'pagefind.js + worker': sum((url) => /\/pagefind\/(\d+\/)?pagefind(-worker)?\.js$/.test(url)),
    WASM: sum((url) => /\.pagefind$/.test(url)),
    'entry + meta': sum((url) => /pagefind-entry\.json|\.pf_meta$/.test(url)),
    'bundle manifest': sum((url) => /\/pagefind\/bundles\.json$/.test(url)),
    'index chunks': sum((url) => /\.pf_index$/.test(url)),
    filters: sum((url) => /\.pf_filter$/.test(url)),
    fragments: sum((url) => /\.pf_fragment$/.test(url)),
  };
  const total = cost.reduce((all, { bytes }) => all + bytes, 0);
  console.log(
    `One search for "${WORD}" (${info.project.name}), response bodies as transferred:\n` +
      Object.entries(rows)
        .map(([name, bytes]) => `  ${name.padEnd(22)} ${kB(bytes).padStart(9)}`)
        .join('\n') +
      `\n  ${'total'.padEnd(22)} ${kB(total).padStart(9)} in ${cost.length} requests\n` +
      cost.map(({ url, bytes }) => `    ${String(bytes).padStart(7)} ${url}`).join('\n'),
  );
  expect(rows['pagefind.js + worker']).toBeGreaterThan(0);
  expect(rows.fragments).toBeGreaterThan(0);
  expect(Object.values(rows).reduce((all, bytes) => all + bytes, 0)).toBe(total);
});
