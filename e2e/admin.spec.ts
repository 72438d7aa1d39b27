import { XMLParser } from 'fast-xml-parser';
import { editorPolicy } from '../server/editor/page';
import { articles, otherEditionPages, pages } from './support/site';
import { expect, test } from './support/test';

/**
 * The editor at /admin/ on the exported site: for staff, so kept out of the sitemap and search
 * engines, and loaded only there. The shared `test` fails on any Content Security Policy violation
 * while Decap starts under the page's own policy (support/test.ts). With no decap-server on this
 * machine's localhost it offers GitHub's login; with one (a writer's `npm run dev`) it offers to
 * enter: either way the editor has started.
 */

test('/admin/ is the editor, under its own policy, kept out of search engines', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/admin/');
  expect(response!.status()).toBe(200);
  // As the build wrote it: the finishing pass did not put the site's policy or script loader on it.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', editorPolicy(8081));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('button', { name: /^Login( with GitHub)?$/ })).toBeVisible({ timeout: 30_000 });
  // The newsroom's logo and name on the sign-in screen, not Decap's.
  await expect(page.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'logo.svg');
  expect(await (await page.request.get('/admin/logo.svg')).text()).toContain('<title>Pacific Ledger</title>');
  expect(problems).toEqual([]);
});

test('robots.txt disallows the editor, and no sitemap lists it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*\nAllow: \/\nDisallow: \/admin\/\n/i);
  const locs = (xml: string) =>
    [new XMLParser().parse(xml).urlset?.url ?? []].flat().map((entry: { loc: string }) => new URL(entry.loc).pathname);
  const listed = locs(await (await request.get('/sitemap.xml')).text());
  expect(listed.length).toBe(pages.length + otherEditionPages.length);
  expect(listed.filter((path) => path.startsWith('/admin'))).toEqual([]);
  expect(locs(await (await request.get('/news-sitemap.xml')).text()).filter((path) => path.startsWith('/admin'))).toEqual([]);
});

test('the public pages load nothing of the editor, and search does not find it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', `/news/${articles[0].slug}/`]) await page.goto(path);
  // Its page's one word of its own: search indexes the stories alone.
  await page.goto('/search/?q=editor');
  await expect(page.getByRole('status')).toHaveText(/result/);
  await expect(page.getByRole('main').locator('a[href^="/admin"]')).toHaveCount(0);
  expect(requested.filter((path) => path.startsWith('/admin/'))).toEqual([]);
});
