/**
 * `npm run test:incremental`: proves that a build only moves forward and that an incremental build
 * gives the bytes of a cold one. On a generated archive (64 stories, three search bundles), served
 * all along by a static file server pointed at `out/`, it makes the changes a newsroom makes, one
 * after the other: add a story, edit a title, move a story to another section, give one another
 * author, delete one, publish an update of a live story (which must rewrite that story's files and no
 * other page); and last, the build's moment passes the time of a story scheduled for later, which
 * must then be published, and the end of the live coverage and of the breaking-news banner. For
 * each change:
 *
 * 1. the incremental build is killed (SIGKILL, the whole process group) at a point of its own:
 *    during the content check, during `next build`, during the pages pass, during the search
 *    index, just before the last step (the last change has no kill of its own). Then `out/` must be the previous whole site (every file's
 *    bytes unchanged), and the server must answer 200 for every page of it;
 * 2. `npm run build` runs again, picks up from `out/`, and must build incrementally;
 * 3. a cold build (`--full`, with nothing of the previous build's but Next.js's own caches,
 *    NEXT_CACHES) of the same stories must give the same `out/`, file for file.
 *
 * It prints, for each change, where the build was killed, the pages rendered, both builds' times
 * and the files that changed. The worktree's `out/` and `.next/` are set aside while it runs and
 * put back after.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  addFields,
  addUpdate,
  editField as editArchiveField,
  generateArchive,
  makeLive,
  storyFile as archiveStoryFile,
} from './archive/generate';
import { testArchive } from './archive/test-site';
import { setAside } from './set-aside';
import { differing, treeDiff, type TreeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'check-incremental');
/** The `out/` a build starts from, copied, and the `out/` an incremental build made, kept for the cold build's comparison. */
const PREVIOUS = path.join(WORK, 'previous-out');
const INCREMENTAL = path.join(WORK, 'incremental-out');
const PORT = Number(process.env.E2E_PORT_BASE ?? 4391) - 7;
const archive = { ...testArchive, dir: path.join(WORK, 'archive') };
const env = {
  ...process.env,
  ARTICLES_DIR: path.join(archive.dir, 'articles'),
  IMAGES_DIR: path.join(archive.dir, 'images'),
  SEARCH_BUNDLE_SIZE: '25',
  SITE_URL: 'https://news.example.org',
  // npm test type-checks the code once, before any build (`npm run typecheck`).
  TYPECHECKED: '1',
  // Every build is made as at a moment of its own, before the scheduled story's time until the last change.
  BUILD_TIME: '2090-01-01T00:00:00Z',
};
/** A story scheduled for after the first builds' moment, and the moment of the last change, after it. */
const SCHEDULED = { slug: 'scheduled-for-later', publishedDate: '2090-01-01T06:00:00Z', comesDue: '2090-01-01T12:00:00Z' };
/**
 * The live story's coverage and the breaking-news banner end between the first builds' moment and the
 * last change's: that change closes the one and takes down the other, on every page.
 */
const LIVE_UNTIL = '2090-01-01T06:00:00Z';

/**
 * Next.js's own caches, which a cold build keeps: Turbopack's compiled modules and TypeScript's
 * record of what it checked. They are keyed by the code, which no change here touches, and they
 * take 20 s off each cold build; everything of the site's build (its manifest, its content store,
 * Next.js's output) goes.
 */
const NEXT_CACHES = [path.join('.next', 'cache', 'turbopack'), path.join('.next', 'cache', '.tsbuildinfo')];

/** Empties `.next/` but for Next.js's own caches. */
function clearPreviousBuild() {
  const kept = path.join(WORK, 'next-caches');
  fs.mkdirSync(kept, { recursive: true });
  const moved = NEXT_CACHES.filter((item) => fs.existsSync(item));
  for (const item of moved) fs.renameSync(item, path.join(kept, path.basename(item)));
  fs.rmSync('.next', { recursive: true, force: true });
  for (const item of moved) {
    fs.mkdirSync(path.dirname(item), { recursive: true });
    fs.renameSync(path.join(kept, path.basename(item)), item);
  }
}

function build(full: boolean): { seconds: number; plan: string } {
  if (full) clearPreviousBuild();
  const started = Date.now();
  let output: string;
  try {
    output = execFileSync('npm', ['run', '--silent', 'build', '--', ...(full ? ['--full'] : [])], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    // What the build printed says where it stopped.
    console.error(
      String((error as { stdout?: string }).stdout ?? '')
        .split('\n')
        .slice(-40)
        .join('\n'),
    );
    throw error;
  }
  const plan = /^Build plan: (.*?)\.?$/m.exec(output)?.[1] ?? '(no plan printed)';
  return { seconds: (Date.now() - started) / 1000, plan };
}

/** Where a build is killed: when it prints `line` (a step's start), after `delay` ms. */
interface KillPoint {
  name: string;
  line: RegExp;
  delay?: number;
  env?: Record<string, string>;
}

const KILL_POINTS: KillPoint[] = [
  { name: 'during the content check', line: /^Build: prepare-content…$/m, delay: 1000 },
  { name: 'during next build', line: /Creating an optimized production build/ },
  { name: 'during the pages pass', line: /^Pages…$/m },
  { name: 'during the search index', line: /^(?:Unchanged pages and s|S)earch index…$/m },
  { name: 'just before the last step', line: /^Build: paused before publish\.$/m, env: { BUILD_PAUSE_BEFORE_PUBLISH: '1' } },
];

/** Runs `npm run build` in a process group of its own and kills the whole group with SIGKILL at `point`. */
function buildKilledAt(point: KillPoint): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      env: { ...env, ...point.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(-child.pid!, 'SIGKILL');
    };
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (!killed && point.line.test(output)) setTimeout(kill, point.delay ?? 0);
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

/** A static file server pointed at `out/`, as `npm start` runs one, for the whole check. */
function serveOut() {
  const server = spawn(
    path.join('node_modules', '.bin', 'http-server'),
    ['out', '-a', '127.0.0.1', '-p', String(PORT), '-c-1', '--silent'],
    {
      stdio: 'ignore',
    },
  );
  return { stop: () => server.kill() };
}

/** Asks the server for every page of `out/` (each `index.html`, by its address); returns those not answered 200. */
async function pagesNotServed(): Promise<string[]> {
  const addresses = fs
    .readdirSync('out', { recursive: true, encoding: 'utf8' })
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

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static file server on port ${PORT} did not start`);
}

const storyFile = (slug: string) => archiveStoryFile(env.ARTICLES_DIR, slug);
const editField = (slug: string, field: string, value: string) => editArchiveField(env.ARTICLES_DIR, slug, field, value);

/** Keeps a copy of `out/` as it is now. */
function copyOut(to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync('out', to, { recursive: true });
}

const describe = (diff: TreeDiff) =>
  [
    ...diff.changed.map((file) => `changed ${file}`),
    ...diff.added.map((file) => `added ${file}`),
    ...diff.removed.map((file) => `missing ${file}`),
  ]
    .slice(0, 10)
    .join('; ');

async function main() {
  const restore = setAside(['out', '.next'], WORK);
  const server = serveOut();
  process.on('exit', () => server.stop());
  try {
    const { slugs } = await generateArchive(archive);
    fs.writeFileSync(
      path.join(env.ARTICLES_DIR, `${SCHEDULED.slug}${path.extname(storyFile(slugs[5]))}`),
      fs
        .readFileSync(storyFile(slugs[5]), 'utf8')
        .replace(/^slug: .*$/m, `slug: "${SCHEDULED.slug}"`)
        .replace(/^publishedDate: .*$/m, `publishedDate: "${SCHEDULED.publishedDate}"`),
    );
    const scheduledPage = path.join('out', 'news', SCHEDULED.slug, 'index.html');
    const live = slugs[12];
    makeLive(env.ARTICLES_DIR, live, { updates: 2, coverageEnd: LIVE_UNTIL });
    addFields(env.ARTICLES_DIR, slugs[14], { breakingUntil: LIVE_UNTIL });
    const changes: [string, () => Promise<unknown> | void][] = [
      ['add a story', () => generateArchive({ ...archive, count: archive.count + 1, from: archive.count })],
      ['edit a title', () => editField(slugs[10], 'title', 'A Headline Rewritten After Publication')],
      ['move a story to another section', () => editField(slugs[20], 'category', 'health')],
      ['give a story another author', () => editField(slugs[30], 'author', 'rosa-delgado')],
      ['delete a story', () => fs.rmSync(storyFile(slugs[40]))],
      ['publish an update of a live story', () => addUpdate(env.ARTICLES_DIR, live, 3, 90)],
      [
        'a scheduled story comes due',
        () => {
          if (fs.existsSync(scheduledPage)) throw new Error(`${SCHEDULED.slug} was published before its time`);
          env.BUILD_TIME = SCHEDULED.comesDue;
        },
      ],
    ];
    const first = build(true);
    console.log(`Cold build of ${archive.count} stories: ${first.seconds.toFixed(1)} s.`);
    await waitForServer();
    copyOut(PREVIOUS);
    const failures: string[] = [];
    for (const [index, [name, change]] of changes.entries()) {
      await change();
      const point: KillPoint | undefined = KILL_POINTS[index];
      if (point) {
        await buildKilledAt(point);
        const left = await treeDiff(PREVIOUS, 'out');
        const notServed = await pagesNotServed();
        if (differing(left) > 0) failures.push(`${name}: killed ${point.name}, out/ is not the previous site: ${describe(left)}`);
        if (notServed.length > 0)
          failures.push(
            `${name}: killed ${point.name}, ${notServed.length} pages not served: ${notServed.slice(0, 5).join(', ')}`,
          );
      }
      const incremental = build(false);
      copyOut(INCREMENTAL);
      const published = await treeDiff(PREVIOUS, INCREMENTAL);
      const cold = build(true);
      const diff = await treeDiff('out', INCREMENTAL);
      console.log(
        `${name}: ${point ? `killed ${point.name}, out/ whole and served; then ` : ''}incremental ` +
          `${incremental.seconds.toFixed(1)} s (${incremental.plan}); cold ${cold.seconds.toFixed(1)} s; ` +
          `${differing(published)} files differ from the previous out/ (${(published.bytes / 1024).toFixed(0)} kB); ` +
          `incremental against cold: ${differing(diff)} files differ.`,
      );
      if (!incremental.plan.startsWith('incremental'))
        failures.push(`${name}: the build after the killed one was not incremental`);
      if (differing(diff) > 0) failures.push(`${name}: incremental against cold: ${describe(diff)}`);
      if (name === 'publish an update of a live story') {
        // The story's own files, the search index and the sitemap, and no other page.
        const files = [...published.changed, ...published.added, ...published.removed];
        const others = files.filter((file) => /^(news|category|author)\//.test(file) && !file.startsWith(`news/${live}/`));
        if (!files.includes(`news/${live}/updates/update-3.json`) || !files.includes(`news/${live}/live.json`))
          failures.push(`${name}: the new update's file or live.json was not written`);
        if (others.length > 0) failures.push(`${name}: other pages changed: ${others.slice(0, 5).join(', ')}`);
        console.log(`  files that changed: ${files.sort().join(', ')}`);
      }
      if (name === 'a scheduled story comes due' && !fs.existsSync(scheduledPage))
        failures.push(`${name}: ${SCHEDULED.slug} was not published after its time`);
      copyOut(PREVIOUS);
    }
    if (failures.length > 0) {
      console.error(`\nThe check failed:\n${failures.join('\n')}`);
      process.exitCode = 1;
    } else
      console.log(
        '\nEvery killed build left the previous whole site in out/, served; every incremental build after it gave the bytes of a cold build; the scheduled story came out on time.',
      );
  } finally {
    server.stop();
    restore();
    fs.rmSync(WORK, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
