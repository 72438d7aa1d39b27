import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addPolicyToHtml } from '../scripts/pipeline/export/csp';
import { bundleWorker, writeOffline } from '../scripts/pipeline/export/offline';
import type { OfflineLists } from '../lib/offline';
import { editorRoute } from '../lib/routes';
import { expect, test, type Page } from './support/test';
import { articles } from './support/site';
import { port } from './support/ports';

/**
 * Offline reading (docs/text-only-and-offline.md, "Offline reading"), with the real service worker against real files:
 * one visit online, then the browser offline. The first tests run against the site as built (and,
 * in the base-path project, under /pacific-ledger); the others against copies of `out/` served by
 * servers of their own, which they stop to be offline for sure: one whose front-page set holds
 * only four stories, so that stories outside it can be opened, saved and missed; one that a new
 * build replaces (a rewritten story and front page, their policies and the worker made anew).
 */

test.use({ serviceWorkers: 'allow' });

const titleOf = (storyPath: string) => articles.find((article) => storyPath.endsWith(`/news/${article.slug}/`))!.title;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A first visit: the page, then the worker's set downloaded and the page taken over by the worker. */
async function visitOnline(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** What the worker says this device keeps. */
const lists = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<OfflineLists>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as OfflineLists);
        navigator.serviceWorker.controller!.postMessage({ type: 'lists' }, [channel.port2]);
      }),
  );

/** The stories the front page links, in its order, as the browser requests them. */
const frontPageStories = (page: Page) =>
  page.locator('main a[href*="/news/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);

/** Marks the document, to tell an in-site navigation (the mark stays) from a page load (it goes). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

async function expectStory(page: Page, storyPath: string) {
  await expect(heading(page)).toHaveText(titleOf(storyPath));
  const hero = page.locator('article figure img').first();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('the site as built', () => {
  test('after one visit online, the front page and its stories read offline, and in-site links between them work', async ({
    page,
    context,
  }) => {
    const base = (test.info().project.metadata.basePath as string | undefined) ?? '';
    await visitOnline(page, `${base}/`);
    const [first, second] = await frontPageStories(page);
    const front = await lists(page);
    expect(front.front.map((story) => `${base}${story.path}`)).toEqual(expect.arrayContaining([first, second]));
    // Asked from an English page, the worker names the English front page's stories only.
    expect(front.front.filter((story) => story.path.startsWith('/es/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { name: 'Top Stories', exact: true })).toBeVisible();
    await page.goto(first);
    await expectStory(page, first);

    // In-site navigation offline: each page's RSC payload comes from the kept set.
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Top Stories', exact: true })).toBeVisible();
    await page.locator(`main a[href="${second}"]`).first().click();
    await expectStory(page, second);
    expect(await sameDocument(page)).toBe(true);

    // A page the device does not keep: the offline page, at the page's own address, listing what it keeps.
    await page.getByRole('link', { name: /^Back to / }).click();
    await expect(heading(page)).toHaveText('Not available offline');
    await page.goto(`${base}/category/us/`);
    await expect(heading(page)).toHaveText('Not available offline');
    expect(new URL(page.url()).pathname).toBe(`${base}/category/us/`);
    const kept = page.getByTestId('offline-stories');
    await expect(kept.getByRole('link', { name: titleOf(first) })).toBeVisible();
    await kept.getByRole('link', { name: titleOf(second) }).click();
    await expectStory(page, second);

    // The Spanish edition offline: its front page, kept with the first visit, and for a page the device
    // does not keep, its own offline page, in Spanish.
    await page.goto(`${base}/es/`);
    await expect(heading(page)).toHaveText(/principales noticias y lo más reciente$/);
    const [spanishLead] = await frontPageStories(page);
    await page.goto(`${base}/es/category/us/`);
    await expect(heading(page)).toHaveText('No disponible sin conexión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    // It lists the Spanish front page's stories, kept with the first visit, and they open offline.
    const portada = page.getByTestId('offline-stories').getByRole('region', { name: 'De la portada' });
    // The list comes once the page has asked the worker.
    await expect(portada.getByRole('link').first()).toHaveAttribute('href', spanishLead);
    const listed = await portada.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed.filter((href) => !href?.startsWith(`${base}/es/news/`))).toEqual([]);
    const leadTitle = await portada.getByRole('link').first().textContent();
    await portada.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${spanishLead}$`));
    await expect(heading(page)).toHaveText(leadTitle!);
  });

  test('the worker leaves the editor to the network, and its file is never cached', async ({ page, request }) => {
    const base = (test.info().project.metadata.basePath as string | undefined) ?? '';
    const worker = await request.get(`${base}/sw.js`);
    expect(worker.status()).toBe(200);
    if (base) expect(worker.headers()['cache-control']).toBe('no-cache');
    await visitOnline(page, `${base}/`);
    // The editor's page, from the host: the worker passes it through and keeps nothing of it.
    const admin = await page.goto(`${base}${editorRoute()}`);
    expect(admin?.status()).toBe(200);
    await expect(page).toHaveTitle(/editor/i);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(20);
    expect(cached.filter((url) => new URL(url).pathname.includes('/admin/'))).toEqual([]);
  });
});

/** A copy of `out/` served by http-server on a port of its own, which `stop` takes away: the network, gone. */
class CopySite {
  readonly dir: string;
  readonly origin: string;
  private server: ChildProcess | null = null;

  constructor(
    name: string,
    private port: number,
  ) {
    this.dir = path.join('.tmp', 'e2e-offline', name);
    this.origin = `http://127.0.0.1:${port}`;
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.cpSync('out', this.dir, { recursive: true });
  }

  async start() {
    this.server = spawn(
      path.join('node_modules', '.bin', 'http-server'),
      [this.dir, '-a', '127.0.0.1', '-p', String(this.port), '-c-1', '--silent'],
      { stdio: 'ignore' },
    );
    await expect
      .poll(() =>
        fetch(`${this.origin}/`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill();
    });
  }

  /** Replaces `from` with `to` in a page and its payload, and finishes the page again: a new build's page, with its policy. */
  rewrite(pagePath: string, from: string, to: string) {
    for (const file of ['index.html', 'index.txt']) {
      const name = path.join(this.dir, pagePath, file);
      let text = fs.readFileSync(name, 'utf8');
      expect(text, `${pagePath}${file}`).toContain(from);
      text = text.split(from).join(to);
      if (file === 'index.html') text = addPolicyToHtml(text, `${pagePath.slice(1)}index.html`).html;
      fs.writeFileSync(name, text);
    }
  }
}

test.describe('copies of the site, served and then not', () => {
  // The copies are of out/, built at the root: the base-path project leaves this group out (playwright.config.ts).
  test.describe.configure({ mode: 'serial' });

  test('stories opened or saved online read offline when the front-page set does not hold them; others show the offline page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = new CopySite('small-set', port('offlineSmallSet'));
    // A set of the front page's first four stories, so that the others are outside it.
    await writeOffline(site.dir, { limits: { frontPageStories: 4, budgetBytes: 5_000_000 } });
    await site.start();
    try {
      await visitOnline(page, `${site.origin}/`);
      const stories = await frontPageStories(page);
      const [opened, saved, neither] = [stories[6], stories[8], stories[10]];
      expect((await lists(page)).front).toHaveLength(4);

      await page.goto(`${site.origin}${opened}`);
      await expect.poll(async () => (await lists(page)).recent.map((story) => story.path)).toEqual([opened]);
      await page.goto(`${site.origin}${saved}`);
      const save = page.getByRole('button', { name: 'Save for offline' });
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Saved on this device.')).toBeVisible();
      await site.stop();

      await page.goto(`${site.origin}${opened}`);
      await expectStory(page, opened);
      await page.goto(`${site.origin}${saved}`);
      await expectStory(page, saved);
      await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveAttribute('aria-pressed', 'true');
      await page.goto(`${site.origin}${neither}`);
      await expect(heading(page)).toHaveText('Not available offline');
      const kept = page.getByTestId('offline-stories');
      await expect(kept.getByRole('region', { name: 'Saved stories' }).getByRole('link')).toHaveText([titleOf(saved)]);
      await expect(kept.getByRole('region', { name: 'From the front page' }).getByRole('link')).toHaveCount(4);
      await expect(kept.getByRole('region', { name: 'Stories you opened' }).getByRole('link')).toHaveText([titleOf(opened)]);

      // The reading list, offline: in-site to the saved story and back, then removing it.
      await page.goto(`${site.origin}/saved/`);
      await markDocument(page);
      await page.getByRole('link', { name: titleOf(saved) }).click();
      await expectStory(page, saved);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
      await page.locator(`main a[href="${opened}"]`).first().click();
      await expectStory(page, opened);
      expect(await sameDocument(page)).toBe(true);
      await page.goto(`${site.origin}/saved/`);
      await page.getByRole('button', { name: `Remove “${titleOf(saved)}” from saved stories` }).click();
      await expect(page.getByText('Nothing saved yet.')).toBeVisible();
      // It was opened to be saved, so it stays kept with the stories opened.
      await page.goto(`${site.origin}${neither}`);
      await expect(page.getByRole('region', { name: 'Saved stories' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Stories you opened' }).getByRole('link')).toHaveText(
        [saved, opened].map(titleOf),
      );
    } finally {
      await site.stop();
    }
  });

  test('a new build’s front page replaces the kept one at the next visit online; the kill switch’s worker, deployed after, clears it all and unregisters', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = new CopySite('new-build', port('offlineNewBuild'));
    await writeOffline(site.dir);
    await site.start();
    try {
      await visitOnline(page, `${site.origin}/`);
      const [lead] = await frontPageStories(page);
      const title = titleOf(lead);
      // The same length: an RSC payload counts the bytes of its longer texts.
      const rewritten = title.toUpperCase();

      // The new build: the story and the front page say something new, and the worker's set names their new bytes.
      site.rewrite(lead, title, rewritten);
      site.rewrite('/', title, rewritten);
      await writeOffline(site.dir);

      // The browser looks for a new worker about a second after a page view, and waits again while the worker is
      // busy: asking the worker in a loop would keep it busy. So the page notes the handover, and is asked after it.
      await page.addInitScript(() =>
        navigator.serviceWorker.addEventListener('controllerchange', () => Object.assign(window, { __newWorker: true })),
      );
      await page.goto(`${site.origin}/`);
      await expect(page.locator(`main a[href="${lead}"]`).first()).toContainText(rewritten);
      // The browser found the new worker on that page view; it takes over once the new set is in.
      await page.waitForFunction(() => (window as { __newWorker?: boolean }).__newWorker === true, null, { timeout: 30_000 });
      expect((await lists(page)).front[0]?.title).toBe(rewritten);

      await site.stop();
      await page.goto(`${site.origin}/`);
      await expect(page.locator(`main a[href="${lead}"]`).first()).toContainText(rewritten);
      await page.goto(`${site.origin}${lead}`);
      await expect(heading(page)).toHaveText(rewritten);

      // Then the kill switch: a build with siteConfig.offline.enabled false ships this worker as sw.js. Once the
      // browser has it, it clears what the offline worker kept and unregisters.
      const ours = () =>
        page.evaluate(async () => ({
          registered: (await navigator.serviceWorker.getRegistration()) !== undefined,
          caches: (await caches.keys()).filter((name) => name.startsWith('offline-')).length,
        }));
      expect(await ours()).toEqual({ registered: true, caches: expect.any(Number) });
      expect((await ours()).caches).toBeGreaterThan(0);
      fs.writeFileSync(path.join(site.dir, 'sw.js'), await bundleWorker(null));
      await site.start();
      await page.goto(`${site.origin}/about/`);
      await expect.poll(ours, { timeout: 30_000 }).toEqual({ registered: false, caches: 0 });
    } finally {
      await site.stop();
    }
  });
});
