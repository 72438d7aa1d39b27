/**
 * `npm run deploy -- DEST [--from out] [--keep 5]`: publishes a built site to a folder a web server
 * serves, atomically. The server's root is `DEST/current`, a symlink to one release folder:
 *
 * 1. the site is copied into a new `DEST/releases/{id}/` with rsync `--checksum --link-dest`: a file
 *    whose bytes are the live release's is a hard link to it, so only changed files are written.
 *    The build's modification times are not carried over (a build writes every file anew, and rsync
 *    links only files whose times match too): an unchanged file keeps the time it was first published,
 *    so the server's Last-Modified and ETag for it stay the same and caches keep their copy;
 * 2. `DEST/current` is swapped to the new release in one rename, so every request is answered
 *    wholly from the old release or wholly from the new one, never from a half-copied folder;
 * 3. the oldest releases past `--keep` are removed (the previous one stays, for a rollback:
 *    point `current` at it again).
 *
 * It refuses a build whose robots.txt points at localhost (built without SITE_URL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: 'out' }, keep: { type: 'string', default: '5' } },
});
const [destArgument] = positionals;
if (!destArgument) fail('usage: npm run deploy -- DEST [--from out] [--keep 5]');
const dest = path.resolve(destArgument);
const from = path.resolve(values.from);
const keep = Math.max(2, Number(values.keep) || 5);

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

const robots = path.join(from, 'robots.txt');
if (!fs.existsSync(robots)) fail(`${from} holds no built site (no robots.txt): run npm run build first.`);
if (/\/\/(localhost|127\.0\.0\.1)[:/]/.test(fs.readFileSync(robots, 'utf8')))
  fail(`${from} was built for localhost. Build with the public origin: SITE_URL=https://news.example.org npm run build`);

const releases = path.join(dest, 'releases');
const current = path.join(dest, 'current');
fs.mkdirSync(releases, { recursive: true });

// Sortable and unique: the time of the deploy, then a counter should two land in one second.
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
let id = stamp;
for (let n = 2; fs.existsSync(path.join(releases, id)); n++) id = `${stamp}-${n}`;
const release = path.join(releases, id);

const live = fs.existsSync(current) ? fs.realpathSync(current) : null;
const started = performance.now();
const stats = execFileSync(
  'rsync',
  [
    '--recursive',
    '--links',
    '--perms',
    '--checksum',
    '--stats',
    ...(live ? [`--link-dest=${live}`] : []),
    `${from}/`,
    `${release}/`,
  ],
  { encoding: 'utf8' },
);
const stat = (label: string) => Number(new RegExp(`${label}: ([\\d,]+)`).exec(stats)?.[1].replace(/,/g, '') ?? 0);

// A symlink beside the live one, renamed over it: rename(2) replaces it in one step.
const next = path.join(dest, `.current-${id}`);
fs.symlinkSync(path.relative(dest, release), next);
fs.renameSync(next, current);

const old = fs
  .readdirSync(releases)
  .sort()
  .filter((name) => path.join(releases, name) !== release);
for (const name of old.slice(0, Math.max(0, old.length - (keep - 1))))
  fs.rmSync(path.join(releases, name), { recursive: true, force: true });

const written = stat('Number of regular files transferred');
const files = Number(/Number of files: [\d,]+ \(reg: ([\d,]+)/.exec(stats)?.[1].replace(/,/g, '') ?? 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Deployed ${from} to ${current} -> releases/${id} in ${seconds} s: ${written} of ${files} files written ` +
    `(${stat('Total transferred file size')} bytes)` +
    (live ? `, the others hard-linked from releases/${path.basename(live)}.` : ' (the first release).'),
);
