/**
 * The build's third step, `next build`, as the plan (plan-build.ts) chose it. A full build compiles
 * the code and renders every page. An incremental build runs only on the code and environment the
 * previous build was made from (plan.ts `fallbackReason`); when `.next/` still holds that compile,
 * whole, for the same editions, it renders its pages without compiling again: Next.js's
 * `--experimental-build-mode=generate`, the second half of a build split in two, which reads the
 * build ID and the compiled routes from `.next/` (4.5–5.6 s of a one-story publish at 15 to 10,000
 * stories, the same bytes).
 *
 * `.next/compiled.json` (`buildFiles.compiled`) says what `.next/` holds. It is deleted before
 * `next build` starts and written when it ends well: a build stopped in between leaves none, and the
 * next one compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildFiles, readPlan, writeJson, type Compiled } from './files';

/** Whether `.next/` holds `wanted`, whole. */
export function holdsCompile(wanted: Compiled): boolean {
  try {
    const compiled = JSON.parse(fs.readFileSync(buildFiles.compiled, 'utf8')) as unknown;
    const buildId = fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8');
    return isDeepStrictEqual(compiled, wanted) && buildId === wanted.buildId;
  } catch {
    return false;
  }
}

/**
 * Runs `next build` with `run` (the build's own, or a benchmark's that times it): its command and
 * environment for the plan, and the record of what it leaves compiled. An incremental build skips
 * the type check: the previous, full build checked the same code.
 */
export async function nextBuild<T>(run: (command: string[], env: Record<string, string>) => T | Promise<T>): Promise<T> {
  const planFile = readPlan();
  if (!planFile) throw new Error('next build: no plan (run plan-build.ts first).');
  fs.rmSync(buildFiles.compiled, { force: true });
  // The previous build's list of the pages it rendered: Next.js's export reads its list with `require`,
  // and in a build that only renders got the copy read as the build started, not the one it wrote: a
  // page new to this build was rendered but not exported.
  if (planFile.reuseCompiled) fs.rmSync(path.join('.next', 'prerender-manifest.json'), { force: true });
  const result = await run(
    [
      path.join('node_modules', '.bin', 'next'),
      'build',
      ...(planFile.reuseCompiled ? ['--experimental-build-mode=generate'] : []),
    ],
    planFile.plan.full ? {} : { TYPECHECKED: '1' },
  );
  const compiled: Compiled = { buildId: planFile.buildId, editions: planFile.editions };
  writeJson(buildFiles.compiled, compiled);
  return result;
}
