/**
 * `npm run build`: the whole build, in its steps, each its own process but the last.
 *
 * 0. publish.ts `recover()`: puts right what a build that was stopped half-way left;
 * 1. prepare-content.ts: checks every story (a bad one stops the build, naming record and field)
 *    into the content store, and renders the images;
 * 2. plan-build.ts: a full build, or, when only stories changed since the site in `out/` was built,
 *    an incremental one that renders only the pages they show;
 * 3. next-build.ts, `next build`: renders the pages into the working folder (on an incremental
 *    build, those the plan lists, without compiling again when `.next/` holds the code's compile);
 * 4. finish-export.ts: finishes the pages, indexes search and writes the sitemaps and the manifest,
 *    all in the working folder; on an incremental build, lists the files of `out/` to remove;
 * 5. publish.ts `publish()`: brings the finished site into `out/`: a full build's in two renames,
 *    an incremental one's file by file, from a journal the next build finishes if this one stops.
 *
 * Until the last step `out/` is the previous whole site: a build that fails or is killed leaves it.
 *
 * A preview build (`--preview`) shows the drafts and the scheduled stories, marks every page and
 * keeps it from search engines, and goes into `out-preview/`, never into `out/`. `BUILD_TIME` (an
 * ISO 8601 moment) builds the site as at that moment; the clock, read once here, otherwise.
 *
 * Past one machine, `--shard K/N` builds the K-th of N parts of a full build into `out-shard-K/`
 * (shard.ts), and `npm run build:merge -- DIR...` (`--merge`) lays the parts together, checks
 * they were built alike, writes what needs the whole site and publishes it into `out/`: the same
 * bytes as one build (merge-shards.ts).
 *
 *   npm run build [-- --full] [-- --preview] [-- --shard K/N] [-- --plan-only]
 *   npm run build:merge -- out-shard-1 out-shard-2 …
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { buildFiles, readPlan } from './files';
import { mergeShards } from './merge-shards';
import { nextBuild } from './next-build';
import { nodeCommand } from './node-command';
import { publish, recover } from './publish';
import { parseShard } from './shard';

function run(name: string, [command, ...args]: string[], env: Record<string, string> = {}): number {
  const started = Date.now();
  console.log(`Build: ${name}…`);
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) {
    console.error(`Build: ${name} failed (${signal ?? `exit code ${status}`}); out/ is the previous site, unchanged.`);
    process.exit(status ?? 1);
  }
  return Date.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    full: { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    shard: { type: 'string' },
    merge: { type: 'boolean', default: false },
    'plan-only': { type: 'boolean', default: false },
  },
});
const { preview, merge } = options;
const shard = options.shard === undefined ? undefined : parseShard(options.shard);
if (positionals.length > 0 && !merge) throw new Error(`Unknown arguments: ${positionals.join(' ')}`);
// Every step builds as at the same moment, and a preview build's steps know it is one.
process.env.BUILD_TIME ??= new Date().toISOString();
if (preview) process.env.BUILD_PREVIEW = '1';
const planArguments = [
  ...(options.full || preview || merge ? ['--full'] : []),
  ...(shard ? ['--shard', `${shard.index}/${shard.count}`] : []),
];
async function main() {
  const recovered = recover();
  if (recovered) console.log(`Build: ${recovered}.`);
  const times: [string, number][] = [];
  // The merge renders nothing: it needs the stories checked, not their pictures (the shards have them).
  const prepareArguments = merge ? ['--content-only'] : shard ? ['--shard', `${shard.index}/${shard.count}`] : [];
  times.push(['prepare', run('prepare-content', nodeCommand('scripts/pipeline/prepare-content.ts', ...prepareArguments))]);
  times.push(['plan', run('plan-build', nodeCommand('scripts/pipeline/plan-build.ts', ...planArguments))]);
  const plan = readPlan()?.plan;
  const incremental = plan?.full === false;
  if (options['plan-only']) {
    // For CI (.github/workflows/pages.yml): one line to choose between an incremental publish and shards.
    fs.rmSync(buildFiles.plan, { force: true });
    console.log(`Build: plan only: ${incremental ? 'incremental' : 'full'}.`);
    return;
  }
  if (merge) {
    const started = Date.now();
    console.log(`Build: merge of ${positionals.join(', ')}…`);
    const { files, shared } = await mergeShards(positionals, buildFiles.site);
    console.log(`Build: ${files} files from ${positionals.length} shards, ${shared} of them the same in several.`);
    times.push(['merge', Date.now() - started]);
  } else times.push(['next build', await nextBuild((command, env) => run('next build', command, env))]);
  times.push([
    'finish-export',
    run('finish-export', nodeCommand('scripts/pipeline/finish-export.ts', ...(merge ? ['--merged'] : []))),
  ]);
  // The fault test (scripts/tools/check-builds.ts) kills the build here, just before its last step.
  if (process.env.BUILD_PAUSE_BEFORE_PUBLISH === '1') {
    console.log('Build: paused before publish.');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);
  }
  const started = Date.now();
  console.log('Build: publish…');
  const target = publish({ preview, shard });
  times.push(['publish', Date.now() - started]);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  const kind = preview
    ? 'preview'
    : shard
      ? `shard ${shard.index} of ${shard.count}`
      : merge
        ? 'merged'
        : incremental
          ? 'incremental'
          : 'full';
  console.log(
    `Build: ${kind}, ${seconds(total)} (${times.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}); ${target}/ is the new site.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
