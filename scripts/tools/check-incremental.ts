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
import { editField, generateArchive, storyFile } from './archive/generate';
import { testArchive } from './archive/test-site';
import { setAside } from './set-aside';
import { differing, treeDiff } from './tree-diff';

const WORK = path.join('.tmp', 'check-incremental');
/** The `out/` an incremental build starts from, copied, and the `out/` it made, moved aside for the cold build. */
const PREVIOUS = path.join(WORK, 'previous-out');
const INCREMENTAL = path.join(WORK, 'incremental-out');
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

async function main() {
  const restore = setAside(['out', '.next'], WORK);
  try {
    const { slugs, articlesDir } = await generateArchive(archive);
    const changes: [string, () => Promise<unknown> | void][] = [
      ['add a story', () => generateArchive({ ...archive, count: archive.count + 1, from: archive.count })],
      ['edit a title', () => editField(articlesDir, slugs[10], 'title', 'A Headline Rewritten After Publication')],
      ['move a story to another section', () => editField(articlesDir, slugs[20], 'category', 'health')],
      ['give a story another author', () => editField(articlesDir, slugs[30], 'author', 'rosa-delgado')],
      ['delete a story', () => fs.rmSync(storyFile(articlesDir, slugs[40]))],
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
    fs.rmSync(WORK, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
