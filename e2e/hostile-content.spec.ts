import { expect, test } from './support/test';
import { XMLParser } from 'fast-xml-parser';
import { expectNoProblems, watchConsole } from './support/site';

// Served from out-hostile: the sample articles plus one whose title, excerpt and body carry
// XSS vectors (see scripts/tools/build-test-sites.ts).
const path = '/news/hostile-markup-test/';

test('no script from hostile article content runs, and the safe text survives', async ({ page }) => {
  const problems = watchConsole(page).filter((problem) => !problem.includes('Failed to load resource'));
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(path);
  const body = page.locator('.article-body');
  await expect(body).toContainText('Safe opening paragraph.');
  await expect(body).toContainText('Safe closing paragraph.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText("</script><script>window.__xss = 'json-ld'</script>");

  await body.getByText('Hover over this paragraph.').hover();
  await body.getByText('A link that must not run script').click();
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await body.locator('script, iframe, svg, form, [onerror], [onload], [onmouseover], [srcdoc]').count()).toBe(0);
  await expect(body.getByRole('link')).toHaveCount(0);
  expect(await body.locator('a').getAttribute('href')).toBeNull();

  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).not.toContain('</script>');
  expect(JSON.parse(jsonLd!).headline).toContain('</script>');
  await expectNoProblems(problems);
});

test('the feed carries the article without its vectors, and its text as text', async ({ request }) => {
  const { rss } = new XMLParser().parse(await (await request.get('/feed.xml')).text());
  const item = (rss.channel.item as Record<string, string>[]).find((entry) => entry.link.includes('hostile-markup-test'))!;
  expect(item.title).toContain('</script>');
  expect(item.description).toContain('<img src=x onerror=');
  const html = item['content:encoded'];
  expect(html).toContain('Safe opening paragraph.');
  expect(html).not.toMatch(/<script|<iframe|<svg|<form|\son\w+=|javascript:|srcdoc/i);
});

test('a search that finds the article shows its title and excerpt as text, with only the highlights as markup', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/search/?q=xss');
  await expect(page.getByRole('status')).toHaveText('1 result for “xss”');
  const result = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(result.getByRole('link')).toHaveText(
    "Hostile Markup Test Story </script><script>window.__xss = 'json-ld'</script>",
  );
  const excerpt = result.locator('p').filter({ has: page.locator('mark') });
  await expect(excerpt).toContainText('<script>window.__xss = ‘excerpt’</script>');
  expect(await excerpt.locator('*').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual(
    expect.arrayContaining(['MARK']),
  );
  expect(await excerpt.locator(':not(mark)').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expectNoProblems(problems);
});
