/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshStore } from './content/store';
import { listStoryFiles } from './content/load';

/**
 * What the build's moment decides for the front page and every page: the pinned story, the
 * breaking-news banner and a live story's state, read from a store of the sample stories with a
 * few fields added, as a build at `buildTime` reads it.
 */
let dir: string;
const source = path.join('data', 'articles');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-'));
  fs.cpSync(source, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const addFields = (slug: string, lines: string) => {
  const file = listStoryFiles(dir).files.find((candidate) => fs.readFileSync(candidate, 'utf8').includes(`\nslug: "${slug}"\n`))!;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, `---\n${lines}\n`));
};

async function readAt(buildTime: string) {
  const store = path.join(dir, '.store');
  refreshStore(store, { stamp: 'test', articlesDir: dir });
  let articles: typeof import('./articles') | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./build-context', () => ({
      readBuildContext: () => ({ contentStore: store, render: 'all', buildTime, preview: false }),
    }));
    articles = await import('./articles');
  });
  return articles!;
}

describe('the front page and the banner, at the build’s moment', () => {
  it('leads with a pinned story whatever its date (the newest pinned, if several), then the latest', async () => {
    addFields('european-night-trains-return', 'pinned: true');
    addFields('rural-clinics-telehealth-expansion', 'pinned: true');
    const { getTopStories } = await readAt('2026-01-01T00:00:00Z');
    expect(getTopStories().map((story) => story.slug)).toEqual([
      'european-night-trains-return',
      'heat-illness-outdoor-workers-study',
      'bay-area-transit-fare-pilot',
    ]);
  });

  it('puts the newest story whose breakingUntil is still ahead in the banner, and none once it has passed', async () => {
    addFields('port-cargo-volumes-spring', 'breakingUntil: "2026-01-01T12:00:00Z"');
    addFields('national-parks-timed-entry', 'breakingUntil: "2026-01-01T06:00:00Z"');
    expect((await readAt('2026-01-01T00:00:00Z')).getBreaking()).toEqual({
      slug: 'national-parks-timed-entry',
      title: 'Several National Parks Extend Timed-Entry Reservations Through the Summer Season',
    });
    expect((await readAt('2026-01-01T06:00:00Z')).getBreaking()?.slug).toBe('port-cargo-volumes-spring');
    expect((await readAt('2026-01-01T12:00:00Z')).getBreaking()).toBeNull();
  });

  it('gives a live story its state: open until its coverage ends, closed from then on, in its summary and in full', async () => {
    const slug = 'pacific-islands-climate-summit';
    const before = await readAt('2025-05-28T12:00:00+12:00');
    expect(before.getArticles().find((story) => story.slug === slug)?.liveState).toBe('open');
    expect(before.getArticle(slug)?.liveState).toBe('open');
    const after = await readAt('2025-05-28T17:30:00+12:00');
    expect(after.getArticles().find((story) => story.slug === slug)?.liveState).toBe('closed');
    expect(after.getArticle(slug)).toMatchObject({ liveState: 'closed', updates: expect.any(Array) });
    expect(after.getArticles().filter((story) => story.liveState !== undefined)).toHaveLength(1);
  });
});
