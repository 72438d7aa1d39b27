/**
 * `npm run build`: the whole build, in its four steps, each its own process.
 *
 * 1. prepare-content.ts: checks every story (a bad one stops the build, naming record and field)
 *    and renders the images;
 * 2. plan-build.ts: a full build, or, when only stories changed since the previous build, an
 *    incremental one that renders only the pages they show;
 * 3. `next build`: renders the pages (on an incremental build, those the plan lists);
 * 4. finish-export.ts: finishes the exported pages, lays them over the previous export, indexes search
 *    and writes the sitemap and the build's manifest.
 *
 *   npm run build [-- --full]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nextBuildEnvironment, readPlan, stageEnvironment } from './files';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const tsx = (script: string, ...args: string[]) => [bin('tsx'), '--conditions=react-server', script, ...args];

function run(name: string, [command, ...args]: string[], env: Record<string, string> = {}): number {
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) {
    console.error(`Build: ${name} failed (${signal ?? `exit code ${status}`}).`);
    process.exit(status ?? 1);
  }
  return Date.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: [string, number][] = [];
times.push(['prepare', run('prepare-content', tsx('scripts/pipeline/prepare-content.ts'))]);
times.push(['plan', run('plan-build', tsx('scripts/pipeline/plan-build.ts', ...process.argv.slice(2)), stageEnvironment())]);
const plan = readPlan()?.plan;
times.push(['next build', run('next build', [bin('next'), 'build'], nextBuildEnvironment())]);
times.push(['finish-export', run('finish-export', tsx('scripts/pipeline/finish-export.ts'), stageEnvironment())]);
const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log(
  `Build: ${plan?.full === false ? 'incremental' : 'full'}, ${seconds(total)} ` +
    `(${times.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}).`,
);
