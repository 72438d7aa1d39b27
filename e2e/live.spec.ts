import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LIVE_POLL_MS, type LiveFile, type LiveUpdateFile } from '../lib/live';
import { FIELD_PHOTO, OPEN_LIVE_STORY, PUBLISHED_UPDATE } from '../scripts/tools/archive/test-site';

// Served by nginx from out-live: a copy of out-hostile, whose stories include an open live story with three
// updates, pinned and in the breaking-news banner (scripts/tools/build-test-sites.ts). A test publishes a
// fourth update into the exported site, as the next build would write it, and puts the files back after.
const OUT = 'out-live';
const story = OPEN_LIVE_STORY.slug;
const storyPath = `/news/${story}/`;
const closedPath = '/news/pacific-islands-climate-summit/';
const liveJson = path.join(OUT, 'news', story, 'live.json');
const newFile = path.join(OUT, 'news', story, 'updates', `${PUBLISHED_UPDATE.id}.json`);
const newAnchor = `update-${PUBLISHED_UPDATE.id}`;
const firstUpdate = Object.keys(OPEN_LIVE_STORY.updates)[0];

test.describe.configure({ mode: 'serial' });

let published: string;
test.beforeEach(() => {
  published = fs.readFileSync(liveJson, 'utf8');
});
test.afterEach(() => {
  fs.writeFileSync(liveJson, published);
  fs.rmSync(newFile, { force: true });
});

/** What the next build would write for one more update: its file, and live.json naming it. */
function publish(change: Partial<LiveFile> = {}) {
  const live = JSON.parse(published) as LiveFile;
  const update: LiveUpdateFile = {
    id: PUBLISHED_UPDATE.id,
    time: PUBLISHED_UPDATE.time,
    headline: PUBLISHED_UPDATE.headline,
    author: { slug: 'maya-okafor', name: 'Maya Okafor' },
    html: '<p>Police closed the shoreline road near the marina as water reached the roadway.</p>',
    previous: live.latest,
  };
  fs.writeFileSync(newFile, JSON.stringify(update));
  fs.writeFileSync(
    liveJson,
    JSON.stringify({ ...live, latest: update.id, count: live.count + 1, updatedAt: update.time, ...change }),
  );
}

/** The requests for live.json a page makes, counted from now. */
function liveChecks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/live.json')) seen.push(request.url());
  });
  return seen;
}

/** Opens a live story with the page's clock in the test's hands, once the poller is in place. */
async function open(page: Page, address = storyPath) {
  await page.clock.install();
  await page.goto(address);
  await page.evaluate(() => {
    const layout = window as unknown as { __shift: number };
    layout.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) layout.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const nextCheck = (page: Page) => page.clock.fastForward(LIVE_POLL_MS);

test('a photograph filed with an update is drawn under its text, upright as it was taken, in the sizes the build made', async ({
  page,
}) => {
  await page.goto(storyPath);
  const update = page.locator('article#update-2025-06-01t0740-ferry-service');
  const photo = update.getByRole('img', { name: FIELD_PHOTO.imageAlt });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)))
    .toBeCloseTo(FIELD_PHOTO.width / FIELD_PHOTO.height, 2);
  // One of the build's AVIF sizes, not the 1536 × 2048 original from the phone.
  expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/generated\/images\/photos\/ferry-terminal-queue-(480|800|1200)\.avif$/,
  );
  await expect(update.locator('figcaption')).toHaveText(`${FIELD_PHOTO.imageCaption}Maya Okafor`);
});

test('at the top of the page, a new update goes in at the top of the feed with no layout shift', async ({ page }) => {
  const checks = liveChecks(page);
  await open(page);
  await expect(page.locator('[data-live-top]')).toBeAttached();
  const title = await page.title();
  publish();
  await nextCheck(page);
  const inserted = page.locator(`#${newAnchor}`);
  await expect(inserted).toBeAttached();
  await expect(inserted.getByRole('heading', { level: 3 })).toHaveText(PUBLISHED_UPDATE.headline);
  await expect(inserted.getByRole('link', { name: '10:20 a.m.' })).toHaveAttribute('href', `#${newAnchor}`);
  // First in the feed (this story pins none), above the newest the page was built with.
  const feed = page.getByRole('region', { name: 'Live updates' }).getByRole('article');
  await expect(feed.nth(0)).toHaveAttribute('id', newAnchor);
  await expect(feed.nth(1)).toHaveAttribute('id', 'update-2025-06-01t0905-sandbags');
  await expect(page.getByRole('status').filter({ hasText: 'new update' })).toHaveText('1 new update at the top of the feed');
  await expect(page.getByRole('button', { name: /new update/ })).toHaveCount(0);
  await page.waitForTimeout(700); // the fade
  expect(await layoutShift(page)).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.title()).toBe(title);
  expect(checks.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  // The measure sees a shift where there is one: a line put in at the top of the page moves all below it.
  await page.evaluate(() =>
    document.querySelector('main')!.prepend(Object.assign(document.createElement('p'), { textContent: 'A line' })),
  );
  await expect.poll(() => layoutShift(page)).toBeGreaterThan(0);
});

test('scrolled down into the feed, the reader keeps their place to the pixel, and a button brings the update', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await open(page);
  const reading = page.locator(`#update-${firstUpdate}`);
  await reading.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const place = async () => ({
    scrollY: await page.evaluate(() => window.scrollY),
    top: await reading.evaluate((element) => element.getBoundingClientRect().top),
  });
  const before = await place();
  const title = await page.title();
  publish();
  await nextCheck(page);
  const button = page.getByRole('button', { name: '1 new update' });
  await expect(button).toBeVisible();
  await expect.poll(() => page.title()).toBe(`(1) ${title}`);
  await expect(page.locator(`#${newAnchor}`)).toHaveCount(0);
  expect(await place()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);

  await button.click();
  const inserted = page.locator(`#${newAnchor}`);
  await expect(inserted).toBeFocused();
  await expect(inserted).toBeInViewport();
  const top = await inserted.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
  await expect(button).toHaveCount(0);
  expect(await page.title()).toBe(title);
});

test('a story whose coverage has ended stops checking, and a closed story’s page never checks', async ({ page }) => {
  const checks = liveChecks(page);
  await open(page);
  await expect(page.locator('[data-live-top]')).toBeAttached();
  publish({ closed: true });
  await nextCheck(page);
  await expect(page.locator(`#${newAnchor}`)).toBeAttached();
  await expect.poll(() => checks.length).toBe(1);
  for (let tick = 0; tick < 3; tick += 1) await nextCheck(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(300);
  expect(checks).toHaveLength(1);

  const closed = liveChecks(page);
  await open(page, closedPath);
  await expect(page.getByText('This live coverage has ended.')).toBeVisible();
  await expect(page.locator('[data-live-top]')).toHaveCount(0);
  for (let tick = 0; tick < 3; tick += 1) await nextCheck(page);
  expect(closed).toEqual([]);
});

test('a hidden tab does not check; shown again, it checks at once', async ({ page }) => {
  const checks = liveChecks(page);
  await open(page);
  await expect(page.locator('[data-live-top]')).toBeAttached();
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  publish();
  for (let tick = 0; tick < 4; tick += 1) await nextCheck(page);
  await page.waitForTimeout(300);
  expect(checks).toEqual([]);
  await setVisibility('visible');
  await expect.poll(() => checks.length).toBe(1);
  await expect(page.locator(`#${newAnchor}`)).toBeAttached();
});

test('an update’s permalink scrolls to it, and a key event links to its update', async ({ page }) => {
  await page.goto(`${storyPath}#update-${firstUpdate}`);
  const update = page.locator(`#update-${firstUpdate}`);
  await expect(update).toBeInViewport();
  const top = await update.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);

  await page.goto(storyPath);
  await page.getByRole('navigation', { name: 'Key events' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`#update-${firstUpdate}$`));
  await expect(update).toBeInViewport();
});

test('live.json is asked of the host every time, and the polling code loads on open live stories’ pages only', async ({
  page,
  request,
}) => {
  expect((await request.get(`${storyPath}live.json`)).headers()['cache-control']).toBe('no-cache');
  const scriptsOf = async (address: string) => {
    const bodies: Promise<string>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', onResponse);
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    return Promise.all(bodies);
  };
  // The poller's own code: it checks again when the reader comes back to the tab (its words are in the page's dictionary).
  const poller = (scripts: string[]) => scripts.some((script) => script.includes('visibilitychange'));
  expect(poller(await scriptsOf(storyPath))).toBe(true);
  expect(poller(await scriptsOf(closedPath))).toBe(false);
  expect(poller(await scriptsOf('/news/port-cargo-volumes-spring/'))).toBe(false);
  expect(poller(await scriptsOf('/'))).toBe(false);
});

test('the banner links to the live story across the top of every page, and the pinned story leads the front page', async ({
  page,
}) => {
  for (const address of ['/', '/category/business/', '/news/port-cargo-volumes-spring/', '/about/']) {
    await page.goto(address);
    const banner = page.getByRole('complementary', { name: 'Breaking news' });
    await expect(banner.getByRole('link', { name: OPEN_LIVE_STORY.title })).toHaveAttribute('href', storyPath);
  }
  await page.goto('/');
  const lead = page.getByRole('region', { name: 'Top Stories' }).getByRole('article').first();
  await expect(lead.getByRole('heading', { level: 3 })).toHaveText(OPEN_LIVE_STORY.title);
  await expect(lead.getByText('Live', { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the live story reads in full, with a link to reload for the latest updates', async ({ page }) => {
    await page.goto(storyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_LIVE_STORY.title);
    await expect(page.getByText('This story is being updated.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload for the latest updates' })).toHaveAttribute('href', storyPath);
    const updates = page.getByRole('region', { name: 'Live updates' }).getByRole('article');
    await expect(updates).toHaveCount(Object.keys(OPEN_LIVE_STORY.updates).length);
    await expect(updates.getByRole('heading', { level: 3 })).toHaveText([
      'Cities open sandbag stations',
      'Ferry operators warn of delays',
      'Flood watch issued for the shoreline',
    ]);
    await expect(updates.last().getByText(/National Weather Service/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Breaking news' })).toBeVisible();
  });
});
