import { expect, test } from './support/test';
import { crawl } from './support/crawl';

test('no internal link, image, script, feed or sitemap URL fails', async ({ request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = (testInfo.project.metadata.basePath as string) ?? '';
  const start = ['/', '/sitemap.xml', '/robots.txt', '/feed.xml', '/404.html'].map((path) => `${base}${path}`);
  const result = await crawl(request, baseURL!, start);
  console.log(
    `link check (${testInfo.project.name}): ${result.checked} URLs checked, ${result.pages} HTML pages, ${result.failures.length} failed`,
  );
  expect(result.failures, result.failures.join('\n')).toEqual([]);
  expect(result.pages).toBeGreaterThanOrEqual(24);
});
