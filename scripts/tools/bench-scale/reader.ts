/**
 * What a reader meets on a site the scale benchmark built: `out/` served by nginx with the repo's
 * deploy config, in headless Chromium. Two measures:
 *
 * - **One search** (`search`): the search page opened cold with a query, CPU slowed 4×. The bytes on
 *   the wire (response bodies: all, and the index's under /pagefind/), the requests, and the time
 *   from the navigation to the first result on screen, on the page's own clock (the frame after the
 *   first result is in the page); median of `runs`. The search page starts its search from its
 *   `<head>` (lib/early-search.ts), so the app's scripts, which start after the load event, are timed
 *   apart. The driver, polling the slowed page, sees the results later: `seenMs`.
 * - **A live story left open** (`openLive`): its page stays open, polling as a reader's does, while
 *   the benchmark publishes an update; the waiter it returns resolves when the update is on screen.
 */
import { chromium } from '@playwright/test';
import { LIVE_POLL_MS } from '../../../lib/live';
import { routes } from '../../../lib/routes';
import { findHeadlessChromium, missingBrowserHelp } from '../chromium';
import { startNginx } from '../nginx-server';
import { onStop } from '../set-aside';
import { transferred } from '../transferred';
import { median } from './report';

export interface SearchCost {
  query: string;
  /** What the status line said, e.g. `23 results for “water” since Oct 12, 2025`. */
  status: string;
  /** Every response of the page and its search, as transferred; of those, the index's (/pagefind/). */
  bytes: number;
  requests: number;
  indexBytes: number;
  indexRequests: number;
  /** Navigation start to the first result shown, median of the runs. */
  firstResultsMs: number;
  /** From the driver's call to open the page to its finding the first result. */
  seenMs: number;
  /** From the search's first request for the index to the first result shown. */
  searchMs: number;
  /** From the navigation to the first request for the app's scripts, which then run and hydrate the page. */
  appStartMs: number;
}

const PORT = Number(process.env.E2E_PORT_BASE ?? 4391) - 6;
const CPU_SLOWDOWN = 4;

/** `outDir` served and a browser started; `close` stops both. */
export async function openReader(outDir: string) {
  const executablePath = findHeadlessChromium();
  if (!executablePath) throw new Error(missingBrowserHelp);
  const { server, ready } = startNginx(outDir, PORT);
  onStop(() => server.kill('SIGTERM'));
  await ready;
  const browser = await chromium.launch({ executablePath });
  const url = (sitePath: string) => `http://127.0.0.1:${PORT}${sitePath}`;

  /** One run of the search: a fresh context, so nothing is cached. */
  async function searchOnce(query: string): Promise<SearchCost> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Playwright reports the requests of Pagefind's web worker on the page too.
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => sizes.push(transferred(request)));
    // The frame after the first result is in the page: requestAnimationFrame runs before its paint, the timer after.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main li h2')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => document.documentElement.setAttribute('data-first-results', String(performance.now()))),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    const start = Date.now();
    await page.goto(url(`${routes.search()}?q=${encodeURIComponent(query)}`));
    await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first().waitFor();
    const seenMs = Date.now() - start;
    await page.locator('html[data-first-results]').waitFor({ state: 'attached' });
    // Each resource's path and start; no function declared inside: tsx would wrap it in a helper the page lacks.
    const [firstResultsMs, resources] = await page.evaluate(
      () =>
        [
          Number(document.documentElement.dataset.firstResults),
          performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
        ] as const,
    );
    const started = (test: RegExp) => Math.min(...resources.filter(([file]) => test.test(file)).map(([, at]) => at));
    await page.waitForLoadState('networkidle');
    const status = (await page.getByRole('status').first().textContent()) ?? '';
    const all = await Promise.all(sizes);
    const index = all.filter((entry) => new URL(entry.url).pathname.startsWith('/pagefind/'));
    const sum = (entries: { bytes: number }[]) => entries.reduce((total, { bytes }) => total + bytes, 0);
    await context.close();
    return {
      query,
      status,
      bytes: sum(all),
      requests: all.length,
      indexBytes: sum(index),
      indexRequests: index.length,
      firstResultsMs: Math.round(firstResultsMs),
      seenMs,
      searchMs: Math.round(firstResultsMs - started(/^\/pagefind\//)),
      appStartMs: Math.round(started(/^\/_next\/static\/chunks\/[^/]+\.js$/)),
    };
  }

  return {
    async search(query = 'water', runs = 5): Promise<SearchCost> {
      const samples: SearchCost[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await searchOnce(query));
      const middle = (key: 'firstResultsMs' | 'seenMs' | 'searchMs' | 'appStartMs') => median(samples.map((s) => s[key]));
      return {
        ...samples[0],
        firstResultsMs: middle('firstResultsMs'),
        seenMs: middle('seenMs'),
        searchMs: middle('searchMs'),
        appStartMs: middle('appStartMs'),
      };
    },
    /** Opens the live story `slug` and leaves it open; the function returned waits for update `id` and says when it showed. */
    async openLive(slug: string): Promise<(id: string) => Promise<number>> {
      const page = await browser.newPage();
      await page.goto(url(routes.article(slug)));
      await page.locator('[data-live-top]').waitFor({ state: 'attached' });
      return async (id) => {
        await page.locator(`#update-${id}`).waitFor({ state: 'attached', timeout: LIVE_POLL_MS + 30_000 });
        return Date.now();
      };
    },
    async close() {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}

export type Reader = Awaited<ReturnType<typeof openReader>>;

// Run on its own: tsx scripts/tools/bench-scale/reader.ts OUT_DIR [QUERY]
if (require.main === module) {
  const [outDir, query] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: tsx scripts/tools/bench-scale/reader.ts OUT_DIR [QUERY]');
  void openReader(outDir).then(async (reader) => {
    console.log(JSON.stringify(await reader.search(query), null, 2));
    await reader.close();
  });
}
