/**
 * The step between preparing the content and `next build`: compares what this build is made of
 * with the previous build's manifest and decides, in plan.ts, between a full build and an
 * incremental one. For an incremental build it moves the previous `out/` aside (next build empties
 * `out/`; finish-export.ts lays this build's pages over it) and lists the pages to render.
 *
 *   tsx --conditions=react-server scripts/pipeline/plan-build.ts [--full]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSizeFrom } from '../../server/search-bundles';
import { pageInputs, searchInputs, storyInputs } from '../../server/page-inputs';
import { buildId, codeHash, outputEnvironment } from './build-id';
import { buildFiles, readManifest, writeJson, type PlanFile } from './files';
import { MANIFEST_VERSION, planBuild, type BuildManifest, type BuildPlan } from './plan';

const started = Date.now();
const outDir = 'out';
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

/** A page file of `out/` that a kept page needs, missing: then `out/` is not the build the manifest describes. */
function missingFromOut(keep: string[]): string | null {
  const needed = [path.join('_next', 'static', buildId()), ...keep.map((page) => path.join(page, 'index.html'))];
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
function clearPreviousRender() {
  const rendered = path.join('.next', 'server');
  if (!fs.existsSync(rendered)) return;
  const aside = path.join(buildFiles.staleRender, `${process.pid}-${Date.now()}`);
  fs.mkdirSync(buildFiles.staleRender, { recursive: true });
  fs.renameSync(rendered, aside);
  const remove = `require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', remove, buildFiles.staleRender], { detached: true, stdio: 'ignore' }).unref();
}

const plan = decide();
clearPreviousRender();
// A build that stops half-way must not be built on: the manifest comes back when this one finishes.
fs.rmSync(buildFiles.manifest, { force: true });
fs.rmSync(buildFiles.previousOut, { recursive: true, force: true });
fs.rmSync(buildFiles.renderOnly, { force: true });
const total = Object.keys(pages).length;
const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (plan.full) {
  console.log(`Build plan: a full build, because ${plan.reason} (${total} story pages; planned in ${seconds}).`);
} else {
  fs.mkdirSync(path.dirname(buildFiles.previousOut), { recursive: true });
  if (fs.existsSync(outDir)) fs.renameSync(outDir, buildFiles.previousOut);
  writeJson(
    buildFiles.renderOnly,
    plan.render.map((page) => page.path),
  );
  const removed = plan.remove.length > 0 ? `, ${plan.remove.length} removed` : '';
  const bundles = plan.reuseSearch.filter((reuse) => !reuse).length;
  console.log(
    `Build plan: incremental, ${plan.render.length} of ${total} story pages to render${removed}, ` +
      `${plan.keep.length} kept; ${bundles} of ${plan.reuseSearch.length} search bundles to index (planned in ${seconds}).`,
  );
  for (const page of plan.render) console.log(`  render ${page.path}: ${page.reason}`);
  for (const page of plan.remove) console.log(`  remove ${page}`);
}
const planFile: PlanFile = { plan, manifest: current };
writeJson(buildFiles.plan, planFile);
