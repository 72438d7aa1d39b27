import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { formatLongDate } from '../lib/dates';
import { articles, categories } from './support/site';

/** An article with a subheading, so the heading-with-its-paragraph rule has something to hold. */
const article = articles.find((candidate) => /<h2/.test(candidate.content)) ?? articles[0];
const category = categories.find((candidate) => candidate.id === article.category)!;
const NAV_LABELS = ['Home', 'California', 'US', 'World', 'Tech', 'Health', 'Politics', 'Business'];
/** Text that only the page's controls, nav, breadcrumb, related cards and footer links carry. */
const CHROME_TEXT = [
  'Skip to content',
  'Menu',
  'Share',
  'Theme',
  `Back to ${category.displayName}`,
  `More ${category.displayName}`,
  'Quick Links',
  'About Us',
  'Privacy Policy',
  'Terms of Service',
];

const normalise = (text: string) => text.replace(/-\n/g, '-').replace(/\s+/g, ' ').trim();

/** The article printed to PDF as a reader's browser would, and the text poppler reads back from it. */
async function printedText(page: Page, pdfPath: string): Promise<{ text: string; lines: string[] }> {
  fs.writeFileSync(pdfPath, await page.pdf({ format: 'A4' }));
  let raw: string;
  try {
    raw = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`pdftotext (poppler-utils) is needed to read the PDF: ${(error as Error).message}`);
  }
  return { text: normalise(raw), lines: raw.split('\n').map((line) => line.trim()) };
}

for (const [width, colorScheme] of [
  [375, 'dark'],
  [1280, 'light'],
] as const) {
  test(`an article printed from a ${width} px window in the ${colorScheme} theme is a clean document`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto(`/news/${article.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const paragraphs = await page.locator('main article .article-body :is(p, h2, h3, li)').allTextContents();
    const related = await page
      .getByRole('region', { name: `More ${category.displayName}` })
      .getByRole('article')
      .getByRole('heading')
      .allTextContents();

    const { text, lines } = await printedText(page, testInfo.outputPath('article.pdf'));

    for (const expected of [article.title, article.excerpt, formatLongDate(article.publishedDate), canonical, ...paragraphs])
      expect(text, 'the print holds the whole article and its address').toContain(normalise(expected));
    expect(related.length, 'the page has related cards to leave out').toBeGreaterThan(0);
    for (const unwanted of [...CHROME_TEXT, ...related])
      expect(text, `the print leaves out "${unwanted}"`).not.toContain(unwanted);
    const navLines = lines.filter((line) => NAV_LABELS.includes(line) || line === '/');
    expect(navLines, 'no nav or breadcrumb labels in the print').toEqual([]);
  });
}

test('the print stylesheet sets black serif text on white and keeps headings with their text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  await page.goto(`/news/${article.slug}/`);
  const style = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const heading = getComputedStyle(document.querySelector('main article .article-body h2')!);
    const afterHeading = getComputedStyle(document.querySelector('main article .article-body h2 + *')!);
    const paragraph = getComputedStyle(document.querySelector('main article .article-body p')!);
    return {
      color: paragraph.color,
      title: getComputedStyle(document.querySelector('h1')!).color,
      background: body.backgroundColor,
      // The headline's family is the site's serif (font-serif): the rest of the print shares it.
      serifEverywhere: [body, paragraph, getComputedStyle(document.querySelector('main article header p')!)].every(
        (element) => element.fontFamily === getComputedStyle(document.querySelector('h1')!).fontFamily,
      ),
      headlineFamily: getComputedStyle(document.querySelector('h1')!).fontFamily,
      headingBreakAfter: heading.breakAfter,
      headingBreakInside: heading.breakInside,
      nextBreakBefore: afterHeading.breakBefore,
    };
  });
  expect(style).toEqual({
    color: 'rgb(0, 0, 0)',
    title: 'rgb(0, 0, 0)',
    background: 'rgb(255, 255, 255)',
    serifEverywhere: true,
    headlineFamily: expect.stringMatching(/Georgia/),
    headingBreakAfter: 'avoid',
    headingBreakInside: 'avoid',
    nextBreakBefore: 'avoid',
  });
});
