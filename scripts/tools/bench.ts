/**
 * `npm run bench`, after the build: Lighthouse CI (lighthouserc.cjs) measures every page and
 * checks the budgets; this then prints the per-page medians and writes bench/results/latest.md.
 * Arguments go to `lhci autorun`, e.g. `--collect.numberOfRuns=1`. Exit code: lhci's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage } from './bench/machine';
import { isTextOnly, NOT_FOUND_PATH } from './bench/pages';
import { median } from './bench-scale/report';
import { findChromium } from './chromium';

const REPORTS = path.resolve('bench/reports');
const LATEST = path.resolve('bench/results/latest.md');
const ASSERTIONS = path.resolve('.lighthouseci/assertion-results.json');
/** lighthouserc.cjs's port, and the other build an A/B run measures beside out/ (on the next port). */
const PORT = Number(process.env.BENCH_PORT ?? 4388);
const AGAINST = process.env.BENCH_AGAINST;

/** The parts of a Lighthouse result (LHR) read here. */
type Result = {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }>;
};
type Manifest = { url: string; jsonPath: string }[];
type Failure = { url: string; auditId: string; auditProperty?: string; name: string; expected: number; actual: number };

const score = (id: string) => (lhr: Result) => (lhr.categories[id].score ?? NaN) * 100;
const metric = (id: string) => (lhr: Result) => lhr.audits[id].numericValue ?? NaN;
const kib = (type: string) => (lhr: Result) =>
  (lhr.audits['resource-summary'].details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;

/** Column, figure of one run, decimals. */
const COLUMNS: [string, (lhr: Result) => number, number][] = [
  ['perf', score('performance'), 0],
  ['a11y', score('accessibility'), 0],
  ['bp', score('best-practices'), 0],
  ['seo', score('seo'), 0],
  ['FCP ms', metric('first-contentful-paint'), 0],
  ['LCP ms', metric('largest-contentful-paint'), 0],
  ['TBT ms', metric('total-blocking-time'), 0],
  ['CLS', metric('cumulative-layout-shift'), 3],
  ['HTML KiB', kib('document'), 1],
  ['CSS KiB', kib('stylesheet'), 1],
  ['JS KiB', kib('script'), 1],
  ['font KiB', kib('font'), 1],
  ['img KiB', kib('image'), 1],
  ['total KiB', kib('total'), 1],
  ['BI', (lhr) => lhr.environment.benchmarkIndex, 0],
];

function table(runsByUrl: Map<string, Result[]>): string {
  const rows = [...runsByUrl].map(([url, runs]) => [
    new URL(url).pathname +
      (new URL(url).pathname === NOT_FOUND_PATH ? ' (404)' : '') +
      (AGAINST && new URL(url).port !== String(PORT) ? ' **against**' : ''),
    ...COLUMNS.map(([, value, decimals]) => median(runs.map(value)).toFixed(decimals)),
    String(runs.length),
  ]);
  const header = ['page', ...COLUMNS.map(([name]) => name), 'runs'];
  return [header, header.map((_, i) => (i ? '---:' : ':---')), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function failures(): string[] {
  if (!fs.existsSync(ASSERTIONS)) return ['(no assertion results: lhci assert did not run)'];
  const results = JSON.parse(fs.readFileSync(ASSERTIONS, 'utf8')) as Failure[];
  return results.map(
    (r) =>
      `${new URL(r.url).pathname} ${r.auditProperty ? `${r.auditId}.${r.auditProperty}` : r.auditId}: ${r.name} ${r.expected}, median ${Number(r.actual.toFixed(3))}`,
  );
}

const loadAtStart = loadAverage();
const busyAtStart = os.loadavg()[0];
const started = Date.now();
fs.rmSync(REPORTS, { recursive: true, force: true });
// lighthouserc.cjs lists the pages from the content, through the build-time modules of server/: its
// processes (autorun starts one per step) run under React's server condition.
const lhci = spawnSync(process.execPath, [require.resolve('@lhci/cli/src/cli.js'), 'autorun', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() },
});
const manifestPath = path.join(REPORTS, 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative('.', manifestPath)}: Lighthouse CI collected nothing.`);
  process.exit(lhci.status || 2);
}

const runsByUrl = new Map<string, Result[]>();
for (const { url, jsonPath } of JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest) {
  runsByUrl.set(url, [...(runsByUrl.get(url) ?? []), JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as Result]);
}
const all = [...runsByUrl.values()].flat();
const indexes = all.map((lhr) => lhr.environment.benchmarkIndex);
const cpus = os.cpus();
/**
 * A text-only page paints whole at once, its largest text in its first paint: in every run the
 * browser's own LCP is its FCP. (Observed, in the run's trace. Lighthouse's figures simulate a slow
 * phone from the trace's tasks, and on a busy machine the tasks between the two events can part them.)
 */
const observed = (lhr: Result) => {
  const metrics = lhr.audits.metrics.details?.items?.[0] as unknown as Record<string, number> | undefined;
  return [metrics?.observedFirstContentfulPaint ?? NaN, metrics?.observedLargestContentfulPaint ?? NaN];
};
const notAtOnce = [...runsByUrl]
  .filter(([url]) => isTextOnly(new URL(url).pathname))
  .flatMap(([url, runs]) =>
    runs
      .map(observed)
      .filter(([fcp, lcp]) => !(lcp === fcp))
      .map(([fcp, lcp]) => `${new URL(url).pathname} observed LCP: equal to the observed FCP, ${fcp} ms; was ${lcp} ms`),
  );
const missed = [...(lhci.status === 0 ? [] : failures()), ...notAtOnce];
const report = `# Lighthouse benchmark

- Date: ${new Date(started).toISOString()}, ${((Date.now() - started) / 60_000).toFixed(1)} min
- Machine: ${cpus[0]?.model.trim()}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}
${AGAINST ? `- A/B: each page of out/, then the same page of ${AGAINST} (the rows marked **against**), in turn\n` : ''}- Load average (1/5/15 min): start ${loadAtStart}, end ${loadAverage()}${
  busyAtStart >= 1
    ? `\n- **Busy machine**: other work was running when this began; it lowers performance and raises TBT, so these are not benchmark figures.`
    : ''
}
- benchmarkIndex: median ${median(indexes).toFixed(0)}, min ${Math.min(...indexes).toFixed(0)}, max ${Math.max(...indexes).toFixed(0)} (${all.length} runs)
- ${execFileSync(findChromium() ?? 'chromium', ['--version'], { encoding: 'utf8' }).trim()}; Lighthouse ${all[0].lighthouseVersion} (Lighthouse CI), mobile preset, simulated throttling

${table(runsByUrl)}

Per-page medians of every figure. Scores 0-100; KiB transferred (gzip) by resource type; BI = benchmarkIndex (lower: a slower or busier machine, which lowers performance and raises TBT).

## Budgets (lighthouserc.cjs, on the medians)

${missed.length === 0 ? 'All met (on a text-only page, the observed LCP is the observed FCP in every run).' : missed.map((line) => `- MISSED ${line}`).join('\n')}
`;
fs.mkdirSync(path.dirname(LATEST), { recursive: true });
fs.writeFileSync(LATEST, report);
console.log(`\n${report}\nWritten to ${path.relative('.', LATEST)}; full reports in ${path.relative('.', REPORTS)}/.`);
process.exit(lhci.status === 0 && notAtOnce.length > 0 ? 1 : (lhci.status ?? 2));
