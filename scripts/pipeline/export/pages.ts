import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { Piscina } from 'piscina';
import { pool } from '../pool';
import { addPolicyToHtml } from './csp';
import { deferAppScripts } from './defer-scripts';
import { addEarlySearch, type SearchScripts } from './early-search';

/** What finishing one page did. */
export interface FinishedPage {
  /** The page's path inside the export, with forward slashes (`news/x/index.html`). */
  name: string;
  /** How many app scripts its loader starts after the load event (0: a page without the app). */
  scripts: number;
  policyBytes: number;
  /** Inline scripts or styles inside `<main>`, which the policy leaves blocked. */
  refused: number;
}

/**
 * A page that states its policy already is whole: a route made it so (the editor's page,
 * server/editor/page.ts, whose scripts and policy are Decap's), or this pass did. The text-only
 * copies are drawn after this pass, outside Next (lite.ts), and never go through it.
 */
const OWN_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i;

/** Whether a finished page runs any script: one that runs none never asks for its RSC payload (`index.txt`). */
export const runsScripts = (html: string) => /<script\b/i.test(html);

/**
 * The chain every exported page goes through, in order: the app's scripts move behind one loader
 * that runs after the load event (defer-scripts.ts), the search page gets the script that starts
 * its search before them (early-search.ts), then the Content Security Policy hashes the final inline
 * scripts and styles, the loader's and the early script included (csp.ts). Last, because the policy
 * must see the HTML as it ships.
 */
export function finishPage(html: string, name: string, scripts: SearchScripts): { html: string; page: FinishedPage } {
  const own = OWN_POLICY.exec(html);
  if (own) {
    const policy = decodeHTML(own[1]);
    return { html, page: { name, scripts: 0, policyBytes: Buffer.byteLength(policy), refused: 0 } };
  }
  let deferred: ReturnType<typeof deferAppScripts>;
  try {
    deferred = deferAppScripts(html);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  let early: string;
  try {
    early = addEarlySearch(deferred.html, name, scripts);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  const secured = addPolicyToHtml(early, name);
  return {
    html: secured.html,
    page: { name, scripts: deferred.scripts.length, policyBytes: Buffer.byteLength(secured.policy), refused: secured.refused },
  };
}

/** Reads, finishes and writes `files`, a few in flight so that reading and writing one overlaps transforming another. */
export function finishFiles(outDir: string, files: string[], scripts: SearchScripts): Promise<FinishedPage[]> {
  return pool(
    files,
    async (file) => {
      const name = path.relative(outDir, file).split(path.sep).join('/');
      const { html, page } = finishPage(await fs.readFile(file, 'utf8'), name, scripts);
      await fs.writeFile(file, html);
      return page;
    },
    8,
  );
}

/**
 * The fewest pages worth a worker thread of their own: a page takes about 3 ms on one thread, and a
 * worker half a second to start (tsx loads it), so the few dozen pages of a publish are finished
 * sooner here (0.8 s on two threads, 0.2 s on this one, at 10,000 stories).
 */
export const MIN_PAGES_PER_THREAD = 200;

/**
 * One pass over the export's HTML: each page is read once, put through finishPage, and written
 * once. The pages are shared among one worker thread per core (pages-worker.ts, run by Piscina): parsing and
 * hashing are the cost: 10,850 pages took 35.6 s on one thread, 26.1 s on two.
 */
export async function finishPages(
  outDir: string,
  scripts: SearchScripts,
  threads = os.availableParallelism(),
): Promise<FinishedPage[]> {
  const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const used = Math.min(threads, Math.ceil(files.length / MIN_PAGES_PER_THREAD));
  if (used <= 1) return finishFiles(outDir, files, scripts);
  const shares = Array.from({ length: used }, (_, share) => files.filter((_, index) => index % used === share));
  // The worker is TypeScript: each thread loads it through tsx, as the build's own scripts are.
  const execArgv = [...process.execArgv, '--require', require.resolve('tsx/cjs')];
  const workers = new Piscina<{ outDir: string; files: string[]; scripts: SearchScripts }, FinishedPage[]>({
    filename: path.join(__dirname, 'pages-worker.ts'),
    minThreads: used,
    maxThreads: used,
    execArgv,
  });
  let finished: FinishedPage[];
  try {
    finished = (await Promise.all(shares.map((share) => workers.run({ outDir, files: share, scripts })))).flat();
  } finally {
    // On a failure the other workers stop before the pass fails: nothing writes into the export after that.
    await workers.destroy();
  }
  const byName = new Map(finished.map((page) => [page.name, page]));
  return files.map((file) => byName.get(path.relative(outDir, file).split(path.sep).join('/'))!);
}
