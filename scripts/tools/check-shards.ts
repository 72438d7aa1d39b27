/**
 * `npm run test:shards`: a build split across machines equals one build. Run after `npm run build`
 * (npm test does): its `out/` is the single build of the sample site.
 *
 * 1. The sample site, built in 3 shards (`npm run build -- --shard K/3`) and merged
 *    (`npm run build:merge`), must equal that single build, file for file.
 * 2. A generated archive of 200 stories (eight search bundles), built once whole and once in 3
 *    shards and merged, likewise.
 * 3. A shard whose `_next/` differs from the others' is refused by the merge, with a message.
 * 4. A publish on CI: a fresh checkout of this tree, given the state folders a CI cache restores
 *    (the content store and manifest, the image cache, the previous `out/`), with one story added,
 *    builds incrementally and equals a cold build of the same stories.
 *
 * The sample site's `out/` and the build's state are put back at the end; everything else it
 * writes goes under .tmp/check-shards/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateArchive } from './archive/generate';
import { differing, treeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'check-shards');
const STATE = path.join('.next', 'cache', 'pacific-ledger');
const SHARDS = 3;
/** npm test type-checks the code once, before any build (`npm run typecheck`). */
const base = { ...process.env, TYPECHECKED: '1' };

function npm(args: string[], env: NodeJS.ProcessEnv, cwd = '.'): string {
  try {
    return execFileSync('npm', ['run', '--silent', ...args], { env, cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${args.join(' ')} failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')}`);
  }
}

const copy = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};

/** Builds the site in shards, merges them into `out/`, and returns how `out/` differs from `single`. */
async function shardedAgainst(single: string, env: NodeJS.ProcessEnv): Promise<{ seconds: number[]; diff: string[] }> {
  const seconds: number[] = [];
  const shards: string[] = [];
  for (let index = 1; index <= SHARDS; index += 1) {
    const started = Date.now();
    npm(['build', '--', '--shard', `${index}/${SHARDS}`], env);
    seconds.push((Date.now() - started) / 1000);
    shards.push(path.join(WORK, `shard-${index}`));
    fs.rmSync(shards.at(-1)!, { recursive: true, force: true });
    fs.renameSync(`out-shard-${index}`, shards.at(-1)!);
  }
  const started = Date.now();
  npm(['build:merge', '--', ...shards], env);
  seconds.push((Date.now() - started) / 1000);
  const diff = await treeDiff(single, 'out');
  return { seconds, diff: [...diff.changed, ...diff.added.map((f) => `+${f}`), ...diff.removed.map((f) => `-${f}`)] };
}

const report = (name: string, { seconds, diff }: { seconds: number[]; diff: string[] }, failures: string[]) => {
  const shardTimes = seconds.slice(0, -1).map((s) => `${s.toFixed(1)} s`);
  console.log(
    `${name}: ${SHARDS} shards (${shardTimes.join(', ')}), merge ${seconds.at(-1)!.toFixed(1)} s; ` +
      `merged against single build: ${diff.length} files differ.`,
  );
  if (diff.length > 0) failures.push(`${name}: the merged site differs from a single build: ${diff.slice(0, 10).join('; ')}`);
};

async function main() {
  if (!fs.existsSync(path.join('out', 'index.html')))
    throw new Error('Run npm run build first: its out/ is the single build to compare with.');
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  const sample = path.join(WORK, 'sample-single');
  const sampleState = path.join(WORK, 'sample-state');
  copy('out', sample);
  copy(STATE, sampleState);
  const failures: string[] = [];
  try {
    // 1. The sample site.
    report('sample site', await shardedAgainst(sample, base), failures);

    // 4. A publish on CI, from the sample site's state.
    failures.push(...(await ciPublish(sampleState)));

    // 2. A generated archive.
    const archive = await generateArchive({ dir: path.join(WORK, 'archive'), count: 200 });
    const archiveEnv = { ...base, ARTICLES_DIR: archive.articlesDir, IMAGES_DIR: archive.imagesDir, SEARCH_BUNDLE_SIZE: '25' };
    npm(['build', '--', '--full'], archiveEnv);
    const archiveSingle = path.join(WORK, 'archive-single');
    copy('out', archiveSingle);
    report('archive of 200 stories', await shardedAgainst(archiveSingle, archiveEnv), failures);

    // 3. A shard built from other code: one byte of a script changed.
    const chunks = path.join(WORK, 'shard-2', '_next', 'static', 'chunks');
    const chunk = path.join(
      chunks,
      fs.readdirSync(chunks).find((name) => name.endsWith('.js'))!,
    );
    fs.appendFileSync(chunk, ' ');
    try {
      npm(['build:merge', '--', ...[1, 2, 3].map((index) => path.join(WORK, `shard-${index}`))], archiveEnv);
      failures.push('a shard with a different _next/ was merged');
    } catch (error) {
      const refused = /shard-2's _next\/ differs from .*shard-1's/.test((error as Error).message);
      console.log(`a shard with a different _next/: ${refused ? 'refused by the merge' : 'failed otherwise'}.`);
      if (!refused)
        failures.push(`the merge of a shard with a different _next/ failed without saying so: ${(error as Error).message}`);
    }
  } finally {
    fs.rmSync('out', { recursive: true, force: true });
    fs.renameSync(sample, 'out');
    fs.rmSync(STATE, { recursive: true, force: true });
    fs.renameSync(sampleState, STATE);
    fs.rmSync(WORK, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nThe check failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else
    console.log(
      '\nEvery sharded build merged into the bytes of a single build; a publish on CI was incremental and equal to a cold build.',
    );
}

/**
 * A fresh checkout (this tree's tracked files, as CI checks out a commit) given the state a CI cache
 * restores, with one story added: its build must be incremental and equal a cold build.
 */
async function ciPublish(state: string): Promise<string[]> {
  const checkout = path.join(WORK, 'checkout');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(file, path.join(checkout, file));
  }
  // Installed as `npm ci` would, without the download: hard links to this tree's packages (Turbopack
  // refuses a node_modules that is a link out of the project).
  execFileSync('cp', ['-al', 'node_modules', path.join(checkout, 'node_modules')]);
  // What the workflow's cache restores: the build's state, the image cache, Turbopack's cache and the previous site.
  copy(state, path.join(checkout, STATE));
  copy(path.join('.next', 'cache', 'turbopack'), path.join(checkout, '.next', 'cache', 'turbopack'));
  copy(path.join('.cache', 'images'), path.join(checkout, '.cache', 'images'));
  copy(path.join(WORK, 'sample-single'), path.join(checkout, 'out'));
  const articles = path.join(checkout, 'data', 'articles');
  const source = fs.readFileSync(path.join(articles, 'sierra-snowpack-water-outlook.md'), 'utf8');
  fs.writeFileSync(
    path.join(articles, 'ci-publish-check.md'),
    source.replace(/^slug: .*$/m, 'slug: "ci-publish-check"').replace(/^title: .*$/m, 'title: "A Story Published From CI"'),
  );
  const env = { ...base, BUILD_TIME: '2026-11-26T12:00:00Z' };
  const started = Date.now();
  const output = npm(['build'], env, checkout);
  const seconds = (Date.now() - started) / 1000;
  const plan = /^Build plan: (.*?)\.?$/m.exec(output)?.[1] ?? '(no plan printed)';
  const incremental = path.join(WORK, 'ci-incremental');
  copy(path.join(checkout, 'out'), incremental);
  npm(['build', '--', '--full'], env, checkout);
  const diff = await treeDiff(path.join(checkout, 'out'), incremental);
  console.log(`a publish on CI: ${plan} in ${seconds.toFixed(1)} s; against a cold build: ${differing(diff)} files differ.`);
  const failures: string[] = [];
  if (!plan.startsWith('incremental')) failures.push(`a publish on CI was not incremental: ${plan}`);
  if (differing(diff) > 0)
    failures.push(
      `a publish on CI differs from a cold build: ${[...diff.changed, ...diff.added, ...diff.removed].slice(0, 10).join('; ')}`,
    );
  return failures;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
