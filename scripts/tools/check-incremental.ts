/**
 * `npm run test:incremental`: proves that an incremental build gives the bytes of a cold one. On a
 * generated archive (64 stories, three search bundles), it makes the changes a newsroom makes, one
 * after the other: add a story, edit a title, move a story to another section, give one another
 * author, delete one. After each, `npm run build` builds incrementally on the previous build; then
 * a cold build (`--full`, with nothing of the previous build's but Next.js's own caches, NEXT_CACHES)
 * of the same stories must give the same `out/`, file for file. It prints, for each change, the
 * pages rendered, both builds' times and the files that changed.
 *
 * The worktree's `out/` and `.next/` are moved aside while it runs and put back after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateArchive } from './archive/generate';
import { testArchive } from './archive/test-site';
import { differing, treeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'check-incremental');
const ASIDE = path.join(WORK, 'worktree');
/** The `out/` an incremental build starts from, copied, and the `out/` it made, moved aside for the cold build. */
const PREVIOUS = path.join(WORK, 'previous-out');
const INCREMENTAL = path.join(WORK, 'incremental-out');
const MOVED = ['out', '.next'];
const archive = { ...testArchive, dir: path.join(WORK, 'archive') };
const env = {
  ...process.env,
  ARTICLES_DIR: path.join(archive.dir, 'articles'),
  IMAGES_DIR: path.join(archive.dir, 'images'),
  SEARCH_BUNDLE_SIZE: '25',
  SITE_URL: 'https://news.example.org',
};

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
  const output = execFileSync('npm', ['run', '--silent', 'build', '--', ...(full ? ['--full'] : [])], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const plan = /^Build plan: (.*?)\.?$/m.exec(output)?.[1] ?? '(no plan printed)';
  return { seconds: (Date.now() - started) / 1000, plan };
}

/** The file of a story of the archive, by slug. */
function storyFile(slug: string): string {
  const dir = env.ARTICLES_DIR;
  const name = fs.readdirSync(dir).find((file) => file.replace(/\.(md|html)$/, '') === slug);
  if (!name) throw new Error(`no story ${slug} in ${dir}`);
  return path.join(dir, name);
}

/** Sets a front-matter field of a story; a value it already has would prove nothing, so that stops the check. */
const editField = (slug: string, field: string, value: string) => {
  const file = storyFile(slug);
  const text = fs.readFileSync(file, 'utf8');
  const line = new RegExp(`^${field}: .*$`, 'm');
  const edited = text.replace(line, `${field}: "${value}"`);
  if (!line.test(text)) throw new Error(`${slug}: no ${field} field`);
  if (edited === text) throw new Error(`${slug}: ${field} is already "${value}"`);
  fs.writeFileSync(file, edited);
};

/** Puts the worktree's `out/` and `.next/` back, once, also after a failure or Ctrl-C. */
function restore() {
  if (!fs.existsSync(ASIDE)) return;
  for (const item of MOVED) {
    fs.rmSync(item, { recursive: true, force: true });
    if (fs.existsSync(path.join(ASIDE, item))) fs.renameSync(path.join(ASIDE, item), item);
  }
  fs.rmSync(WORK, { recursive: true, force: true });
}

async function main() {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(ASIDE, { recursive: true });
  for (const item of MOVED) if (fs.existsSync(item)) fs.renameSync(item, path.join(ASIDE, item));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      restore();
      process.exit(130);
    });
  try {
    const { slugs } = await generateArchive(archive);
    const changes: [string, () => Promise<unknown> | void][] = [
      ['add a story', () => generateArchive({ ...archive, count: archive.count + 1, from: archive.count })],
      ['edit a title', () => editField(slugs[10], 'title', 'A Headline Rewritten After Publication')],
      ['move a story to another section', () => editField(slugs[20], 'category', 'health')],
      ['give a story another author', () => editField(slugs[30], 'author', 'rosa-delgado')],
      ['delete a story', () => fs.rmSync(storyFile(slugs[40]))],
    ];
    const first = build(true);
    console.log(`Cold build of ${archive.count} stories: ${first.seconds.toFixed(1)} s.`);
    const failures: string[] = [];
    for (const [name, change] of changes) {
      for (const dir of [PREVIOUS, INCREMENTAL]) fs.rmSync(dir, { recursive: true, force: true });
      fs.cpSync('out', PREVIOUS, { recursive: true });
      await change();
      const incremental = build(false);
      fs.renameSync('out', INCREMENTAL);
      const published = await treeDiff(PREVIOUS, INCREMENTAL);
      const cold = build(true);
      const diff = await treeDiff('out', INCREMENTAL);
      console.log(
        `${name}: incremental ${incremental.seconds.toFixed(1)} s (${incremental.plan}); cold ${cold.seconds.toFixed(1)} s; ` +
          `${differing(published)} files differ from the previous out/ (${(published.bytes / 1024).toFixed(0)} kB); ` +
          `incremental against cold: ${differing(diff)} files differ.`,
      );
      if (!incremental.plan.startsWith('incremental')) failures.push(`${name}: the build was not incremental`);
      if (differing(diff) > 0)
        failures.push(
          `${name}: ${[...diff.changed.map((file) => `changed ${file}`), ...diff.added.map((file) => `only in the incremental build: ${file}`), ...diff.removed.map((file) => `missing from the incremental build: ${file}`)].slice(0, 10).join('; ')}`,
        );
    }
    if (failures.length > 0) {
      console.error(`\nThe incremental build differs from a cold one:\n${failures.join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery incremental build gave the bytes of a cold build of the same stories.');
  } finally {
    restore();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
