/**
 * `npm run bench:live -- [--size 10000] [--results bench/results/live.md]`: from an editor's new update
 * of a live story to a reader's screen, with no server. A generated archive of `size` stories, one of
 * them live with three updates, is built cold and published to `out/`, served by nginx with the deploy
 * config; the live story's page is opened in headless Chromium and left open. Then a fourth update is
 * written, as an editor adds one, and `npm run build` runs: its time, the files of `out/` it changed,
 * and when the open page shows the update, from the publish and from the end of the build. What it
 * writes goes under .tmp/bench-live/; the worktree's out/, .next/ and public/generated/ are set aside
 * meanwhile and put back at the end.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { LIVE_POLL_MS } from '../../lib/live';
import { addUpdate, generateArchive, makeLive } from './archive/generate';
import { coreSpeedMs } from './bench-scale/core-speed';
import { runStage, type StageResult } from './bench-scale/run';
import { findHeadlessChromium, missingBrowserHelp } from './chromium';
import { setAside } from './set-aside';
import { differing, treeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'bench-live');
const BUILD_OUTPUTS = ['out', '.next', path.join('public', 'generated')];
const PORT = Number(process.env.E2E_PORT_BASE ?? 4391) - 6;
const BUILD = [path.join('node_modules', '.bin', 'tsx'), '--conditions=react-server', 'scripts/pipeline/index.ts'];

function options() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '10000' },
      results: { type: 'string', default: path.join('bench', 'results', 'live.md') },
    },
  });
  const size = Number(values.size);
  if (!Number.isInteger(size) || size < 20) throw new Error(`--size: "${values.size}"`);
  return { size, results: values.results };
}

function serve(root: string): Promise<ChildProcess> {
  const server = spawn(
    path.join('node_modules', '.bin', 'tsx'),
    [path.join('scripts', 'tools', 'serve-nginx.ts'), root, String(PORT)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('nginx ready')) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`nginx stopped (${code})`)));
  });
}

/** The build's own summary line: `Build: incremental, 14.2 s (prepare 1.1 s, …)`. */
const summaryOf = (stage: StageResult) => /^Build: (?:full|incremental), .*$/m.exec(stage.output)?.[0] ?? '(no summary)';
const planOf = (stage: StageResult) => /^Build plan: (.*?)\.?$/m.exec(stage.output)?.[1] ?? '(no plan)';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { size, results } = options();
  const executablePath = findHeadlessChromium();
  if (!executablePath) throw new Error(missingBrowserHelp);
  const loadBefore = os.loadavg();
  const coreBefore = coreSpeedMs();
  const restore = setAside(BUILD_OUTPUTS, WORK);
  let server: ChildProcess | undefined;
  try {
    const dir = path.join(WORK, 'archive');
    const env = {
      ARTICLES_DIR: path.join(dir, 'articles'),
      IMAGES_DIR: path.join(dir, 'images'),
      IMAGE_CACHE_DIR: path.join(WORK, 'cache'),
      SITE_URL: 'https://news.example.org',
    };
    const { slugs } = await generateArchive({ dir, count: size });
    // The newest story is the live one, as a newsroom's live coverage is of the day.
    const live = slugs.at(-1)!;
    makeLive(env.ARTICLES_DIR, live, { updates: 3 });
    console.log(`Cold build of ${size} stories, ${live} live with 3 updates…`);
    const cold = await runStage([...BUILD, '--full'], env, path.join(WORK, 'logs', 'cold.log'));
    console.log(summaryOf(cold));

    server = await serve('out');
    const browser = await chromium.launch({ executablePath });
    const page = await browser.newPage();
    const checks: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/live.json')) checks.push(Date.now());
    });
    await page.goto(`http://127.0.0.1:${PORT}/news/${live}/`);
    await page.locator('[data-live-top]').waitFor({ state: 'attached' });
    fs.cpSync('out', path.join(WORK, 'previous-out'), { recursive: true });

    console.log('Publishing a fourth update…');
    const published = Date.now();
    const id = addUpdate(env.ARTICLES_DIR, live, 4, 120);
    const incremental = await runStage(BUILD, env, path.join(WORK, 'logs', 'incremental.log'));
    const built = Date.now();
    console.log(summaryOf(incremental));
    await page.locator(`#update-${id}`).waitFor({ state: 'attached', timeout: LIVE_POLL_MS + 30_000 });
    const onScreen = Date.now();
    await browser.close();

    const diff = await treeDiff(path.join(WORK, 'previous-out'), 'out');
    const files = [...diff.changed.map((file) => `${file}`), ...diff.added.map((file) => `${file} (new)`), ...diff.removed];
    const report = render({
      size,
      live,
      cold,
      incremental,
      buildMs: built - published,
      afterBuildMs: onScreen - built,
      totalMs: onScreen - published,
      checksDuringBuild: checks.filter((time) => time >= published && time <= built).length,
      changed: { count: differing(diff), bytes: diff.bytes, files: files.sort() },
      machine: { loadBefore, loadAfter: os.loadavg(), coreBefore, coreAfter: coreSpeedMs() },
    });
    fs.mkdirSync(path.dirname(results), { recursive: true });
    fs.writeFileSync(results, report);
    console.log(`\n${report}\nWritten to ${results}.`);
  } finally {
    server?.kill('SIGTERM');
    restore();
  }
}

interface Figures {
  size: number;
  live: string;
  cold: StageResult;
  incremental: StageResult;
  buildMs: number;
  afterBuildMs: number;
  totalMs: number;
  checksDuringBuild: number;
  changed: { count: number; bytes: number; files: string[] };
  machine: { loadBefore: number[]; loadAfter: number[]; coreBefore: number; coreAfter: number };
}

function render(figures: Figures): string {
  const { size, live, cold, incremental, changed, machine } = figures;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const worst = figures.buildMs + LIVE_POLL_MS;
  return `# From a new update to a reader's screen

\`npm run bench:live -- --size ${size}\` at ${commit}, ${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}.

Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}.
Load average (1, 5, 15 min) before: ${load(machine.loadBefore)}; after: ${load(machine.loadAfter)}.
One core's speed (\`scripts/tools/bench-scale/core-speed.ts\`, lower is faster): ${machine.coreBefore.toFixed(0)} ms before, ${machine.coreAfter.toFixed(0)} ms after.

A generated archive of ${size.toLocaleString('en-US')} stories (\`scripts/tools/archive/generate.ts\`), its newest story (${live}) live
with three updates, built cold and served from \`out/\` by nginx with the deploy config. Its page is open in headless
Chromium. A fourth update is then written, as an editor adds one, and \`npm run build\` runs.

| | |
| --- | --- |
| cold build, ${size.toLocaleString('en-US')} stories | ${seconds(cold.ms)} |
| **publishing the update** (\`npm run build\`, incremental) | **${seconds(figures.buildMs)}**: ${summaryOf(incremental).replace(/^Build: /, '')} |
| its plan | ${planOf(incremental)} |
| **files of \`out/\` it changed** | **${changed.count}** (${(changed.bytes / 1024).toFixed(0)} kB) |
| the open page shows the update, after the build | ${seconds(figures.afterBuildMs)} (it checks every ${LIVE_POLL_MS / 1000} s; ${figures.checksDuringBuild} checks fell during the build) |
| **from the publish to the reader's screen**, measured | **${seconds(figures.totalMs)}** |
| at the worst, the build and a whole polling interval | ${seconds(worst)} |

The files it changed:

${changed.files.map((file) => `- \`${file}\``).join('\n')}
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
