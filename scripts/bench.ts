/**
 * Lighthouse benchmark of the exported site: serves out/ (or --dir) with gzip on loopback, runs
 * Lighthouse (mobile preset, default simulated throttling) N times on every page and the 404 page,
 * prints the per-page medians, writes bench/results/latest.{json,md}, and checks the budgets.
 * It does not build: `npm run bench` builds first. See bench/README.md.
 *
 *   tsx scripts/bench.ts [--runs 3] [--pages /,/news/x/] [--dir out] [--calibrate]
 *                        [--results bench/results] [--reports DIR]
 *
 * Exit code: 0 all budgets met, 1 a budget missed (after writing the results), 2 could not run.
 */
// Lighthouse 13 wants Node 22: some of its insights call the ES2025 iterator helpers. core-js adds
// them to this process where they are missing (Node 20) and leaves newer Node alone.
import 'core-js/stable/iterator/index.js';
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Flags, Result } from 'lighthouse';
import { getCategories } from '../lib/categories';
import { findChromium, missingBrowserHelp } from './chromium';
import { resolvePath } from './bench/server';
import { renderReport } from './bench/report';
import { type PageResult, type RunData, calibratedMultiplier, extractRun, summarizePage } from './bench/summary';

const NOT_FOUND_PATH = '/no-such-page/';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A whole Lighthouse run (Chrome start to report) that takes longer than this is abandoned. */
const RUN_TIMEOUT_MS = 180_000;

const USAGE = `Usage: tsx scripts/bench.ts [options]   (npm run bench builds first, then runs this)

  --runs N          Lighthouse runs per page (default 3); the table shows per-metric medians
  --pages LIST      comma-separated paths to measure instead of all pages, e.g. /,/news/x/
  --dir DIR         the exported site to serve (default out)
  --calibrate       set the CPU slowdown from the measured benchmarkIndex, as Lighthouse's
                    throttling docs describe, instead of Lighthouse's default 4x
  --results DIR     where latest.json and latest.md go (default bench/results)
  --reports DIR     also save every run's full Lighthouse report (JSON) there
  -h, --help        this text

Exit code: 0 every budget met, 1 a budget missed, 2 the benchmark could not run.`;

class UsageError extends Error {}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      dir: { type: 'string', default: 'out' },
      calibrate: { type: 'boolean', default: false },
      results: { type: 'string', default: path.join('bench', 'results') },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50)
    throw new UsageError(`--runs must be a whole number from 1 to 50, not ${values.runs}.`);
  const pages = values.pages
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
  if (pages && pages.length === 0) throw new UsageError('--pages needs at least one path.');
  return { ...values, runs, pages, dir: path.resolve(values.dir), results: path.resolve(values.results) };
}

/** Home, the categories, every article in data/articles/, and a path that does not exist. */
function allPages(): string[] {
  const articles = fs
    .readdirSync(path.join(process.cwd(), 'data', 'articles'))
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .sort();
  return ['/', ...getCategories().map((c) => `/category/${c.id}/`), ...articles.map((slug) => `/news/${slug}/`), NOT_FOUND_PATH];
}

/** Runs the static server (scripts/bench/server.ts) in a child process, so Lighthouse's own work never delays a response. */
function startServer(dir: string): Promise<{ origin: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(scriptsDir(), 'bench', 'server.ts'), [dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The static server did not start within 30 s.'));
    }, 30_000);
    child.once('message', (message: { origin?: string }) => {
      clearTimeout(timer);
      if (message.origin) resolve({ origin: message.origin, child });
      else reject(new Error('The static server sent no address.'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server exited (code ${code}) before it was ready.`));
    });
  });
}

/** This file's folder: tsx runs it as CommonJS (package.json has no "type": "module"), which has __dirname. */
function scriptsDir(): string {
  return typeof __dirname === 'string' ? __dirname : path.join(process.cwd(), 'scripts');
}

type Lighthouse = typeof import('lighthouse').default;
type ChromeLauncher = typeof import('chrome-launcher');

async function loadTools(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  try {
    const [lh, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
    return { lighthouse: lh.default, chromeLauncher };
  } catch (error) {
    throw new Error(
      `Lighthouse is not installed (${(error as Error).message.split('\n')[0]}). It is a devDependency: run \`npm install\`.`,
    );
  }
}

type RunOptions = {
  tools: Awaited<ReturnType<typeof loadTools>>;
  chromePath: string;
  url: string;
  notFound: boolean;
  throttling?: Flags['throttling'];
  wantBrowserVersion?: boolean;
};

/** One Lighthouse run in a fresh Chrome (own temporary profile), which is killed afterwards. */
async function runOnce({
  tools,
  chromePath,
  url,
  notFound,
  throttling,
  wantBrowserVersion,
}: RunOptions): Promise<{ lhr: Result; browser?: string }> {
  const chrome = await tools.chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let timer: NodeJS.Timeout | undefined;
  try {
    let browser: string | undefined;
    if (wantBrowserVersion) {
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
      browser = version.Browser;
    }
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      // The not-found page answers 404 on purpose; without this Lighthouse refuses to audit it.
      ignoreStatusCode: notFound,
      ...(throttling ? { throttling } : {}),
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([tools.lighthouse(url, flags), timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, browser };
  } finally {
    clearTimeout(timer);
    const exited = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
      setTimeout(resolve, 10_000).unref();
    });
    chrome.kill();
    await exited;
  }
}

const slugOf = (pagePath: string) => pagePath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9._-]+/gi, '_') || 'home';
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const indexFile = path.join(options.dir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(
      `${path.relative(process.cwd(), indexFile) || indexFile} does not exist: build the site first (npm run build), or pass --dir.`,
    );
  }
  // A folder named without its slash is measured where the server redirects it (/news/x -> /news/x/).
  const pages = [
    ...new Set(
      (options.pages ?? allPages()).map((p) => {
        const resolution = resolvePath(options.dir, new URL(p, 'http://x').pathname);
        return resolution.kind === 'redirect' ? resolution.location : p;
      }),
    ),
  ];
  const notFound = new Map(pages.map((p) => [p, resolvePath(options.dir, new URL(p, 'http://x').pathname).kind !== 'file']));
  const missing = pages.filter((p) => notFound.get(p) && p !== NOT_FOUND_PATH && !options.pages);
  if (missing.length) throw new Error(`These pages are missing from ${options.dir}: ${missing.join(', ')}. Rebuild the site.`);
  for (const p of pages)
    if (notFound.get(p) && p !== NOT_FOUND_PATH) log(`note: ${p} is not a page of ${options.dir}; it is measured as a 404 page.`);

  const chromePath = findChromium();
  if (!chromePath) throw new Error(missingBrowserHelp);
  const tools = await loadTools();

  const loadStart = os.loadavg();
  const started = Date.now();
  const { origin, child: server } = await startServer(options.dir);
  const stopServer = () => {
    if (server.exitCode === null) server.kill();
  };
  process.once('exit', stopServer);

  try {
    log(`Serving ${options.dir} at ${origin}/ (gzip); Chromium ${chromePath}`);
    log(`${pages.length} pages x ${options.runs} runs, one fresh Chrome per run, after one warm-up run (discarded).`);

    // Warm-up: fills the OS file cache and V8's code cache of Node, and tells the Chromium version
    // and the benchmarkIndex (for --calibrate). Its figures are not used.
    const warmupPage = pages.find((p) => !notFound.get(p)) ?? pages[0];
    const warmup = await runOnce({
      tools,
      chromePath,
      url: origin + warmupPage,
      notFound: !!notFound.get(warmupPage),
      wantBrowserVersion: true,
    });
    const browserVersion = warmup.browser ?? 'unknown';
    let throttling: Flags['throttling'] | undefined;
    if (options.calibrate) {
      const multiplier = calibratedMultiplier(warmup.lhr.environment.benchmarkIndex);
      throttling = { ...warmup.lhr.configSettings.throttling, cpuSlowdownMultiplier: multiplier };
      log(
        `--calibrate: benchmarkIndex ${Math.round(warmup.lhr.environment.benchmarkIndex)} in the warm-up run -> CPU slowdown ${multiplier}x`,
      );
    }
    log(
      `Warm-up done (${warmupPage}): benchmarkIndex ${Math.round(warmup.lhr.environment.benchmarkIndex)}, ${browserVersion}, Lighthouse ${warmup.lhr.lighthouseVersion}`,
    );

    if (options.reports) fs.mkdirSync(options.reports, { recursive: true });
    const runs = new Map<string, RunData[]>(pages.map((p) => [p, []]));
    const errors = new Map<string, string[]>(pages.map((p) => [p, []]));
    // Round robin (every page once, then again): a burst of load from other processes on the
    // machine then lands on different pages in different rounds instead of on all runs of one page.
    for (let round = 1; round <= options.runs; round++) {
      for (const [i, pagePath] of pages.entries()) {
        const t0 = Date.now();
        const tag = `[round ${round}/${options.runs}, page ${i + 1}/${pages.length}] ${pagePath}`;
        try {
          const { lhr } = await runOnce({
            tools,
            chromePath,
            url: origin + pagePath,
            notFound: !!notFound.get(pagePath),
            throttling,
          });
          if (options.reports)
            fs.writeFileSync(path.join(options.reports, `${slugOf(pagePath)}.run${round}.json`), JSON.stringify(lhr));
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const run = extractRun(lhr, !!notFound.get(pagePath));
          runs.get(pagePath)!.push(run);
          const s = (id: string) => (run.scores[id] === null ? '–' : Math.round(run.scores[id]! * 100));
          log(
            `${tag}: perf ${s('performance')} a11y ${s('accessibility')} bp ${s('best-practices')} seo ${s('seo')}` +
              ` | LCP ${Math.round(run.metrics.lcp ?? NaN)} ms TBT ${Math.round(run.metrics.tbt ?? NaN)} ms CLS ${run.metrics.cls?.toFixed(3)}` +
              ` | benchmarkIndex ${Math.round(run.benchmarkIndex)} | ${((Date.now() - t0) / 1000).toFixed(1)} s`,
          );
        } catch (error) {
          const message = (error as Error).message.split('\n')[0];
          errors.get(pagePath)!.push(`round ${round}: ${message}`);
          log(`${tag}: FAILED: ${message}`);
        }
      }
    }

    const results: PageResult[] = pages.map((p) => summarizePage(p, !!notFound.get(p), runs.get(p)!, errors.get(p)!));
    const cpus = os.cpus();
    const report = renderReport(results, {
      date: new Date(),
      machine: {
        cpu: cpus[0]?.model ?? 'unknown',
        cores: cpus.length,
        memory: os.totalmem(),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        node: process.version,
        loadAverage: { start: loadStart, end: os.loadavg() },
      },
      chromium: { version: browserVersion, path: chromePath, flags: CHROME_FLAGS },
      calibrate: options.calibrate,
      runsPerPage: options.runs,
      minutes: (Date.now() - started) / 60_000,
      site: { dir: path.relative(process.cwd(), options.dir) || '.', origin },
    });
    console.log(`\n${report.text}`);
    fs.mkdirSync(options.results, { recursive: true });
    fs.writeFileSync(path.join(options.results, 'latest.json'), `${JSON.stringify(report.json, null, 2)}\n`);
    fs.writeFileSync(path.join(options.results, 'latest.md'), report.markdown);
    console.log(`\nWrote ${path.relative(process.cwd(), path.join(options.results, 'latest.json'))} and latest.md`);
    return report.met ? 0 : 1;
  } finally {
    stopServer();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
    } else {
      console.error(`bench: ${(error as Error).message ?? error}`);
    }
    process.exitCode = 2;
  },
);
