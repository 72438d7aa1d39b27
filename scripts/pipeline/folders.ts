import path from 'node:path';

/**
 * Every folder and file the build keeps, in one place. `out/` is the site as it is published: a
 * build renders and finishes its pages in a working folder (`site`) and brings them into `out/`
 * in its last step (publish.ts), which a build stopped half-way through finishes.
 *
 * Kept between builds, beside Next's own cache (removing `.next/` makes the next build a full one):
 * the manifest of the site in `out/`, and the content store. Everything of one build alone is
 * under `.tmp/build/`, which a build that stopped half-way leaves for the next to clear.
 */
export const OUT_DIR = 'out';
/** Where a preview build (`--preview`: drafts and scheduled stories shown) goes: never into `out/`. */
export const PREVIEW_OUT_DIR = 'out-preview';
/** Where shard K of a sharded build goes (`--shard K/N`), for the merge to take. */
export const shardOutDir = ({ index }: { index: number }) => `out-shard-${index}`;
const cache = path.join('.next', 'cache', 'pacific-ledger');
const work = path.join('.tmp', 'build');

export const buildFiles = {
  /** What the site in `out/` was built from: the next build compares with it. */
  manifest: path.join(cache, 'build-manifest.json'),
  /** The manifest of the site in `site`, until publish.ts brings both in. */
  pendingManifest: path.join(cache, 'build-manifest.next.json'),
  /** The working folder: `next build` exports into it (next.config.ts `distDir`), then finish-export.ts finishes it. */
  site: path.join(work, 'site'),
  plan: path.join(work, 'plan.json'),
  /**
   * What this build is made of (plan.ts `BuildManifest`), written by the plan beside it and made the
   * pending manifest, by a rename, once the site is finished: 14 MB at 10,000 stories, which no step
   * between needs to read.
   */
  planManifest: path.join(work, 'manifest.json'),
  /** An incremental build's changes to `out/` besides its files (export/changes.ts), until publish.ts begins. */
  pendingChanges: path.join(work, 'changes.json'),
  /** The same, renamed as publish.ts begins to apply them: a build that finds it finishes the publish. */
  publishing: path.join(work, 'publishing.json'),
  /** The previous `out/`, for the moment between the two renames of publish.ts, then deleted. */
  previousOut: path.join(work, 'previous-out'),
  /**
   * What `.next/` holds compiled, whole (next-build.ts): written after a `next build` that ended well,
   * deleted as one starts. Not in `.next/cache/`, which a CI cache restores without the compile.
   */
  compiled: path.join('.next', 'compiled.json'),
  /** Folders being deleted by a process of their own. */
  trash: path.join('.tmp', 'build-trash'),
};
