/**
 * The step between preparing the content and `next build`: compares what this build is made of
 * with the manifest of the site in `out/` and decides, in plan.ts, between a full build and an
 * incremental one. It tells the routes which pages to render in the build context
 * (server/build-context.ts); `out/` is only read here (finish-export.ts takes the unchanged pages
 * from it).
 *
 *   tsx --conditions=react-server scripts/pipeline/plan-build.ts [--full]
 */
import fs from 'node:fs';
import path from 'node:path';
import { liteCopyOf } from '../../lib/routes';
import { bundleSizeFrom } from '../../server/search-bundles';
import { pageInputs, searchInputs, storyInputs } from '../../server/page-inputs';
import { buildId, codeHash, outputEnvironment } from './build-id';
import { DEFAULT_CONTENT_STORE, writeBuildContext } from '../../server/build-context';
import { buildFiles, OUT_DIR, readManifest, removeInBackground, writeJson, type PlanFile } from './files';
import { MANIFEST_VERSION, planBuild, type BuildManifest, type BuildPlan } from './plan';

const started = Date.now();
const outDir = OUT_DIR;
const pages = pageInputs();
const stories = storyInputs();
const current: BuildManifest = {
  version: MANIFEST_VERSION,
  code: codeHash(),
  environment: outputEnvironment(),
  stories,
  pages,
  search: searchInputs(stories, bundleSizeFrom(process.env.SEARCH_BUNDLE_SIZE)),
};

/**
 * A page file of `out/` that a kept page needs (its own, or its text-only copy's), missing: then
 * `out/` is not the build the manifest describes.
 */
function missingFromOut(keep: string[]): string | null {
  const pages = keep.flatMap((page) => [page, liteCopyOf(page) ?? page]);
  const needed = [path.join('_next', 'static', buildId()), ...pages.map((page) => path.join(page, 'index.html'))];
  return needed.find((file) => !fs.existsSync(path.join(outDir, file))) ?? null;
}

function decide(): BuildPlan {
  if (process.argv.includes('--full')) return { full: true, reason: 'asked for with --full' };
  const previous = readManifest();
  if (typeof previous === 'string') return { full: true, reason: previous };
  const plan = planBuild(previous, current);
  if (plan.full) return plan;
  const missing = missingFromOut(plan.keep);
  if (missing) return { full: true, reason: `${outDir}/ is not the previous build's (${missing} is missing)` };
  return plan;
}

/**
 * `next build` empties `.next/` (all but its cache) before it starts, one file at a time: after a
 * full build of 10,000 stories that is 65,000 files of pages already copied to `out/`, and took 26 s
 * of a publish. Moved aside here, they are deleted by a process of their own while the build runs.
 */
const plan = decide();
removeInBackground(path.join('.next', 'server'));
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
writeBuildContext({ contentStore: DEFAULT_CONTENT_STORE, render: plan.full ? 'all' : plan.render.map((page) => page.path) });
const planFile: PlanFile = { plan, manifest: current };
writeJson(buildFiles.plan, planFile);
