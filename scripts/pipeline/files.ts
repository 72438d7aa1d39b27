import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildFiles } from './folders';
import { MANIFEST_VERSION, type BuildManifest, type BuildPlan } from './plan';
import type { Shard } from './shard';

export { buildFiles, OUT_DIR, PREVIEW_OUT_DIR, shardOutDir } from './folders';

export interface PlanFile {
  plan: BuildPlan;
  /**
   * The editions besides the default one that this build publishes (server/articles.ts
   * `publishedEditions`): next.config.ts makes their routes routes only then.
   */
  editions: string[];
  /** A shard's build (`--shard K/N`): its part of the pages and search bundles, no sitemaps and no manifest. */
  shard?: Shard;
  /** The build ID of this build's code and environment (build-id.ts): with `editions`, what its `next build` compiles. */
  buildId: string;
  /** Whether `.next/` holds that compile already, whole: then `next build` only renders (next-build.ts). */
  reuseCompiled: boolean;
}

/** What a `next build` compiled into `.next/`: the code and the environment (build-id.ts), and the editions routed (next.config.ts). */
export interface Compiled {
  buildId: string;
  editions: string[];
}

/** Written whole or not at all: a temporary name, then a rename. */
export function writeJson(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value));
  fs.renameSync(`${file}.tmp`, file);
}

const manifestSchema = z.object({
  version: z.number(),
  code: z.string(),
  environment: z.record(z.string(), z.string()),
  stories: z.record(z.string(), z.string()),
  pages: z.record(z.string(), z.object({ hash: z.string(), stories: z.array(z.string()) })),
  search: z.array(z.string()),
  banner: z.record(z.string(), z.object({ slug: z.string(), title: z.string() }).nullable()),
});

/** The manifest of the site in `out/`, or why there is none to build on. */
export function readManifest(): BuildManifest | string {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(buildFiles.manifest, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return missing
      ? 'no previous build to start from'
      : `the previous build's manifest is unreadable (${(error as Error).message})`;
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success && parsed.data.version !== MANIFEST_VERSION)
    return 'the previous build was made by another version of the build';
  if (!parsed.success) return `the previous build's manifest is unreadable (${z.prettifyError(parsed.error)})`;
  return parsed.data;
}

/** The plan plan-build.ts wrote for this build, or null when the build was run without it. */
export function readPlan(): PlanFile | null {
  return fs.existsSync(buildFiles.plan) ? (JSON.parse(fs.readFileSync(buildFiles.plan, 'utf8')) as PlanFile) : null;
}

/**
 * Moves a folder out of the way at once and deletes it in a process of its own, which outlives the
 * build, at the lowest priority: the 65,000 files a full build leaves in `.next/server/` are deleted
 * while the next build runs, and must not take its cores.
 */
export function removeInBackground(folder: string): void {
  if (!fs.existsSync(folder)) return;
  fs.mkdirSync(buildFiles.trash, { recursive: true });
  fs.renameSync(folder, path.join(buildFiles.trash, `${path.basename(folder)}-${process.pid}-${Date.now()}`));
  const remove = `require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })`;
  const deleter = spawn(process.execPath, ['-e', remove, buildFiles.trash], { detached: true, stdio: 'ignore' });
  try {
    if (deleter.pid) os.setPriority(deleter.pid, os.constants.priority.PRIORITY_LOW);
  } catch {
    // A system that refuses it deletes at the build's own priority.
  }
  deleter.unref();
}
