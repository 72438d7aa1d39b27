/**
 * `npm run test:builds`, after `npm run build` (npm test runs it there): proves that a build only
 * moves forward, that an incremental build gives the bytes of a cold one, and that a build split
 * across machines equals one build. It builds in two checkouts of this tree of its own
 * (`.tmp/check-builds/`), never in this one, which it only reads.
 *
 * 1. On a generated archive (64 stories and 16 Spanish versions of them, four search bundles), served all along by a static file
 *    server pointed at the first checkout's `out/`, the changes a newsroom makes, in three rounds:
 *    add a story, edit a title, move a story to another section, give one another author and delete
 *    one; publish an update of a live story (which must rewrite that story's files and no other page); and last, the
 *    build's moment passes the time of a story scheduled for later, which must then be published, and
 *    the end of the live coverage and of the breaking-news banner. In each round:
 *    - the incremental build is killed (SIGKILL, the whole process group), again and again, at points
 *      of its own: in all, during the content check, during `next build`, during the pages pass,
 *      during the search index and just before the last step. After each kill `out/` must be the
 *      previous whole site (every file's bytes unchanged), and the server must answer 200 for every
 *      page of it;
 *    - `npm run build` runs again, picks up from `out/`, and must build incrementally, rendering only:
 *      the last killed build stopped after its `next build` ended well, so `.next/` holds the compile;
 *    - a cold build (`--full`, with nothing of the previous build's but Next.js's own caches and the
 *      pictures' cache) of the same stories, made at the same time in the second checkout, must give
 *      the same `out/`, file for file.
 * 2. That last cold build's archive, built in 3 shards and merged by the commands of the GitHub Pages
 *    workflow's shard and merge jobs (`npm run build -- --shard K/2`, `npm run build:merge`), run as
 *    they are written there, must equal it; a shard whose `_next/` differs is refused by the merge.
 * 3. Meanwhile, a publish on CI: the second checkout made fresh again, given the state folders a CI
 *    cache restores (the content store and manifest, the image cache, the previous `out/`: the sample
 *    site's, from this tree's `npm run build`), with one story added, builds incrementally and equals
 *    a cold build; then, on a crisis day (`siteConfig.liteFrontPage`), each edition's front must be its
 *    text-only front page, linking to the full one at its `front/`.
 *
 * It prints what it did and timed, and removes its checkouts at the end.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { addFields, addUpdate, editField, generateArchive, makeLive, storyFile } from './archive/generate';
import { filingYear } from '../../server/content/load';
import { testArchive } from './archive/test-site';
import { prefixedEditions } from '../../lib/editions';
import { differing, treeDiff, type TreeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'check-builds');
/** The build's own state (server/build-context.ts, the manifest), which a CI cache restores with `out/`. */
const STATE = path.join('.next', 'cache', 'pacific-ledger');
/** Next.js's own caches, keyed by the code, which no change here touches: a cold build keeps them. */
const NEXT_CACHES = [path.join('.next', 'cache', 'turbopack'), path.join('.next', 'cache', '.tsbuildinfo')];
/** The checkout whose builds are killed and made incrementally, and the one of the cold builds beside them. */
const TREE = path.join(WORK, 'checkout');
const COLD_TREE = path.join(WORK, 'cold');
const OUT = path.join(TREE, 'out');
/** The `out/` a build starts from, copied. */
const PREVIOUS = path.join(WORK, 'previous-out');
const PORT = Number(process.env.E2E_PORT_BASE ?? 4391) - 7;
/** Three: a shard then holds none of some route's pages (an edition's text-only stories), as B8 found at three. */
const SHARDS = 3;
/** With a fifth of its stories in Spanish, so that every incremental build of the editions is held to its cold build. */
const archive = { ...testArchive, dir: path.resolve(WORK, 'archive'), translations: { every: 4, lang: 'es' } };
const base = { ...process.env, TYPECHECKED: '1' }; // npm test type-checks the code once (`npm run typecheck`).
const env = {
  ...base,
  ARTICLES_DIR: path.join(archive.dir, 'articles'),
  IMAGES_DIR: path.join(archive.dir, 'images'),
  SEARCH_BUNDLE_SIZE: '25',
  SITE_URL: 'https://news.example.org',
  // Every build is made as at a moment of its own, before the scheduled story's time until the last round.
  BUILD_TIME: '2090-01-01T00:00:00Z',
};
/** A story scheduled for after the first builds' moment, and the moment of the last round, after it. */
const SCHEDULED = { slug: 'scheduled-for-later', publishedDate: '2090-01-01T06:00:00Z', comesDue: '2090-01-01T12:00:00Z' };
/** The live story's coverage and the breaking-news banner end before the last round's moment. */
const LIVE_UNTIL = '2090-01-01T06:00:00Z';

/** Runs `command` with `args` in `cwd`; its output, or an error that ends with the end of it. */
async function run(command: string, args: string[], runEnv: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { env: runEnv, cwd, maxBuffer: 1 << 26 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${args.at(-1)} failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')}`);
  }
}

const npm = (args: string[], runEnv: NodeJS.ProcessEnv, cwd: string) => run('npm', ['run', '--silent', ...args], runEnv, cwd);

const WORKFLOW = path.join('.github', 'workflows', 'pages.yml');

/**
 * The command of the GitHub Pages workflow's step of `job` that runs `what`, its `${{ … }}` expressions
 * filled in from `values`, to run with bash as the job runs it.
 */
function workflowCommand(job: string, what: string, values: Record<string, string> = {}): string {
  const { jobs } = parse(fs.readFileSync(WORKFLOW, 'utf8')) as { jobs: Record<string, { steps: { run?: string }[] }> };
  const command = jobs[job]?.steps.find((step) => step.run?.includes(what))?.run;
  if (!command) throw new Error(`${WORKFLOW}: no step of the ${job} job runs ${what}`);
  return command.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (expression, name: string) => {
    if (!(name in values)) throw new Error(`${WORKFLOW}: the ${job} job's ${expression} has no value here`);
    return values[name];
  });
}

const bash = (command: string, runEnv: NodeJS.ProcessEnv, cwd: string) =>
  run('bash', ['-eo', 'pipefail', '-c', command], runEnv, cwd);

/** Empties `.next/` in `cwd` but for Next.js's own caches. */
function clearPreviousBuild(cwd: string) {
  const keep = new Set([path.dirname(NEXT_CACHES[0]), ...NEXT_CACHES].map((item) => path.join(cwd, item)));
  for (const folder of [path.join(cwd, '.next'), path.join(cwd, '.next', 'cache')].filter((item) => fs.existsSync(item)))
    for (const entry of fs.readdirSync(folder).map((name) => path.join(folder, name)))
      if (!keep.has(entry)) fs.rmSync(entry, { recursive: true, force: true });
}

/** `npm run build` (`--full`: a cold build) in `cwd`: its time and the plan it printed. */
async function build(
  full: boolean,
  runEnv: NodeJS.ProcessEnv = env,
  cwd = TREE,
): Promise<{ seconds: number; plan: string; renderedOnly: boolean }> {
  if (full) clearPreviousBuild(cwd);
  const started = Date.now();
  const output = await npm(['build', ...(full ? ['--', '--full'] : [])], runEnv, cwd);
  const plan = /^Build plan: (.*?)\.?$/m.exec(output)?.[1] ?? '(no plan printed)';
  return { seconds: (Date.now() - started) / 1000, plan, renderedOnly: /next build renders only/.test(output) };
}

/** Where a build is killed: when it prints `line` (a step's start), after `delay` ms. */
interface KillPoint {
  name: string;
  line: RegExp;
  delay?: number;
  env?: Record<string, string>;
}

/** Runs `npm run build` in a process group of its own and kills the whole group with SIGKILL at `point`. */
function buildKilledAt(point: KillPoint): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: TREE,
      env: { ...env, ...point.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (killed || !point.line.test(output)) return;
      killed = true;
      setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), point.delay ?? 0);
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', () => {
      if (!killed) reject(new Error(`the build ended before it could be killed ${point.name}:\n${output}`));
      else if (/^Build: publish…$/m.test(output)) reject(new Error(`the build was killed too late, after "Build: publish…"`));
      else resolve();
    });
  });
}

/** Asks the server for every page of the checkout's `out/` (each `index.html`, by its address); returns those not answered 200. */
async function pagesNotServed(): Promise<string[]> {
  const addresses = fs
    .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'));
  const failed: string[] = [];
  for (const address of addresses) {
    const response = await fetch(`http://127.0.0.1:${PORT}${address}`).catch(() => null);
    if (response?.status !== 200) failed.push(`${address} (${response?.status ?? 'no answer'})`);
    await response?.arrayBuffer();
  }
  return failed;
}

/**
 * The header's links to the other editions (`hreflang`) in every page of the checkout's `out/` that lead
 * to no page of it: a language link must reach a page, never a 404.
 */
function deadLanguageLinks(): string[] {
  const base = new URL(env.SITE_URL).pathname.replace(/\/$/, '');
  const dead: string[] = [];
  for (const file of fs.readdirSync(OUT, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'index.html') continue;
    const html = fs.readFileSync(path.join(OUT, file), 'utf8');
    for (const [, href] of html.matchAll(/<a href="([^"]+)" hrefLang=/g)) {
      const target = href.slice(base.length);
      if (!fs.existsSync(path.join(OUT, target, 'index.html'))) dead.push(`${file} links to ${href}`);
    }
  }
  return dead;
}

/** A static file server pointed at the checkout's `out/`, as `npm start` runs one, for the whole check. */
async function serveOut() {
  const bin = path.join('node_modules', '.bin', 'http-server');
  const server = spawn(bin, [OUT, '-a', '127.0.0.1', '-p', String(PORT), '-c-1', '--silent'], { stdio: 'ignore' });
  process.on('exit', () => server.kill());
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/`).then(
        () => true,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static file server on port ${PORT} did not start`);
}

function copy(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

const files = (diff: TreeDiff) => [...diff.changed, ...diff.added.map((f) => `+${f}`), ...diff.removed.map((f) => `-${f}`)];
const describe = (diff: TreeDiff) => files(diff).slice(0, 10).join('; ');

/** A round of changes, the points its builds are killed at in turn, and what else its published files must show. */
interface Round {
  name: string;
  change: () => unknown;
  kills: KillPoint[];
  check?: (published: TreeDiff) => string[];
}

/**
 * A copy of this tree as a checkout has it (the tracked files, and those git does not ignore), its
 * packages installed as `npm ci` would, without the download (hard links to this tree's: Turbopack
 * refuses a node_modules that is a link out of the project), with Turbopack's and the pictures' caches.
 */
function checkout(dir: string): string {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  for (const file of tracked) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  for (const cache of [NEXT_CACHES[0], path.join('.cache', 'images')])
    if (fs.existsSync(cache)) copy(cache, path.join(dir, cache));
  return dir;
}

async function incrementalRounds(failures: string[]) {
  const { slugs } = await generateArchive(archive);
  const articleFile = (slug: string) => storyFile(env.ARTICLES_DIR, slug);
  const edit = (slug: string, field: string, value: string) => editField(env.ARTICLES_DIR, slug, field, value);
  // Filed in the year of its publication, as the stories are.
  const scheduledFile = path.join(
    env.ARTICLES_DIR,
    filingYear(SCHEDULED.publishedDate)!,
    `${SCHEDULED.slug}${path.extname(articleFile(slugs[5]))}`,
  );
  fs.mkdirSync(path.dirname(scheduledFile), { recursive: true });
  fs.writeFileSync(
    scheduledFile,
    fs
      .readFileSync(articleFile(slugs[5]), 'utf8')
      .replace(/^slug: .*$/m, `slug: "${SCHEDULED.slug}"`)
      .replace(/^publishedDate: .*$/m, `publishedDate: "${SCHEDULED.publishedDate}"`),
  );
  const scheduledPage = path.join(OUT, 'news', SCHEDULED.slug, 'index.html');
  const live = slugs[12];
  makeLive(env.ARTICLES_DIR, live, { updates: 2, coverageEnd: LIVE_UNTIL });
  addFields(env.ARTICLES_DIR, slugs[14], { breakingUntil: LIVE_UNTIL });
  const rounds: Round[] = [
    {
      name: 'add a story, edit a title, move a story to another section, give one another author, delete one',
      change: async () => {
        await generateArchive({ ...archive, count: archive.count + 1, from: archive.count });
        edit(slugs[10], 'title', 'A Headline Rewritten After Publication');
        edit(slugs[20], 'category', 'health');
        edit(slugs[30], 'author', 'rosa-delgado');
        fs.rmSync(articleFile(slugs[40]));
      },
      kills: [
        { name: 'during the content check', line: /^Build: prepare-content…$/m, delay: 1000 },
        { name: 'during next build', line: /Creating an optimized production build/ },
        { name: 'during the pages pass', line: /^Pages…$/m },
      ],
    },
    {
      name: 'publish an update of a live story',
      change: () => addUpdate(env.ARTICLES_DIR, live, 3, 90),
      kills: [{ name: 'during the search index', line: /^Search index…$/m }],
      // The story's own files, the search index and the sitemap, and no other page.
      check: (published) => {
        const changed = [...published.changed, ...published.added, ...published.removed];
        const others = changed.filter(
          (file) => /^(news|category|author|topic)\//.test(file) && !file.startsWith(`news/${live}/`),
        );
        console.log(`  files that changed: ${changed.sort().join(', ')}`);
        return [
          ...(changed.includes(`news/${live}/updates/update-3.json`) && changed.includes(`news/${live}/live.json`)
            ? []
            : ["the new update's file or live.json was not written"]),
          ...(others.length > 0 ? [`other pages changed: ${others.slice(0, 5).join(', ')}`] : []),
        ];
      },
    },
    {
      name: 'a scheduled story comes due, the live coverage and the banner end',
      change: () => {
        if (fs.existsSync(scheduledPage)) throw new Error(`${SCHEDULED.slug} was published before its time`);
        env.BUILD_TIME = SCHEDULED.comesDue;
      },
      kills: [
        {
          name: 'just before the last step',
          line: /^Build: paused before publish\.$/m,
          env: { BUILD_PAUSE_BEFORE_PUBLISH: '1' },
        },
      ],
      check: () => (fs.existsSync(scheduledPage) ? [] : [`${SCHEDULED.slug} was not published after its time`]),
    },
  ];

  const first = await build(true);
  console.log(`Cold build of ${archive.count} stories: ${first.seconds.toFixed(1)} s.`);
  const server = await serveOut();
  copy(OUT, PREVIOUS);
  try {
    for (const { name, change, kills, check } of rounds) {
      await change();
      // The cold build of the same stories, in the second checkout, runs beside the killed builds and the incremental one.
      const coldBuild = build(true, { ...env }, COLD_TREE);
      coldBuild.catch(() => undefined); // awaited below, after the killed builds, which may fail first
      for (const kill of kills) {
        await buildKilledAt(kill);
        const left = await treeDiff(PREVIOUS, OUT);
        if (differing(left) > 0) failures.push(`${name}: killed ${kill.name}, out/ is not the previous site: ${describe(left)}`);
        const notServed = await pagesNotServed();
        if (notServed.length > 0)
          failures.push(
            `${name}: killed ${kill.name}, ${notServed.length} pages not served: ${notServed.slice(0, 5).join(', ')}`,
          );
      }
      const incremental = await build(false);
      const cold = await coldBuild;
      if (!incremental.plan.startsWith('incremental'))
        failures.push(`${name}: the build after the killed ones was not incremental`);
      // The last killed build stopped after its next build ended well: .next/ holds the compile.
      if (!incremental.renderedOnly) failures.push(`${name}: the incremental build compiled again`);
      const published = await treeDiff(PREVIOUS, OUT);
      const diff = await treeDiff(path.join(COLD_TREE, 'out'), OUT);
      console.log(
        `${name}: killed ${kills.map((kill) => kill.name).join(', then ')}, out/ whole and served each time; then ` +
          `incremental ${incremental.seconds.toFixed(1)} s (${incremental.plan}; ${incremental.renderedOnly ? 'rendered only' : 'compiled'}); ` +
          `cold ${cold.seconds.toFixed(1)} s beside it; ` +
          `${differing(published)} files differ from the previous out/ (${(published.bytes / 1024).toFixed(0)} kB); ` +
          `incremental against cold: ${differing(diff)} files differ.`,
      );
      if (differing(diff) > 0) failures.push(`${name}: incremental against cold: ${describe(diff)}`);
      const dead = deadLanguageLinks();
      if (dead.length > 0)
        failures.push(`${name}: ${dead.length} language links lead to no page: ${dead.slice(0, 5).join(', ')}`);
      failures.push(...(check?.(published) ?? []).map((failure) => `${name}: ${failure}`));
      copy(OUT, PREVIOUS);
    }
  } finally {
    server.kill();
  }
}

/**
 * The archive as the last round left it (`out/`, equal to its cold build), in shards and merged by the
 * workflow's commands; then a shard from other code.
 */
async function shards(failures: string[]) {
  const single = path.join(WORK, 'archive-single');
  copy(OUT, single);
  const seconds: string[] = [];
  for (let index = 1; index <= SHARDS; index += 1) {
    const started = Date.now();
    const values = { 'matrix.shard': String(index), 'needs.plan.outputs.count': String(SHARDS) };
    await bash(workflowCommand('shard', '--shard', values), env, TREE);
    seconds.push(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const merge = workflowCommand('merge', 'build:merge');
  const started = Date.now();
  await bash(merge, env, TREE);
  const diff = await treeDiff(single, OUT);
  console.log(
    `the archive in ${SHARDS} shards (${seconds.join(', ')}), merged in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `by the workflow's commands: against the single build, ${differing(diff)} files differ.`,
  );
  if (differing(diff) > 0) failures.push(`the merged site differs from a single build: ${describe(diff)}`);

  // A shard built from other code: one byte of a script changed.
  const chunks = path.join(TREE, `out-shard-${SHARDS}`, '_next', 'static', 'chunks');
  fs.appendFileSync(
    path.join(
      chunks,
      fs.readdirSync(chunks).find((name) => name.endsWith('.js'))!,
    ),
    ' ',
  );
  try {
    await bash(merge, env, TREE);
    failures.push('a shard with a different _next/ was merged');
  } catch (error) {
    const refused = new RegExp(`shard-${SHARDS}'s _next/ differs from .*shard-1's`).test((error as Error).message);
    console.log(`a shard with a different _next/: ${refused ? 'refused by the merge' : 'failed otherwise'}.`);
    if (!refused)
      failures.push(`the merge of a shard with a different _next/ failed without saying so: ${(error as Error).message}`);
  }
}

/**
 * A publish on CI, in `tree` made fresh again but for Next.js's caches and the pictures': given the state
 * a CI cache restores, the sample site's from this tree's `npm run build` (the build's state, `out/`),
 * and one story added, its build must be incremental and equal a cold build.
 */
async function ciPublish(tree: string, failures: string[]) {
  clearPreviousBuild(tree);
  fs.rmSync(path.join(tree, '.tmp'), { recursive: true, force: true });
  for (const item of [STATE, 'out']) copy(item, path.join(tree, item));
  const ciEnv = { ...base, BUILD_TIME: '2026-11-26T12:00:00Z' };
  const articles = path.join(tree, 'data', 'articles', '2025');
  const source = fs.readFileSync(path.join(articles, 'sierra-snowpack-water-outlook.md'), 'utf8');
  fs.writeFileSync(
    path.join(articles, 'ci-publish-check.md'),
    source.replace(/^slug: .*$/m, 'slug: "ci-publish-check"').replace(/^title: .*$/m, 'title: "A Story Published From CI"'),
  );
  const incremental = await build(false, ciEnv, tree);
  const kept = path.join(WORK, 'ci-incremental');
  copy(path.join(tree, 'out'), kept);
  await build(true, ciEnv, tree);
  const diff = await treeDiff(path.join(tree, 'out'), kept);
  console.log(
    `a publish on CI: ${incremental.plan} in ${incremental.seconds.toFixed(1)} s; against a cold build: ${differing(diff)} files differ.`,
  );
  if (!incremental.plan.startsWith('incremental')) failures.push(`a publish on CI was not incremental: ${incremental.plan}`);
  if (differing(diff) > 0) failures.push(`a publish on CI differs from a cold build: ${describe(diff)}`);
}

/**
 * A crisis day (`siteConfig.liteFrontPage` in lib/site.ts), on the sample site as the publish on CI left
 * it in `tree`: each published edition's front is its text-only front page, with no script, linking to
 * its full front page at its `front/`, which the build has too.
 */
async function crisisDay(tree: string, failures: string[]) {
  const site = path.join(tree, 'lib', 'site.ts');
  const setting = 'liteFrontPage: false as boolean';
  const code = fs.readFileSync(site, 'utf8');
  if (!code.includes(setting)) throw new Error(`lib/site.ts no longer says \`${setting}\`: the crisis-day check cannot set it`);
  fs.writeFileSync(site, code.replace(setting, 'liteFrontPage: true as boolean'));
  const built = await build(true, { ...base, BUILD_TIME: '2026-11-26T12:00:00Z' }, tree);
  const out = path.join(tree, 'out');
  const folders = ['', ...prefixedEditions().map(({ id }) => `${id}/`)].filter((folder) => fs.existsSync(path.join(out, folder)));
  const wrong = folders.flatMap((folder) => {
    const read = (file: string) => fs.readFileSync(path.join(out, folder, file), 'utf8');
    if (!fs.existsSync(path.join(out, folder, 'front', 'index.html'))) return [`/${folder}front/ is missing`];
    const front = read('index.html');
    return [
      ...(/<script\b/.test(front) ? [`/${folder} runs a script`] : []),
      ...(front.includes(`href="/${folder}front/"`) ? [] : [`/${folder} does not link to /${folder}front/`]),
      ...(/<script\b/.test(read(path.join('front', 'index.html'))) ? [] : [`/${folder}front/ is not the full front page`]),
    ];
  });
  console.log(
    `a crisis day: ${folders.length} editions' text-only fronts at their own fronts and full fronts at front/, ` +
      `in ${built.seconds.toFixed(1)} s${wrong.length > 0 ? `; wrong: ${wrong.join(', ')}` : ''}.`,
  );
  failures.push(...wrong.map((problem) => `a crisis day: ${problem}`));
}

async function main() {
  if (!fs.existsSync(path.join('out', 'index.html')))
    throw new Error('Run npm run build first: its out/ and state are the publish on CI’s starting point.');
  fs.rmSync(WORK, { recursive: true, force: true });
  const failures: string[] = [];
  try {
    checkout(TREE);
    checkout(COLD_TREE);
    await incrementalRounds(failures);
    // The archive's last round in shards, in the first checkout; a publish on CI of the sample site in the second.
    await Promise.all([shards(failures), ciPublish(COLD_TREE, failures).then(() => crisisDay(COLD_TREE, failures))]);
  } finally {
    fs.rmSync(WORK, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nThe check failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else
    console.log(
      '\nEvery killed build left the previous whole site in out/, served; every incremental build after them gave the bytes ' +
        'of a cold build; the scheduled story came out on time; the shards merged into the single build; a publish on CI was ' +
        "incremental; a crisis day's fronts were text-only, with the full ones at front/.",
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
