import { expect, test, type Page } from './support/test';
import { articles } from './support/site';

const article = articles[0];
const record = (what: string) => `(window.__injected ??= []).push('${what}')`;
const injection = [
  `<script>${record('script')}</script>`,
  `<button type="button" onclick="${record('event handler')}">Injected button</button>`,
  `<a href="javascript:${record('javascript: link')}">Injected link</a>`,
].join('');

declare global {
  interface Window {
    __injected?: string[];
  }
}

/**
 * Serves the exported article with markup a sanitiser miss would leave in its body, added after
 * the build (so the policy never saw it), with or without the page's policy.
 */
async function openInjectedArticle(page: Page, { policy }: { policy: boolean }) {
  await page.route(`**/news/${article.slug}/`, async (route) => {
    const response = await route.fetch();
    let html = (await response.text()).replace(/<div [^>]*class="article-body[^>]*>/, (body) => body + injection);
    expect(html).toContain(injection);
    if (!policy) html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/news/${article.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await page.getByRole('button', { name: 'Injected button' }).click();
  await page.getByRole('link', { name: 'Injected link' }).click();
}

test('a script, an event handler and a javascript: link slipped into an article never run', async ({
  page,
  context,
  baseURL,
  cspViolations,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await openInjectedArticle(page, { policy: true });
  await expect.poll(() => cspViolations.length).toBe(3);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  expect(cspViolations.splice(0).map((violation) => violation.split(' at ')[0])).toEqual([
    'script-src-elem blocked inline',
    'script-src-attr blocked inline',
    'script-src-elem blocked inline',
  ]);
  // The page's own scripts still run: the share button is hydrated and answers.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
});

test('the same injection runs when the policy is taken out, so the test above can fail', async ({ page }) => {
  await openInjectedArticle(page, { policy: false });
  await expect.poll(() => page.evaluate(() => window.__injected)).toEqual(['script', 'event handler', 'javascript: link']);
});
