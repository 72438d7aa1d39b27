import { expect, test } from './support/test';
import { HELD_STORIES } from '../scripts/tools/archive/test-site';

// Served from out-preview: the stories of out-hostile built with `npm run build -- --preview`
// (scripts/tools/build-test-sites.ts), for the newsroom's review deploy.

test('a preview build shows the draft and the scheduled story, every page marked and noindex', async ({ page }) => {
  for (const address of ['/', ...HELD_STORIES.map((story) => `/news/${story.slug}/`)]) {
    await page.goto(address);
    await expect(page.getByRole('note')).toContainText('Preview: this copy of the site shows drafts and scheduled stories.');
    await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  }
  for (const story of HELD_STORIES) {
    await page.goto(`/news/${story.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${story.word} Story the Newsroom Has Not Published`);
  }
});

test('a preview build keeps every crawler out and finds the held stories in its search', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*\nDisallow: \/\n/);
  await page.goto(`/search/?q=${HELD_STORIES[0].word}`);
  await expect(page.getByRole('status')).toHaveText(`1 result for “${HELD_STORIES[0].word}”`);
});
