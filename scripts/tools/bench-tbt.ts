/**
 * `npm run bench:tbt -- OTHER_OUT [PATH …]`: the main thread's blocking time on each page of out/ and of another
 * build (an older commit's out/), observed in Chromium at Lighthouse's 4x CPU slowdown rather than simulated:
 * each page loaded in turn from both, served by nginx with the deploy config, LOADS times
 * (BENCH_LOADS, default 11); by default one page of each kind `npm run bench` measures (bench/pages.ts). Total Blocking Time is what Lighthouse counts, from the Long Tasks API: the part
 * of every task after the first contentful paint past its first 50 ms. Prints the per-page medians.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { loadAverage } from './bench/machine';
import { onePagePerKind } from './bench/pages';
import { median } from './bench-scale/report';
import { findChromium, missingBrowserHelp } from './chromium';
import { startNginx } from './nginx-server';

const [against, ...paths] = process.argv.slice(2);
if (!against) throw new Error('usage: npm run bench:tbt -- OTHER_OUT [PATH …]');
const pages = paths.length ? paths : onePagePerKind();
const LOADS = Number(process.env.BENCH_LOADS ?? 11);
const builds = [
  { name: 'out/', root: 'out', port: 4392 },
  { name: against, root: against, port: 4393 },
];

/** One cold load: the blocking time and the longest task after the first contentful paint, in ms. */
async function load(browser: Browser, url: string): Promise<{ tbt: number; longest: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tasks: [number, number][] = ((window as unknown as { longTasks: [number, number][] }).longTasks = []);
    new PerformanceObserver((list) => list.getEntries().forEach((task) => tasks.push([task.startTime, task.duration]))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const figures = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks.filter(([start]) => start >= paint);
    return {
      tbt: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    };
  });
  await context.close();
  return figures;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingBrowserHelp);
  const servers = builds.map(({ root, port }) => startNginx(root, port));
  await Promise.all(servers.map(({ ready }) => ready));
  const browser = await chromium.launch({ executablePath });
  const version = browser.version();
  const started = Date.now();
  const rows: string[] = [];
  try {
    for (const path of pages) {
      const runs = builds.map(() => [] as { tbt: number; longest: number }[]);
      for (let i = 0; i < LOADS; i++)
        for (const [b, { port }] of builds.entries()) runs[b].push(await load(browser, `http://127.0.0.1:${port}${path}`));
      for (const [b, { name }] of builds.entries())
        rows.push(
          `| ${path} | ${name} | ${median(runs[b].map((r) => r.tbt)).toFixed(0)} | ${median(runs[b].map((r) => r.longest)).toFixed(0)} | ${LOADS} |`,
        );
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.kill('SIGTERM');
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    [
      `Observed TBT, Chromium ${version}, 4x CPU slowdown, ${os.cpus().length} cores, load average at the end ${loadAverage()}, ${minutes} min`,
      '',
      '| page | build | TBT ms (median) | longest task ms (median) | loads |',
      '| :--- | :--- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

void main();
