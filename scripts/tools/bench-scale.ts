/**
 * `npm run bench:scale -- [--sizes 1000,10000] [--results bench/results/scale.md] [--keep] [--spanish 5]`: how the
 * build grows with the archive. Each size's generated archive, its newest story live, is built cold,
 * then after one story is added, after an older story's title is edited, and after the live story's
 * next update, which a page left open in Chromium shows; then one new photograph is rendered. With
 * `--shards N`, each size is built instead as N shards, one after another, each as on a fresh runner,
 * then merged, and one search is timed on the merged site (`bench/results/scale-shards.md`). What it
 * measures and how to read it: bench/README.md. Everything it writes goes under .tmp/bench-scale/;
 * the worktree's out/, .next/ and public/generated/ are set aside meanwhile and put back at the end.
 * With `--spanish N`, one story in N of each size is a Spanish translation of an English one (generate.ts
 * `translations`): `--spanish 5` makes 10,000 stories 8,000 English and 2,000 Spanish.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addUpdate, editField, generateArchive, makeLive, writePhoto } from './archive/generate';
import { listStoryFiles } from '../../server/content/load';
import { measureExport, type ExportFigures } from './bench-scale/export-figures';
import {
  renderRow,
  renderScaleReport,
  renderShardReport,
  type BuildRow,
  type Machine,
  type PhotoCost,
  type ShardPart,
  type ShardRun,
} from './bench-scale/report';
import { runStage, type StageResult } from './bench-scale/run';
import { coreSpeedMs } from './bench-scale/core-speed';
import { openReader, type Reader } from './bench-scale/reader';
import { onStop, setAside } from './set-aside';
import { nextBuild } from '../pipeline/next-build';
import { nodeCommand } from '../pipeline/node-command';
import { differing, treeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'bench-scale');
/** What a build writes in the worktree: set aside while the benchmark runs, then put back. */
const BUILD_OUTPUTS = ['out', '.next', path.join('public', 'generated')];
const PHOTO = { width: 3000, height: 2000 };
const PHOTO_RUNS = 3;
const LIVE_UPDATE = '1 live update';
/**
 * The topics files (data/topics.json and each other edition's names for them, data/topics.{id}.json), which the
 * benchmark extends with topics of its own while it runs: the content check asks every edition to name every topic.
 */
const TOPICS_FILES = fs
  .readdirSync('data')
  .filter((file) => /^topics(\.[a-z-]+)?\.json$/.test(file))
  .map((file) => path.join('data', file));
/** How many topics a newsroom's archive has beyond the sample's: each story takes one (generate.ts `extraTopics`). */
const EXTRA_TOPICS = Array.from({ length: 200 }, (_, index) => `beat-${String(index + 1).padStart(3, '0')}`);

/**
 * Adds EXTRA_TOPICS to every topics file for the benchmark's builds; returns what puts the files back.
 * A build reads the files as code (they are in the build's code hash), so they stay the same for every build.
 */
function withBenchTopics(): () => void {
  const originals = TOPICS_FILES.map((file) => [file, fs.readFileSync(file, 'utf8')] as const);
  for (const [file, original] of originals) {
    const { topics } = JSON.parse(original) as { topics: { id: string; name: string; description: string }[] };
    const extra = EXTRA_TOPICS.map((id, index) => ({
      id,
      name: `Beat ${index + 1}`,
      description: 'A topic of the scale benchmark: the first of them is the largest, the last the smallest.',
    }));
    fs.writeFileSync(file, `${JSON.stringify({ topics: [...topics, ...extra] }, null, 2)}\n`);
  }
  return () => originals.forEach(([file, original]) => fs.writeFileSync(file, original));
}

/** As scripts/pipeline/index.ts runs them. */
const tsx = (script: string) => nodeCommand(script);
/** The stages of `npm run build` (scripts/pipeline/index.ts), one process each. */
const STAGES = [
  { name: 'prepare', command: tsx('scripts/pipeline/prepare-content.ts') },
  { name: 'plan', command: tsx('scripts/pipeline/plan-build.ts') },
  { name: 'next build', command: [] }, // scripts/pipeline/next-build.ts chooses it, as the build does
  { name: 'finish-export', command: tsx('scripts/pipeline/finish-export.ts') },
  { name: 'publish', command: tsx('scripts/pipeline/publish.ts') },
] as const;

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: process.env.BENCH_SCALE_SIZES ?? '1000,10000' },
      results: { type: 'string' },
      shards: { type: 'string' },
      keep: { type: 'boolean', default: false },
      spanish: { type: 'string' },
    },
  });
  const share = values.spanish === undefined ? null : Number(values.spanish);
  if (share !== null && !(Number.isInteger(share) && share >= 2)) throw new Error(`--spanish: "${values.spanish}"`);
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes: "${values.sizes}"`);
  const shards = values.shards === undefined ? null : Number(values.shards);
  if (shards !== null && !(Number.isInteger(shards) && shards >= 2)) throw new Error(`--shards: "${values.shards}"`);
  const results = values.results ?? path.join('bench', 'results', shards ? 'scale-shards.md' : 'scale.md');
  return { sizes, results, keep: values.keep, shards, spanish: share };
}

/** The stages of `npm run build`, one process each, on the archive `env` names; a full build when `full`. */
async function build(label: string, env: Record<string, string>, full: boolean): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of STAGES) {
    const command = stage.name === 'plan' && full ? [...stage.command, '--full'] : stage.command;
    const log = path.join(WORK, 'logs', `${label}-${stage.name.replace(' ', '-')}.log`);
    results.push(
      await (stage.name === 'next build'
        ? nextBuild((nextCommand, nextEnv) => runStage(nextCommand, { ...env, ...nextEnv }, log))
        : runStage(command, env, log)),
    );
  }
  return results;
}

/** A build's row: its stages, and what they printed of their own timings and work. */
function row(
  articles: number,
  build: string,
  stages: StageResult[],
  figures: ExportFigures,
  changed: BuildRow['changed'],
): BuildRow {
  const prepare = stages[0].output.match(/Content OK: \d+ articles.*?\((\d+) ms\).*\((\d+) ms, \d+ at a time\)/);
  const plan = stages[1].output.match(/incremental, (\d+) of (\d+) story pages/);
  const search = stages[3].output.match(/Search index: (.*) \((\d+) ms\)/);
  return {
    articles,
    build,
    rendered: plan ? `${Number(plan[1]).toLocaleString('en-US')} of ${Number(plan[2]).toLocaleString('en-US')}` : 'all',
    changed,
    stages: stages.map((stage, index) => ({ name: STAGES[index].name, ...stage })),
    contentMs: prepare ? Number(prepare[1]) : null,
    imagesMs: prepare ? Number(prepare[2]) : null,
    searchIndex: search ? { summary: search[1], ms: Number(search[2]), peakRss: stages[3].peakPagefindRss } : null,
    figures,
  };
}

/**
 * Where a size's builds read their stories and cache their pictures, and the moment they are made at:
 * a month after the newest story (or now, if later), so that every story is published, none held back
 * as scheduled, also those added or edited after the first build.
 */
function archiveEnv(dir: string, cache: string, newest: Date): Record<string, string> {
  const moment = new Date(Math.max(Date.now(), newest.getTime() + 30 * 24 * 3_600_000));
  return {
    ARTICLES_DIR: path.join(dir, 'articles'),
    IMAGES_DIR: path.join(dir, 'images'),
    IMAGE_CACHE_DIR: cache,
    BUILD_TIME: moment.toISOString(),
  };
}

/**
 * The generator's options for `size` stories in all, one in `spanish` of them a translation: `count`
 * English stories, every (spanish − 1)-th of which has its Spanish version.
 */
function archiveOf(size: number, spanish: number | null) {
  if (!spanish) return { count: size, extraTopics: EXTRA_TOPICS };
  return {
    count: Math.round((size * (spanish - 1)) / spanish),
    extraTopics: EXTRA_TOPICS,
    translations: { every: spanish - 1, lang: 'es' },
  };
}

async function benchSize(size: number, keep: boolean, spanish: number | null): Promise<BuildRow[]> {
  const dir = path.join(WORK, `archive-${size}`);
  const cache = path.join(WORK, `cache-${size}`);
  const options = archiveOf(size, spanish);
  const archive = await generateArchive({ dir, ...options });
  // The newest story is live, as a newsroom's coverage of the day is: three updates, its fourth the last build.
  const live = archive.slugs.filter((slug) => !archive.versions.includes(slug)).at(-1)!;
  makeLive(archive.articlesDir, live, { updates: 3 });
  const env = archiveEnv(dir, cache, archive.newest);
  const builds = [
    { name: 'cold', before: () => BUILD_OUTPUTS.forEach((item) => fs.rmSync(item, { recursive: true, force: true })) },
    { name: '+1 story', before: () => generateArchive({ dir, ...options, count: options.count + 1, from: options.count }) },
    {
      name: '1 edited',
      before: () =>
        editField(
          archive.articlesDir,
          archive.slugs[Math.floor(archive.slugs.length / 2)],
          'title',
          'A Headline Rewritten After Publication',
        ),
    },
    { name: LIVE_UPDATE, before: () => addUpdate(archive.articlesDir, live, 4, 120) },
  ];
  const rows: BuildRow[] = [];
  const previous = path.join(WORK, 'previous-out');
  let reader: Reader | undefined;
  let showsUpdate: ((id: string) => Promise<number>) | undefined;
  try {
    for (const { name, before } of builds) {
      const full = name === 'cold';
      // What a build changes in out/: the out/ it starts from, copied, against the one it leaves.
      if (!full) fs.cpSync('out', previous, { recursive: true });
      // Written out to disk before the build is timed: the copy's 1.8 GB at 10,000 stories, flushed while
      // the build ran, had its writes wait behind the copy's.
      if (!full) execFileSync('sync');
      const update = await before();
      const label = `${size}-${name.replace(/\W+/g, '')}`;
      const stages = await build(label, env, full);
      const built = Date.now();
      // Watched for from the build's end, and waited for before anything else runs: measuring out/ (1.7 GB
      // compared file by file at 10,000 stories) while the page checked for the update took the cores and
      // the event loop that times it, and added 5-20 s to what a reader waits.
      const shown = typeof update === 'string' ? await showsUpdate?.(update) : undefined;
      const diff = full ? null : await treeDiff(previous, 'out');
      fs.rmSync(previous, { recursive: true, force: true });
      const changed = diff && { files: differing(diff), bytes: diff.bytes };
      const articles = listStoryFiles(archive.articlesDir).files.length;
      const result = row(articles, name, stages, await measureExport('out', archive.slugs[0]), changed);
      if (full) {
        // What one search costs a reader, once per size, and the live story left open on a reader's screen.
        reader = await openReader('out');
        result.search = await reader.search();
        showsUpdate = await reader.openLive(live);
      }
      if (shown && diff) {
        const files = [
          ...diff.changed,
          ...diff.added.map((file) => `${file} (new)`),
          ...diff.removed.map((file) => `${file} (removed)`),
        ];
        result.live = { story: live, onScreenMs: shown - built, files: files.sort() };
      }
      rows.push(result);
      console.log(renderRow(result));
      if (keep) fs.cpSync('out', path.join(WORK, `out-${label}`), { recursive: true });
    }
  } finally {
    await reader?.close();
  }
  for (const item of ['out', cache, ...(keep ? [] : [dir])]) fs.rmSync(item, { recursive: true, force: true });
  return rows;
}

/**
 * A size built as `count` shards, one after another, each as on a fresh runner (no `.next/`, no
 * image cache, no `out/`), with the commands of `.github/workflows/pages.yml`; then merged, and one
 * search timed on the merged site.
 */
async function benchShards(size: number, count: number, keep: boolean): Promise<ShardRun> {
  const dir = path.join(WORK, `archive-${size}`);
  const cache = path.join(WORK, `cache-${size}`);
  const env = archiveEnv(dir, cache, (await generateArchive({ dir, count: size, extraTopics: EXTRA_TOPICS })).newest);
  const freshRunner = () => [...BUILD_OUTPUTS, cache].forEach((item) => fs.rmSync(item, { recursive: true, force: true }));
  /** One part, on a fresh runner: the build's own process, timed, with one core's speed just before. */
  const part = async (name: string, args: string[], log: string): Promise<ShardPart> => {
    freshRunner();
    const coreMs = coreSpeedMs();
    const result = await runStage([...tsx('scripts/pipeline/index.ts'), ...args], env, path.join(WORK, 'logs', log));
    const summary = result.output.match(/^Build: (?:shard|merged).*$/m)?.[0] ?? '–';
    console.log(`${size}: ${summary}`);
    return { ...result, name, summary, coreMs };
  };
  const parts: ShardPart[] = [];
  const folders: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    parts.push(await part(`shard ${index}/${count}`, ['--shard', `${index}/${count}`], `${size}-shard-${index}.log`));
    folders.push(path.join(WORK, `shard-${size}-${index}`));
    fs.rmSync(folders.at(-1)!, { recursive: true, force: true });
    fs.renameSync(`out-shard-${index}`, folders.at(-1)!);
  }
  const merge = await part('merge', ['--merge', ...folders], `${size}-merge.log`);
  const reader = await openReader('out');
  const search = await reader.search().finally(() => reader.close());
  const run: ShardRun = { articles: size, parts, merge, search, coreMsAfter: coreSpeedMs() };
  for (const item of ['out', cache, ...folders, ...(keep ? [] : [dir])]) fs.rmSync(item, { recursive: true, force: true });
  return run;
}

/**
 * What one new photograph costs: a one-story archive whose photo is replaced between runs, so each
 * run renders that photo's outputs and nothing else (the site icon is already cached).
 */
async function photoCost(): Promise<PhotoCost> {
  const dir = path.join(WORK, 'photo');
  const cache = path.join(WORK, 'photo-cache');
  const { imagesDir } = await generateArchive({ dir, count: 1, photoEvery: 1, photoSizes: [PHOTO] });
  const photo = path.join(imagesDir, 'photos', fs.readdirSync(path.join(imagesDir, 'photos'))[0]);
  const env = { ARTICLES_DIR: path.join(dir, 'articles'), IMAGES_DIR: imagesDir, IMAGE_CACHE_DIR: cache };
  const runs: PhotoCost['runs'] = [];
  for (let run = 0; run <= PHOTO_RUNS; run += 1) {
    await writePhoto(photo, PHOTO.width, PHOTO.height, 1000 + run);
    const result = await runStage(STAGES[0].command, env, path.join(WORK, 'logs', `photo-${run}.log`));
    const match = result.output.match(/(\d+) rendered.*\((\d+) ms, \d+ at a time\)/);
    if (!match) throw new Error(`prepare-content said:\n${result.output}`);
    // The first run also renders the site icon; the rest render the new photo only.
    if (run > 0) runs.push({ ms: Number(match[2]), outputs: Number(match[1]), cpuSeconds: result.cpuSeconds });
  }
  const bytes = fs.statSync(photo).size;
  for (const item of [dir, cache]) fs.rmSync(item, { recursive: true, force: true });
  return { ...PHOTO, bytes, runs };
}

function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: os.totalmem() / 2 ** 30,
    node: process.version,
    next: JSON.parse(fs.readFileSync(path.join('node_modules', 'next', 'package.json'), 'utf8')).version,
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    date: new Date().toISOString(),
    loadBefore: os.loadavg(),
    loadAfter: [],
    coreMsBefore: coreSpeedMs(),
    coreMsAfter: null,
  };
}

async function main() {
  const { sizes, results, keep, shards, spanish } = options();
  const facts = machine();
  const restore = setAside(BUILD_OUTPUTS, WORK);
  const restoreTopics = withBenchTopics();
  onStop(restoreTopics);
  const rows: BuildRow[] = [];
  const runs: ShardRun[] = [];
  let photo: PhotoCost | null = null;
  try {
    for (const size of [...sizes].sort((a, b) => a - b))
      if (shards) runs.push(await benchShards(size, shards, keep));
      else rows.push(...(await benchSize(size, keep, spanish)));
    if (!shards) photo = await photoCost();
  } finally {
    restoreTopics();
    restore();
  }
  facts.loadAfter = os.loadavg();
  facts.coreMsAfter = coreSpeedMs();
  const report = photo
    ? renderScaleReport({ machine: facts, rows, photo, sizes, spanish })
    : renderShardReport({ machine: facts, runs, shards: shards! });
  fs.mkdirSync(path.dirname(results), { recursive: true });
  fs.writeFileSync(results, report);
  console.log(`\n${report}\nWritten to ${results}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
