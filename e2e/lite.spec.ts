import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { expect, test, type Page, type Request } from './support/test';
import { articles, pages } from './support/site';
import { exportedFile, fullPageOf, liteCopyOf, routes } from '../lib/routes';
import { defaultEdition, inEdition, prefixedEditions } from '../lib/editions';
import { imageVariant, kilobytes } from '../lib/images';

/**
 * The text-only edition (docs/text-only-and-offline.md, "Text-only edition"): a copy of every page of the default edition's
 * `pages`, under out/lite/ (`pages` names each story at /news/{slug}/, whatever its edition: the
 * other editions' stories are theirs, copied under their own folder's lite/).
 */
const LITE = path.join('out', 'lite');
const ownPages = pages.filter(
  ({ path: page }) => !articles.some((article) => article.lang !== defaultEdition.id && routes.article(article.slug) === page),
);
/** A story with its picture, its section, its author and its corrections, as a full page copies them. */
const story = articles.find((article) => article.corrections?.length)!;
const BUDGET = 15 * 1024;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** What in a page would run or fetch code: script elements, script preloads, event handlers, javascript: URLs. */
function codeIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      const rel = attributes.rel?.toLowerCase() ?? '';
      if (tag === 'script') found.push('<script>');
      if (tag === 'link' && (rel.includes('modulepreload') || (rel.includes('preload') && attributes.as === 'script')))
        found.push(`<link rel="${rel}">`);
      for (const [name, value] of Object.entries(attributes)) {
        if (name.startsWith('on')) found.push(`${tag} ${name}`);
        if (/^\s*javascript:/i.test(value)) found.push(`${tag} ${name}="${value}"`);
      }
    },
  });
  parser.end(html);
  return found;
}

test('every page of the text-only edition carries no JavaScript and weighs at most 15 kB over gzip, styles included', () => {
  const files = fs
    .readdirSync(LITE, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(LITE, file)).isFile());
  expect(files.filter((file) => path.basename(file) !== 'index.html')).toEqual([]);
  expect(files.map((file) => `/lite/${path.dirname(file).replace(/^\.$/, '')}/`.replace('//', '/')).sort()).toEqual(
    ownPages.map((page) => liteCopyOf(page.path)).sort(),
  );
  const sizes = files.map((file) => {
    const html = fs.readFileSync(path.join(LITE, file));
    return { file, code: codeIn(html.toString()), gzip: gzipSync(html, { level: 9 }).length, raw: html.length };
  });
  const largest = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  console.log(
    `Text-only edition: ${sizes.length} pages, 0 bytes of JavaScript; the largest (gzip level 9):\n` +
      largest.map(({ file, gzip, raw }) => `  lite/${file.padEnd(60)} ${kB(gzip).padStart(8)} (${kB(raw)} raw)`).join('\n'),
  );
  expect(sizes.filter(({ code }) => code.length > 0).map(({ file, code }) => `${file}: ${code.join(', ')}`)).toEqual([]);
  expect(sizes.filter(({ gzip }) => gzip > BUDGET).map(({ file, gzip }) => `${file}: ${kB(gzip)} > ${kB(BUDGET)}`)).toEqual([]);
});

/** Every request the page makes while `act` runs, after the page has loaded and gone quiet. */
async function requestsDuring(page: Page, act: () => Promise<unknown>): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => void requests.push(request));
  await act();
  await page.waitForLoadState('networkidle');
  return requests;
}

test('a page of the text-only edition asks for nothing but itself: no script, no style sheet, no picture', async ({ page }) => {
  for (const full of [
    routes.home(),
    routes.category(story.category),
    routes.article(story.slug),
    routes.author(story.author),
    '/about/',
  ]) {
    const requests = await requestsDuring(page, () => page.goto(liteCopyOf(full)!));
    const asked = requests.map((request) => `${request.resourceType()} ${new URL(request.url()).pathname}`);
    expect(
      asked.filter((request) => !request.endsWith('/icon.svg')),
      full,
    ).toEqual([`document ${liteCopyOf(full)}`]);
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    // Its one stylesheet applied: the policy allowed it by its hash.
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('640px');
  }
});

test('a reader of the text-only edition stays in it, from the front page to a story, its author and the newsroom', async ({
  page,
}) => {
  await page.goto(routes.liteFront());
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Tech' }).click();
  await expect(page).toHaveURL(/\/lite\/category\/tech\/$/);
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lite\/news\/[a-z0-9-]+\/$/);
  await page.locator('a[rel="author"]').click();
  await expect(page).toHaveURL(/\/lite\/author\/[a-z-]+\/$/);
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/lite\/about\/$/);
});

/** Every text-only page linked from the edition's text-only front, and the links that leave it for a full page that has a copy. */
async function crawl(request: import('@playwright/test').APIRequestContext, front: string) {
  const queue = [front];
  const seen = new Set(queue);
  const wrong: string[] = [];
  const languages = new Set<string>();
  while (queue.length > 0) {
    const lite = queue.shift()!;
    const links: string[] = [];
    new Parser({
      onopentag: (tag, { href, lang }) => {
        if (tag === 'a' && href) links.push(href);
        if (tag === 'html') languages.add(lang);
      },
    }).end(await (await request.get(lite)).text());
    for (const href of links) {
      const url = new URL(href, `http://site${lite}`);
      if (url.host !== 'site' || url.pathname === lite) continue;
      if (fullPageOf(url.pathname)) {
        // A story's text may name a story of another edition: its copy is that edition's, not followed here.
        if (!url.pathname.startsWith(front)) continue;
        if (!seen.has(url.pathname)) queue.push(url.pathname);
        seen.add(url.pathname);
      } else if (liteCopyOf(url.pathname) && url.pathname !== fullPageOf(lite)) wrong.push(`${lite} links to ${href}`);
    }
  }
  return { seen, wrong, languages };
}

test('every link between pages of the text-only edition stays in it, but the one to the full page', async ({ request }) => {
  const { seen, wrong, languages } = await crawl(request, routes.liteFront());
  expect(wrong).toEqual([]);
  expect(seen.size).toBe(ownPages.length);
  expect([...languages]).toEqual([defaultEdition.locale]);
});

test('another edition’s text-only copies are under its own folder, in its language, and link within it', async ({ request }) => {
  for (const edition of prefixedEditions()) {
    const front = liteCopyOf(inEdition(edition, routes.home()))!;
    expect(front).toBe(`/${edition.id}/lite/`);
    const { seen, wrong, languages } = await crawl(request, front);
    expect(wrong).toEqual([]);
    expect([...languages]).toEqual([edition.locale]);
    // Every copy is of a page of the edition and in its language; those the crawl reached are among them
    // (an author with no story in the edition has a page, as in the full edition, that nothing links to).
    const copies = fs
      .readdirSync(path.join('out', edition.id, 'lite'), { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'index.html')
      .map((file) => `${front}${path.dirname(file).replace(/^\.$/, '')}/`.replace('//', '/'));
    expect(copies.filter((copy) => !fs.existsSync(path.join('out', exportedFile(fullPageOf(copy) ?? copy))))).toEqual([]);
    expect(
      copies.filter(
        (copy) => !fs.readFileSync(path.join('out', exportedFile(copy)), 'utf8').includes(`<html lang="${edition.locale}"`),
      ),
    ).toEqual([]);
    expect([...seen].filter((page) => !copies.includes(page))).toEqual([]);
  }
});

test('a picture is fetched only once the reader opens its disclosure, which says what it weighs', async ({ page }) => {
  const picture = imageVariant(story.imageURL, 480, 'avif');
  const requests = await requestsDuring(page, async () => {
    await page.goto(liteCopyOf(routes.article(story.slug))!);
    // In view, and still not fetched: the disclosure is closed.
    await page.locator('details').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  });
  expect(requests.filter((request) => request.resourceType() === 'image').map((request) => request.url())).toEqual([]);
  const summary = page.locator('summary');
  const size = kilobytes(fs.statSync(path.join('out', exportedFile(picture))).size);
  await expect(summary).toHaveText(`Show the picture (${size}): ${story.imageAlt}`);

  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === picture);
  await summary.click();
  expect((await fetched).ok()).toBe(true);
  const image = page.getByRole('img', { name: story.imageAlt });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(480);
});

test('a full page links to its text-only copy, in its head and its footer, and the copy back to it', async ({ page }) => {
  for (const full of [routes.article(story.slug), routes.category(story.category), routes.home()]) {
    const lite = liteCopyOf(full)!;
    await page.goto(full);
    const alternate = page.locator('link[rel="alternate"][type="text/html"]');
    await expect(alternate).toHaveAttribute('title', 'Text-only');
    expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(lite);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Text-only edition' }).click();
    await expect(page).toHaveURL(new RegExp(`${lite}$`));
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(full);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: full === routes.home() ? 'Full front page' : 'Full edition of this page' }).click();
    await expect(page).toHaveURL(new RegExp(`${full}$`));
  }
  // A page without a copy offers the edition's front page, and names no alternate.
  await page.goto(routes.search());
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Text-only edition' })).toHaveAttribute(
    'href',
    routes.liteFront(),
  );
  await expect(page.locator('link[rel="alternate"][type="text/html"]')).toHaveCount(0);
});

test.describe('a reader whose browser asks to save data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
  });

  test('is offered the text-only copy of the page, under the header from the first paint', async ({ page }) => {
    const full = routes.article(story.slug);
    await page.goto(full, { waitUntil: 'commit' });
    const note = page.getByText('Your browser asks to save data');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'read this page in the text-only edition' })).toHaveAttribute(
      'href',
      liteCopyOf(full)!,
    );
    await page.goto(full);
    await expect(note).toBeVisible();
  });
});

test('no other reader sees the note, and the sitemap lists no page of the text-only edition', async ({ page, request }) => {
  await page.goto(routes.article(story.slug));
  await expect(page.getByText('Your browser asks to save data')).toBeHidden();
  expect(await (await request.get(routes.sitemap())).text()).not.toContain('/lite/');
});
