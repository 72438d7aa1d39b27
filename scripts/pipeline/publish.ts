/**
 * The build's last step, and what every build does first. `out/` only moves forward: the new site
 * is finished in the working folder (folders.ts `site`), with its manifest beside the current one,
 * and comes into `out/` here; then its manifest takes the old one's place. A build killed anywhere
 * before leaves `out/` and its manifest as they were; one killed during the publish is finished by
 * the next build's `recover()`, which sees from the folders where the last one stopped.
 *
 * A full build's site comes in whole, in two renames: the previous site going out and the new one in.
 * An incremental build's working folder holds only what it wrote (export/changes.ts): each of its
 * files is renamed into `out/`, the new files first, then those it replaces, and last the files the
 * new site no longer has are removed, so that no page links to one not yet there. Each rename replaces
 * one file whole, and the publish is a journal (folders.ts `publishing`) until it is done: at 10,000
 * stories it moves 40 files, where bringing the unchanged pages into a new tree made 25,000 folders.
 *
 * Run alone (`tsx scripts/pipeline/publish.ts`) it publishes: the scale benchmark times it so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFiles, OUT_DIR, PREVIEW_OUT_DIR, removeInBackground, shardOutDir } from './files';
import type { Shard } from './shard';

const exists = (file: string) => fs.existsSync(file);

/**
 * Brings the finished site of the working folder into `out/`, with its manifest; a preview build's
 * into `out-preview/`, without one (it is always a full build, and the manifest stays `out/`'s); a
 * shard's into `out-shard-K/`, without one too.
 */
export function publish({ preview = false, shard }: { preview?: boolean; shard?: Shard } = {}): string {
  // A shard's part has no manifest: the merge writes the whole site's.
  if (!exists(buildFiles.site) || (!shard && !exists(buildFiles.pendingManifest)))
    throw new Error(`Nothing to publish: ${buildFiles.site} and its manifest are not both there.`);
  if (!preview && !shard && exists(buildFiles.pendingChanges)) {
    fs.renameSync(buildFiles.pendingChanges, buildFiles.publishing);
    finishChanges();
    return OUT_DIR;
  }
  const target = shard ? shardOutDir(shard) : preview ? PREVIEW_OUT_DIR : OUT_DIR;
  fs.rmSync(buildFiles.previousOut, { recursive: true, force: true });
  if (exists(target)) fs.renameSync(target, buildFiles.previousOut);
  fs.renameSync(buildFiles.site, target);
  if (preview) fs.rmSync(buildFiles.pendingManifest);
  else if (!shard) fs.renameSync(buildFiles.pendingManifest, buildFiles.manifest);
  removeInBackground(buildFiles.previousOut);
  return target;
}

/** Every file below `dir`, relative to it; none when it is not there. */
const filesIn = (dir: string) =>
  (exists(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/**
 * Brings an incremental build's files into the previous site: each file of `site` renamed into
 * `target`, the new ones first, then those it replaces; then the `stale` files of `target` removed,
 * with the folders they leave empty, as a full build would not make them. Run again after a stop, it
 * does what is left: a file moved is no longer in `site`, and a file removed no longer in `target`.
 */
export function applyChanges(site: string, target: string, stale: string[]): void {
  const files = filesIn(site);
  const added = files.filter((file) => !exists(path.join(target, file)));
  const replaced = files.filter((file) => exists(path.join(target, file)));
  for (const file of [...added, ...replaced]) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.renameSync(path.join(site, file), path.join(target, file));
  }
  for (const file of stale) {
    fs.rmSync(path.join(target, file), { force: true });
    for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
      const full = path.join(target, folder);
      if (!exists(full) || fs.readdirSync(full).length > 0) break;
      fs.rmdirSync(full);
    }
  }
}

/** The publish of an incremental build, from its journal (`publishing`): its changes, then its manifest. */
function finishChanges(): void {
  const { stale } = JSON.parse(fs.readFileSync(buildFiles.publishing, 'utf8')) as { stale: string[] };
  applyChanges(buildFiles.site, OUT_DIR, stale);
  if (exists(buildFiles.pendingManifest)) fs.renameSync(buildFiles.pendingManifest, buildFiles.manifest);
  fs.rmSync(buildFiles.publishing);
  removeInBackground(buildFiles.site);
}

/**
 * Where the previous build stopped, put right: a publish cut between its renames is finished (the
 * new site was whole), and what a build left before publishing is cleared. Returns what it did.
 */
export function recover(): string | null {
  let done: string | null = null;
  // The plan is written before `next build` and removed once the site is finished: a build that
  // stopped during `next build` (the record of its compile, written when it ends well, missing) may
  // have left Next.js's own files half-written (seen once: a truncated JSON file that stopped the next
  // build). Next starts again from a clean `.next/`, keeping Turbopack's cache, which it writes
  // transactionally, and the build's own state, written whole or not at all.
  if (exists(buildFiles.plan)) {
    if (!exists(buildFiles.compiled)) {
      clearNextState();
      done = 'cleared Next.js’s state after a build that stopped during next build';
    }
    fs.rmSync(buildFiles.plan, { force: true });
  }
  // An incremental build's working folder holds only its changes: never a site to put in out/ alone.
  const changesOnly = exists(buildFiles.publishing) || exists(buildFiles.pendingChanges);
  // Without the site they apply to (out/ removed by hand), the changes are cleared below with the rest.
  if (exists(buildFiles.publishing) && exists(OUT_DIR)) {
    finishChanges();
    done = 'finished the previous build’s publish, which stopped half-way';
  }
  if (!changesOnly && !exists(OUT_DIR) && exists(buildFiles.site) && exists(buildFiles.pendingManifest)) {
    fs.renameSync(buildFiles.site, OUT_DIR);
    done = 'finished the previous build’s publish, which stopped between its renames';
  }
  if (!exists(OUT_DIR) && exists(buildFiles.previousOut)) {
    fs.renameSync(buildFiles.previousOut, OUT_DIR);
    done = 'put the previous site back in out/';
  }
  if (exists(buildFiles.pendingManifest) && !exists(buildFiles.site)) {
    fs.renameSync(buildFiles.pendingManifest, buildFiles.manifest);
    done ??= 'took the manifest of the site the previous build published';
  }
  const leftover = [buildFiles.site, buildFiles.previousOut].filter(exists);
  fs.rmSync(buildFiles.pendingManifest, { force: true });
  fs.rmSync(buildFiles.pendingChanges, { force: true });
  fs.rmSync(buildFiles.publishing, { force: true });
  for (const folder of leftover) removeInBackground(folder);
  if (leftover.length > 0) done ??= 'cleared what a build that stopped half-way left';
  return done;
}

/** Empties `.next/` but for Turbopack's cache and the build's own state (folders.ts). */
function clearNextState(): void {
  const kept = new Set([
    path.join('.next', 'cache'),
    path.join('.next', 'cache', 'turbopack'),
    path.dirname(buildFiles.manifest),
  ]);
  for (const dir of ['.next', path.join('.next', 'cache')]) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const entry = path.join(dir, name);
      if (!kept.has(entry)) fs.rmSync(entry, { recursive: true, force: true });
    }
  }
}

if (require.main === module) publish();
