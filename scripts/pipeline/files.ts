import fs from 'node:fs';
import path from 'node:path';
import { RENDER_ONLY_VARIABLE } from '../../server/page-inputs';
import { MANIFEST_VERSION, type BuildManifest, type BuildPlan } from './plan';

/**
 * Where the build keeps what it hands from one step to the next. The manifest of the last
 * finished build lives in `.next/cache/`, beside Next's own cache, so removing `.next/` makes the
 * next build a full one.
 */
export const buildFiles = {
  manifest: path.join('.next', 'cache', 'pacific-ledger', 'build-manifest.json'),
  plan: path.join('.tmp', 'build', 'plan.json'),
  renderOnly: path.join('.tmp', 'build', 'render-only.json'),
  previousOut: path.join('.tmp', 'build', 'previous-out'),
};

export interface PlanFile {
  plan: BuildPlan;
  /** What this build is made of: the manifest finish-export writes once it is done. */
  manifest: BuildManifest;
}

export function writeJson(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
}

/** The previous build's manifest, or why there is none to build on. */
export function readManifest(): BuildManifest | string {
  let text: string;
  try {
    text = fs.readFileSync(buildFiles.manifest, 'utf8');
  } catch {
    return 'no previous build to start from';
  }
  try {
    const manifest = JSON.parse(text) as BuildManifest;
    if (manifest.version !== MANIFEST_VERSION) return 'the previous build was made by another version of the build';
    if (typeof manifest.code !== 'string' || typeof manifest.pages !== 'object' || !Array.isArray(manifest.search))
      throw new Error('fields are missing');
    return manifest;
  } catch (error) {
    return `the previous build's manifest is unreadable (${(error as Error).message})`;
  }
}

/** The plan plan-build.ts wrote for this build, or null when the build was run without it. */
export function readPlan(): PlanFile | null {
  return fs.existsSync(buildFiles.plan) ? (JSON.parse(fs.readFileSync(buildFiles.plan, 'utf8')) as PlanFile) : null;
}

/** What `next build` runs with after plan-build.ts: on an incremental plan, the list of pages to render. */
export function nextBuildEnvironment(): Record<string, string> {
  const plan = readPlan()?.plan;
  return plan?.full === false ? { [RENDER_ONLY_VARIABLE]: path.resolve(buildFiles.renderOnly) } : {};
}
