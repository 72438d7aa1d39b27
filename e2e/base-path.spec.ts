import http from 'node:http';
import { expect, test, type Page } from './support/test';
import { articles, expectNoProblems, templatePages, watchConsole } from './support/site';
import { editionOfPath, inEdition } from '../lib/editions';

const BASE = '/pacific-ledger';

/** Every request that fails or answers with an error status (prefetches cut short by a navigation aside). */
function watchRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()}: ${response.url()}`);
  });
  return failed;
}

// One page of each template and form (e2e/support/site.ts), whose links, assets and feed link are the template's;
// every page's every link, under the base path, is followed by links.spec.ts in this project.
test('each kind of route works under /pacific-ledger/, with its assets and feed links', async ({ page }) => {
  test.setTimeout(120_000);
  const failed = watchRequests(page);
  const problems = watchConsole(page);
  for (const { path, h1 } of templatePages) {
    const response = await page.goto(`${BASE}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // The edition's own feed: /pacific-ledger/feed.xml, or /pacific-ledger/es/feed.xml on a Spanish page.
    const { edition } = editionOfPath(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute(
      'href',
      new RegExp(`/pacific-ledger${inEdition(edition, '/feed.xml')}$`),
    );
    // Every link's href in one call to the page, not one call per link (some 60 a page).
    const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs)
      if (href?.startsWith('/')) expect(href, `${path} links outside the base path`).toMatch(/^\/pacific-ledger\//);
  }
  await page.waitForLoadState('networkidle');
  expect(failed, failed.join('\n')).toEqual([]);
  await expectNoProblems(problems);
});

test('a client navigation, images and the feed load under the base path', async ({ page, request }) => {
  const failed = watchRequests(page);
  await page.goto(`${BASE}/`);
  const article = articles[2];
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/news/${article.slug}/$`));

  const hero = page.getByRole('main').getByRole('img', { name: article.imageAlt });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${BASE}/generated/images/`);

  const feed = await request.get(`${BASE}/feed.xml`);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`${BASE}/news/${article.slug}/`);

  await page.goto(`${BASE}/news/no-such-story/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
  expect(failed.filter((entry) => !entry.endsWith('/news/no-such-story/'))).toEqual([]);
});

test('on nginx, an unknown address of the Spanish edition gets its not-found page, in Spanish, with or without JavaScript', async ({
  page,
  browser,
}) => {
  // Without JavaScript: the page the host sends, in the edition's language and frame.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const reader = await plain.newPage();
    const response = await reader.goto(`${BASE}/es/no-existe/`);
    expect(response?.status()).toBe(404);
    await expect(reader.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(reader).toHaveTitle('Página no encontrada | Pacific Ledger');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(reader.getByRole('main').getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute(
      'href',
      `${BASE}/es/`,
    );
    await expect(reader.getByRole('banner').getByRole('link', { name: 'Portada', exact: true }).first()).toBeAttached();
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The other edition's link leads to its front page: the missing page has no version there.
    await expect(reader.getByRole('banner').getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', `${BASE}/`);
  } finally {
    await plain.close();
  }
  // With it, the address says what was missing, in the same words.
  const response = await page.goto(`${BASE}/es/news/no-existe/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículo no encontrado');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', `${BASE}/es/`);
  // An English address keeps the English page, one with `es` further down it too.
  for (const path of [`${BASE}/no-such-page/`, `${BASE}/about/es/no-such-page/`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  }
});

test('the slash-less form redirects, and hashed assets are cached for a year', async ({ request, page }) => {
  const redirect = await request.get(`${BASE}/category/us`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`${BASE}/category/us/`);

  await page.goto(`${BASE}/`);
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get(`${BASE}/`);
  expect(html.headers()['cache-control']).toContain('max-age=300');
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
});

test('every response carries the security headers: pages, assets, feeds, redirects and 404s', async ({ request, page }) => {
  await page.goto(`${BASE}/`);
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  for (const path of [`${BASE}/`, script!, `${BASE}/feed.xml`, `${BASE}/news/no-such-story/`, `${BASE}/category/us`]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers, path).toMatchObject({
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=63072000',
    });
  }
});

test('the editor under the base path: its page keeps its sign-in popup, and robots.txt keeps crawlers out', async ({
  page,
  request,
}) => {
  for (const path of [`${BASE}/admin/`, `${BASE}/admin/index.html`]) {
    const headers = (await request.get(path)).headers();
    // The OAuth helper's popup answers the editor through window.opener (deploy/nginx/pacific-ledger.conf).
    expect(headers, path).toMatchObject({ 'cross-origin-opener-policy': 'same-origin-allow-popups', 'x-frame-options': 'DENY' });
  }
  expect((await request.get(`${BASE}/about/`)).headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(await (await request.get(`${BASE}/robots.txt`)).text()).toContain(`Disallow: ${BASE}/admin/\n`);
  // Decap starts from its page's folder, under its own policy (the shared test fails on a violation).
  await page.goto(`${BASE}/admin/`);
  await expect(page.getByRole('button', { name: /^Login( with GitHub)?$/ })).toBeVisible({ timeout: 30_000 });
});

test('addresses that start with //another-host never redirect off the site', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  // Raw request paths: a URL parser would read //evil.invalid/ as another host.
  const get = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      http
        .get({ hostname, port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location });
        })
        .on('error', reject);
    });
  for (const path of [
    '//evil.invalid/..%2fnews',
    '//evil.invalid/..%2fcategory',
    '//evil.invalid/',
    '//news',
    `${BASE}//evil.invalid/`,
  ]) {
    const { status, location } = await get(path);
    if (location) expect(location, `${path} redirects to ${location}`).toMatch(/^\/(?!\/)/);
    expect([301, 404], path).toContain(status);
  }
});
