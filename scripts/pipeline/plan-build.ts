/**
 * The step between preparing the content and `next build`: compares what this build is made of
 * with the manifest of the site in `out/` and decides, in plan.ts, between a full build and an
 * incremental one. It tells the routes which pages to render in the build context
 * (server/build-context.ts); `out/` is only read here (finish-export.ts takes the unchanged pages
 * from it). A shard (`--shard K/N`, shard.ts) is a part of a full build: the pages it renders are
 * the shard's.
 *
 *   tsx --conditions=react-server scripts/pipeline/plan-build.ts [--full] [--shard K/N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedFile, liteCopyOf } from '../../lib/routes';
import { getAllArticles, getBreaking, publishedEditions } from '../../server/articles';
import { editions, storyPath } from '../../lib/editions';
import { bundleSizeFrom, splitIntoBundles } from '../../server/search-bundles';
import { pageInputs, searchInputs, storyInputs } from '../../server/page-inputs';
import { buildId, codeHash, outputEnvironment } from './build-id';
import { readBuildContext, writeBuildContext } from '../../server/build-context';
import { buildFiles, OUT_DIR, readManifest, removeInBackground, writeJson, type PlanFile } from './files';
import { MANIFEST_VERSION, planBuild, type BuildManifest, type BuildPlan } from './plan';
import { holdsCompile } from './next-build';
import { parseShard, shardPages, type Shard } from './shard';

const started = Date.now();
const outDir = OUT_DIR;
const shardArgument = process.argv.indexOf('--shard');
const shard: Shard | undefined = shardArgument === -1 ? undefined : parseShard(process.argv[shardArgument + 1] ?? '');
const bundleSize = bundleSizeFrom(process.env.SEARCH_BUNDLE_SIZE);
const pages = pageInputs();
const stories = storyInputs();
const code = codeHash();
/** The build ID of this code and environment: the folder of its scripts in `out/`, and what `.next/` must hold compiled. */
const id = buildId(code);
const current: BuildManifest = {
  version: MANIFEST_VERSION,
  code,
  environment: outputEnvironment(),
  stories,
  pages,
  search: searchInputs(stories, bundleSize),
  banner: Object.fromEntries(editions.map((edition) => [edition.id, getBreaking(edition)])),
};

/** A page file of `out/` that a kept page needs, missing: then `out/` is not the build the manifest describes. */
function missingFromOut(keep: string[]): string | null {
  const needed = [path.join('_next', 'static', id), ...keep.map(exportedFile)];
  return needed.find((file) => !fs.existsSync(path.join(outDir, file))) ?? null;
}

function decide(): BuildPlan {
  if (shard) return { full: true, reason: `shard ${shard.index} of ${shard.count} of a full build` };
  if (process.argv.includes('--full')) return { full: true, reason: 'asked for with --full' };
  const previous = readManifest();
  if (typeof previous === 'string') return { full: true, reason: previous };
  const plan = planBuild(previous, current);
  if (plan.full) return plan;
  const missing = missingFromOut(plan.keep);
  if (missing) return { full: true, reason: `${outDir}/ is not the previous build's (${missing} is missing)` };
  return plan;
}

const plan = decide();
const total = Object.keys(pages).length;
const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (plan.full) {
  console.log(`Build plan: a full build, because ${plan.reason} (${total} story pages; planned in ${seconds}).`);
} else {
  const removed = plan.remove.length > 0 ? `, ${plan.remove.length} removed` : '';
  const bundles = plan.reuseSearch.filter((reuse) => !reuse).length;
  console.log(
    `Build plan: incremental, ${plan.render.length} of ${total} story pages to render${removed}, ` +
      `${plan.keep.length} kept; ${bundles} of ${plan.reuseSearch.length} search bundles to index (planned in ${seconds}).`,
  );
  for (const page of plan.render) console.log(`  render ${page.path}: ${page.reason}`);
  for (const page of plan.remove) console.log(`  remove ${page}`);
}
/** A shard's story-driven pages: its bundles' stories and the listings whose address hashes to it. */
function pagesOfShard(shard: Shard): string[] {
  // A story's page and its text-only copy, which says what the story's picture weighs: rendered where
  // the picture is.
  const bundleOfStory = new Map<string, number>(
    splitIntoBundles(getAllArticles(), bundleSize).flatMap((bundle, index) =>
      bundle.flatMap((story) => [
        [storyPath(story), index],
        ...(liteCopyOf(storyPath(story)) ? [[liteCopyOf(storyPath(story))!, index] as const] : []),
      ]),
    ),
  );
  return shardPages(shard, Object.keys(pages), (page) => bundleOfStory.get(page));
}

const render = shard ? pagesOfShard(shard) : plan.full ? 'all' : plan.render.map((page) => page.path);
if (shard) console.log(`Build plan: shard ${shard.index} of ${shard.count}, ${render.length} of ${total} story pages to render.`);
writeBuildContext({ ...readBuildContext(), render });
const editionsToPublish = publishedEditions().map(({ id }) => id);
const reuseCompiled = !plan.full && holdsCompile({ buildId: id, editions: editionsToPublish });
/**
 * A `next build` that compiles empties `.next/` (all but its cache) before it starts, one file at a
 * time: after a full build of 10,000 stories that is 65,000 files of pages already copied to `out/`,
 * and took 26 s of a publish. Moved aside here, they are deleted by a process of their own while the
 * build runs. One that renders only (next-build.ts) writes over the pages it renders.
 */
if (reuseCompiled) console.log('Build plan: .next/ holds the compile of this code; next build renders only.');
else removeInBackground(path.join('.next', 'server'));
const planFile: PlanFile = { plan, editions: editionsToPublish, ...(shard && { shard }), buildId: id, reuseCompiled };
// The manifest first: the plan is what says a build is under way (publish.ts `recover`).
if (!shard) writeJson(buildFiles.planManifest, current);
writeJson(buildFiles.plan, planFile);
