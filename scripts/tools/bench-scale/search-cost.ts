/**
 * What one search costs a reader: the search page opened cold with a query, in headless Chromium
 * with its CPU slowed 4×, served by nginx with the repo's config. It reports the bytes on the wire
 * (response bodies: all of them, and the search index's part under /pagefind/), the requests, and the time from the
 * navigation to the first result on screen; the median of `runs`. Since the search page starts its search from
 * its `<head>` (lib/early-search.ts), the index is asked for as the page loads, and the app's scripts, which
 * start after the load event, are timed apart. The times are the page's own clock (from its navigation, the
 * first result's frame painted); the test driver, polling the slowed page, sees it later, `seenMs`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findHeadlessChromium, missingBrowserHelp } from '../chromium';
import { transferred } from '../transferred';

export interface SearchCost {
  query: string;
  /** What the status line said, e.g. `23 results for “water” since Oct 12, 2025`. */
  status: string;
  /** Every response of the page and its search, as transferred. */
  bytes: number;
  requests: number;
  /** Of those, the index's files (/pagefind/). */
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

const PORT = 4620;
const CPU_SLOWDOWN = 4;

function serve(root: string): Promise<ChildProcess> {
  const server = spawn(
    path.join('node_modules', '.bin', 'tsx'),
    [path.join('scripts', 'tools', 'serve-nginx.ts'), root, String(PORT)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://')) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`nginx exited (${code}) before it served ${root}`)));
  });
}

export async function measureSearch(outDir: string, query = 'water', runs = 5): Promise<SearchCost> {
  const executablePath = findHeadlessChromium();
  if (!executablePath) throw new Error(missingBrowserHelp);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath });
  try {
    const samples: SearchCost[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
      await page.goto(`http://127.0.0.1:${PORT}/search/?q=${encodeURIComponent(query)}`);
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
      const started = (test: (path: string) => boolean) =>
        Math.min(...resources.filter(([path]) => test(path)).map(([, startTime]) => startTime));
      const searchStart = started((path) => path.startsWith('/pagefind/'));
      const appStart = started((path) => /^\/_next\/static\/chunks\/[^/]+\.js$/.test(path));
      await page.waitForLoadState('networkidle');
      const status = (await page.getByRole('status').first().textContent()) ?? '';

      const all = await Promise.all(sizes);
      const index = all.filter(({ url }) => new URL(url).pathname.startsWith('/pagefind/'));
      const sum = (entries: { bytes: number }[]) => entries.reduce((total, { bytes }) => total + bytes, 0);
      samples.push({
        query,
        status,
        bytes: sum(all),
        requests: all.length,
        indexBytes: sum(index),
        indexRequests: index.length,
        firstResultsMs: Math.round(firstResultsMs),
        seenMs,
        searchMs: Math.round(firstResultsMs - searchStart),
        appStartMs: Math.round(appStart),
      });
      await context.close();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      ...samples[0],
      firstResultsMs: median(samples.map((sample) => sample.firstResultsMs)),
      seenMs: median(samples.map((sample) => sample.seenMs)),
      searchMs: median(samples.map((sample) => sample.searchMs)),
      appStartMs: median(samples.map((sample) => sample.appStartMs)),
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

// Run on its own: tsx scripts/tools/bench-scale/search-cost.ts OUT_DIR [QUERY]
if (require.main === module) {
  const [outDir, query] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: tsx scripts/tools/bench-scale/search-cost.ts OUT_DIR [QUERY]');
  void measureSearch(outDir, query).then((cost) => console.log(JSON.stringify(cost, null, 2)));
}
