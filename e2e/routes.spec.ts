import { decodeHTML } from 'entities';
import { expect, test } from './support/test';
import { editionOfPath } from '../lib/editions';
import { messagesOf } from '../server/editions';
import { articles, expectNoProblems, otherEditionPages, pages, templatePages, watchConsole } from './support/site';
import { pageWeight, readingProblems, sidewaysProblems } from './support/page-checks';
import { axeOnce, axeViolations } from './support/axe';

/** A page's words: its edition's, by its address. */
const wordsOf = (path: string) => messagesOf(editionOfPath(path).edition);
const footerLine = (path: string) => `© 2025 Pacific Ledger. ${wordsOf(path).site.copyright}`;

/** The text of the HTML's h1 elements, as a crawler reads them: tags dropped, entities decoded. */
const h1sIn = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => decodeHTML(inner.replace(/<[^>]+>/g, '')).trim());

test('every exported route of every edition answers 200 with its one heading, the header and the footer in its HTML', async ({
  request,
}) => {
  const wrong: string[] = [];
  for (const { path, h1 } of [...pages, ...otherEditionPages]) {
    const response = await request.get(path);
    const html = await response.text();
    if (response.status() !== 200) wrong.push(`${path}: status ${response.status()}`);
    const h1s = h1sIn(html);
    if (h1s.length !== 1 || h1s[0] !== h1) wrong.push(`${path}: h1 ${JSON.stringify(h1s)}, expected ["${h1}"]`);
    if (!/<header[\s>]/.test(html)) wrong.push(`${path}: no header`);
    if (!html.includes(footerLine(path))) wrong.push(`${path}: no footer line`);
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
});

// In Chromium, one page of each template: what its scripts make of it is the template's, the same for
// every page of it (the HTML of every page is checked above). One visit each for what a reader counts on
// there: no console error, its JavaScript budget, an outline a screen reader follows, no sideways scroll, and
// for the templates accessibility.spec.ts does not check in every state, axe's rules.
test.describe('each template in the browser', () => {
  for (const { path, h1 } of templatePages) {
    test(`${path} answers 200 with its heading and no console errors, within its budget, reads aloud in order and never scrolls sideways${axeOnce.has(path) ? '; axe finds nothing' : ''}`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const weigh = pageWeight(page, path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(footerLine(path));
      await expect(page.getByRole('status', { name: wordsOf(path).loading.status })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoProblems(problems);

      const weight = await weigh(response!);
      console.log(`Size budget: ${weight.row}`);
      const found = [
        ...weight.problems,
        ...(await readingProblems(page, path)),
        // The front page in the dark theme too: the theme changes colours, the same on every page.
        ...(await sidewaysProblems(page, path, path === '/' ? ['light', 'dark'] : ['light'])),
      ];
      // axe, once, on the templates accessibility.spec.ts does not check in full: in the theme and width axeOnce gives.
      const axe = axeOnce.get(path);
      if (axe) {
        await page.emulateMedia({ colorScheme: axe.colorScheme });
        await page.setViewportSize(axe.viewport);
        await page.evaluate(() =>
          document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
        );
        found.push(...(await axeViolations(page, `${path} @ ${axe.viewport.width} ${axe.colorScheme}`)));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test('the HTML of each page holds its content before any script runs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('Top Stories');
  for (const article of articles) expect(home).toContain(article.title.replace(/&/g, '&amp;'));

  const category = await (await request.get('/category/california/')).text();
  for (const article of articles.filter((a) => a.category === 'california')) expect(category).toContain(`/news/${article.slug}/`);

  const article = articles[0];
  const html = await (await request.get(`/news/${article.slug}/`)).text();
  const lastParagraph = [...article.content.matchAll(/<p>([^<]{40,})/g)].at(-1)?.[1];
  expect(lastParagraph).toBeTruthy();
  expect(html).toContain(lastParagraph!);
  expect(html).not.toMatch(/opacity:\s*0/);
});

test('a path without its trailing slash redirects to the canonical URL', async ({ page }) => {
  await page.goto('/category/us');
  await expect(page).toHaveURL(/\/category\/us\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('US News');
});
