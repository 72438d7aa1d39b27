import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { HELD_STORIES } from '../scripts/tools/archive/test-site';

// Served from out-hostile, whose stories include a draft and a story scheduled for 2030
// (scripts/tools/build-test-sites.ts): a public build publishes neither.
const OUT = 'out-hostile';

test('a held-back story leaves no trace in any file of the site: pages, payloads, feeds, sitemaps, pictures', () => {
  const files = fs.readdirSync(OUT, { recursive: true, encoding: 'utf8' });
  for (const story of HELD_STORIES) {
    expect(files.filter((file) => file.includes(story.slug))).toEqual([]);
    const mentioning = files.filter((file) => {
      if (!/\.(html|txt|xml|json|js)$/.test(file)) return false;
      const text = fs.readFileSync(path.join(OUT, file), 'utf8');
      return text.includes(story.slug) || text.includes(story.word);
    });
    expect(mentioning).toEqual([]);
  }
});

test('a held-back story has no page and no search result', async ({ page, request }) => {
  for (const story of HELD_STORIES) {
    expect((await request.get(`/news/${story.slug}/`)).status()).toBe(404);
    await page.goto(`/search/?q=${story.word}`);
    await expect(page.getByRole('status')).toHaveText(`No results for “${story.word}”`);
  }
});
