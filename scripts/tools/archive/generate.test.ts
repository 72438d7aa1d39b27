/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadArticles } from '../../../server/content/load';
import { parseArticleDate } from '@/lib/dates';
import { addUpdate, generateArchive, makeLive } from './generate';
import { testArchive } from './test-site';

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'archive-test-'));
const files = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]);
const countBy = (values: string[]) =>
  Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('generateArchive', () => {
  const dir = temp();
  dirs.push(dir);
  let articles: ReturnType<typeof loadArticles>;

  beforeAll(async () => {
    await generateArchive({ ...testArchive, dir });
    articles = loadArticles(path.join(dir, 'articles'), path.join(dir, 'images'));
  }, 30_000);

  it('writes stories that pass the content check, spread as the weights say', () => {
    expect(articles).toHaveLength(testArchive.count);
    expect(countBy(articles.map((article) => article.category))).toEqual(testArchive.categoryWeights);
    // An author of weight 0 (the columnist) writes none of it.
    const writing = Object.entries(testArchive.authorWeights).filter(([, weight]) => weight > 0);
    expect(countBy(articles.map((article) => article.author))).toEqual(Object.fromEntries(writing));
  });

  it('files several stories a day, with times and offsets, and updates some', () => {
    const days = countBy(articles.map((article) => parseArticleDate(article.publishedDate)!.day));
    expect(Math.max(...Object.values(days))).toBeGreaterThanOrEqual(3);
    const offsets = new Set(articles.map((article) => /[+-]\d{2}:\d{2}$|Z$/.exec(article.publishedDate)?.[0]));
    expect(offsets.size).toBeGreaterThanOrEqual(3);
    const updated = articles.filter((article) => article.updatedDate);
    expect(updated.length).toBeGreaterThan(0);
    for (const article of updated)
      expect(parseArticleDate(article.updatedDate!)!.instant).toBeGreaterThan(parseArticleDate(article.publishedDate)!.instant);
  });

  it('gives every n-th story a photograph with a caption and a credit, at the photograph’s own size', () => {
    const photos = articles.filter((article) => article.imageURL.startsWith('/images/photos/'));
    expect(photos.map((article) => article.image)).toEqual(
      expect.arrayContaining([
        { width: 1400, height: 1050 },
        { width: 2000, height: 1125 },
      ]),
    );
    for (const photo of photos)
      expect(photo).toMatchObject({ imageCaption: expect.any(String), imageCredit: expect.any(String) });
  });

  it('writes the same files every time, and adds one story to an archive without changing the rest', async () => {
    const again = temp();
    const grown = temp();
    dirs.push(again, grown);
    await generateArchive({ ...testArchive, dir: again });
    expect(files(again)).toEqual(files(dir));

    await generateArchive({ ...testArchive, dir: grown, count: testArchive.count - 1 });
    const { slugs } = await generateArchive({ ...testArchive, dir: grown, from: testArchive.count - 1 });
    expect(slugs).toHaveLength(1);
    expect(files(grown)).toEqual(files(dir));
  }, 30_000);

  it('makes a story live and adds updates to it as an editor would, which pass the content check', async () => {
    const live = temp();
    dirs.push(live);
    const { articlesDir, slugs } = await generateArchive({ ...testArchive, dir: live, count: 3 });
    makeLive(articlesDir, slugs[1], { updates: 2, coverageEnd: '2090-01-01T00:00:00Z' });
    expect(addUpdate(articlesDir, slugs[1], 3, 90)).toBe('update-3');
    const story = loadArticles(articlesDir, path.join(live, 'images')).find((article) => article.slug === slugs[1])!;
    expect(story).toMatchObject({ live: true, coverageEnd: '2090-01-01T00:00:00Z' });
    expect(story.updates?.map((update) => [update.id, update.key])).toEqual([
      ['update-3', undefined],
      ['update-2', undefined],
      ['update-1', true],
    ]);
  });
});

describe('generateArchive with translations', () => {
  it('gives every n-th story its Spanish version, naming it, at its moment, and the content check takes them', async () => {
    const dir = temp();
    dirs.push(dir);
    const archive = await generateArchive({ dir, count: 8, translations: { every: 4, lang: 'es' } });
    const stories = loadArticles(path.join(dir, 'articles'), path.join(dir, 'images'));
    const spanish = stories.filter((story) => story.lang === 'es');
    expect(spanish.map((story) => story.slug).sort()).toEqual([...archive.versions].sort());
    expect(spanish).toHaveLength(2);
    for (const version of spanish) {
      const original = stories.find((story) => story.slug === version.translationOf)!;
      expect(original.lang).toBe('en');
      expect(version.publishedDate).toBe(original.publishedDate);
      expect(version.category).toBe(original.category);
    }
  }, 30_000);
});
