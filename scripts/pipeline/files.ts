import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_STORE_VARIABLE } from '../../server/content/store';
import { RENDER_ONLY_VARIABLE } from '../../server/page-inputs';
import { MANIFEST_VERSION, type BuildManifest, type BuildPlan } from './plan';

/**
 * Where the build keeps what it hands from one step to the next. The manifest of the last
 * finished build lives in `.next/cache/`, beside Next's own cache, so removing `.next/` makes the
 * next build a full one.
 */
export const buildFiles = {
  manifest: path.join('.next', 'cache', 'pacific-ledger', 'build-manifest.json'),
  contentStore: path.join('.next', 'cache', 'pacific-ledger', 'content'),
  plan: path.join('.tmp', 'build', 'plan.json'),
  renderOnly: path.join('.tmp', 'build', 'render-only.json'),
  previousOut: path.join('.tmp', 'build', 'previous-out'),
  /** What finish-export.ts sets aside of the previous `out/` besides its pages: its search bundles, to reuse. */
  previousRest: path.join('.tmp', 'build', 'previous-rest'),
  /** Where the previous `next build`'s rendered pages go to be deleted in the background. */
  staleRender: path.join('.tmp', 'stale-render'),
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

/** Where prepare-content.ts writes the checked stories: where the build says, or beside Next's cache. */
export const contentStore = () => path.resolve(process.env[CONTENT_STORE_VARIABLE] ?? buildFiles.contentStore);

/** What every step after prepare-content.ts runs with: the checked stories, read from the content store. */
export function stageEnvironment(): Record<string, string> {
  return { [CONTENT_STORE_VARIABLE]: contentStore() };
}

/** What `next build` runs with after plan-build.ts: the content store and, on an incremental plan, the pages to render. */
export function nextBuildEnvironment(): Record<string, string> {
  const plan = readPlan()?.plan;
  return {
    ...stageEnvironment(),
    ...(plan?.full === false && { [RENDER_ONLY_VARIABLE]: path.resolve(buildFiles.renderOnly) }),
  };
}
