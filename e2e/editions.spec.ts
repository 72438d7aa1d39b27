import { expect, test, type Page } from './support/test';
import { editionOf, storyPath } from '../lib/editions';
import { formatCardDate, formatLongDate } from '../lib/dates';
import { siteConfig } from '../lib/site';
import { localCategory, messagesOf } from '../server/editions';
import { articles, categories, expectNoProblems, storiesOf, watchConsole } from './support/site';

/** Pacific Ledger en español: a second edition at /es/, in Spanish throughout, linked to the English one. */

const spanish = editionOf('es');
const words = messagesOf(spanish);
const stories = storiesOf(spanish);
const translated = stories.find((story) => story.translationOf === 'central-valley-groundwater-recharge')!;
const original = articles.find((story) => story.slug === translated.translationOf)!;
/** A Spanish original: a story of the Spanish edition that translates none. */
const spanishOnly = stories.find((story) => !story.translationOf)!;
/** An English story with no Spanish version. */
const englishOnly = articles.find((story) => !stories.some((version) => version.translationOf === story.slug))!;

const languageLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

test('the Spanish front page is in Spanish: its language, its sections, its stories and its dates', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle(`${siteConfig.name} — ${words.site.tagline}`);
  await expect(page.getByRole('heading', { level: 2, name: words.listing.topStories })).toBeVisible();
  const nav = page.getByRole('navigation', { name: words.layout.mainNav });
  for (const category of categories)
    await expect(nav.getByRole('link', { name: words.sections![category.id].name, exact: true })).toBeAttached();
  // Only the edition's own stories, each linked at its Spanish address, dated in Spanish.
  const links = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((found) => found.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((path) => path.startsWith('/es/news/'))).toBe(true);
  expect(new Set(links)).toEqual(new Set(links.filter((path) => stories.some((story) => storyPath(story) === path))));
  const lead = stories[0];
  await expect(page.getByRole('main').getByText(formatCardDate(lead.publishedDate, spanish.locale)).first()).toBeVisible();
  expect(formatCardDate(lead.publishedDate, spanish.locale)).toMatch(/^\d{2} [a-z]{3}\.? \d{4}$/);
  await expect(page.getByRole('contentinfo')).toContainText(`© 2025 Pacific Ledger. ${words.site.copyright}`);
  await expectNoProblems(problems);
});

test('a Spanish section lists its Spanish stories, with Spanish dates, and a Spanish story reads in Spanish', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const section = localCategory(
    categories.find((category) => category.id === translated.category)!,
    spanish,
  )!;
  await page.goto(`/es/category/${section.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.displayName);
  await page.getByRole('main').getByRole('link', { name: translated.title }).first().click();

  await expect(page).toHaveURL(storyPath(translated));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
  const day = formatLongDate(translated.publishedDate, spanish.locale);
  expect(day).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  await expect(page.getByRole('main').locator('time').first()).toHaveText(day);
  await expect(page.getByRole('main').getByText(words.article.by, { exact: false }).first()).toBeVisible();
  await expectNoProblems(problems);
});

test('the language link leads to a story’s other version both ways, and from an untranslated story to the other front page', async ({
  page,
}) => {
  await page.goto(storyPath(original));
  await languageLink(page, 'Español').click();
  await expect(page).toHaveURL(storyPath(translated));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await languageLink(page, 'English').click();
  await expect(page).toHaveURL(storyPath(original));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.goto(storyPath(englishOnly));
  await expect(languageLink(page, 'Español')).toHaveAttribute('href', '/es/');
  await page.goto(storyPath(spanishOnly));
  await expect(languageLink(page, 'English')).toHaveAttribute('href', '/');
  // Any other page: the same page in the other edition.
  await page.goto('/topics/');
  await expect(languageLink(page, 'Español')).toHaveAttribute('href', '/es/topics/');
});

test('each version names the other as its alternate, hreflang both ways and x-default on the English one', async ({
  request,
}) => {
  const origin = siteConfig.url;
  const alternates = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
      lang,
      href,
    ]);
  };
  const expected = [
    ['en-US', `${origin}${storyPath(original)}`],
    ['es-US', `${origin}${storyPath(translated)}`],
    ['x-default', `${origin}${storyPath(original)}`],
  ];
  expect((await alternates(storyPath(original))).sort()).toEqual(expected.sort());
  expect((await alternates(storyPath(translated))).sort()).toEqual(expected.sort());
  expect(await alternates(storyPath(spanishOnly))).toEqual([]);
  const html = await (await request.get(storyPath(translated))).text();
  expect(html).toContain('<meta property="og:locale" content="es_US"/>');
  expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
  expect(html).toMatch(/"inLanguage":"es-US"/);
});

test('Spanish search finds a Spanish story and no English one', async ({ page }) => {
  const problems = watchConsole(page);
  // A word of the Spanish version only, and a word the English original has.
  await page.goto(`/es/search/?q=${encodeURIComponent('acuíferos')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const results = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(results.filter({ hasText: translated.title })).toBeVisible();
  const found = await results.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(found.every((path) => path.startsWith('/es/news/'))).toBe(true);
  // An English word of the original's headline: the English edition's index is not searched.
  await page.goto(`/es/search/?q=${encodeURIComponent('farmers')}`);
  await expect(page.getByRole('status')).toContainText('“farmers”');
  await expect(page.getByRole('main').getByRole('link', { name: original.title })).toHaveCount(0);
  await page.goto(`/search/?q=${encodeURIComponent('farmers')}`);
  await expect(page.getByRole('main').getByRole('link', { name: original.title })).toBeVisible();
  await expectNoProblems(problems);
});

test('the Spanish story has its text-only copy, in Spanish', async ({ page }) => {
  await page.goto(`/es/lite/news/${translated.slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
  await expect(page.locator('time').first()).toHaveText(formatLongDate(translated.publishedDate, spanish.locale));
  expect(await page.locator('script').count()).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader goes from the Spanish front page to a story and to the English version', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('main').getByRole('link', { name: translated.title }).first().click();
    await expect(page).toHaveURL(storyPath(translated));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
    await languageLink(page, 'English').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.title);
  });
});
