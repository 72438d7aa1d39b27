import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { pool } from '../pool';
import { addPolicyToHtml } from './csp';
import { deferAppScripts } from './defer-scripts';

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
 * The chain every exported page goes through, in order: the app's scripts move behind one loader
 * that runs after the load event (defer-scripts.ts), then the Content Security Policy hashes the
 * final inline scripts and styles, the loader's included (csp.ts). Last, because the policy must
 * see the HTML as it ships.
 */
export function finishPage(html: string, name: string): { html: string; page: FinishedPage } {
  let deferred: ReturnType<typeof deferAppScripts>;
  try {
    deferred = deferAppScripts(html);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  const secured = addPolicyToHtml(deferred.html, name);
  return {
    html: secured.html,
    page: { name, scripts: deferred.scripts.length, policyBytes: Buffer.byteLength(secured.policy), refused: secured.refused },
  };
}

/** Reads, finishes and writes `files`, a few in flight so that reading and writing one overlaps transforming another. */
export function finishFiles(outDir: string, files: string[]): Promise<FinishedPage[]> {
  return pool(
    files.map((file) => async () => {
      const name = path.relative(outDir, file).split(path.sep).join('/');
      const { html, page } = finishPage(await fs.readFile(file, 'utf8'), name);
      await fs.writeFile(file, html);
      return page;
    }),
    8,
  );
}

/** The fewest pages worth a worker thread of their own. */
export const MIN_PAGES_PER_THREAD = 50;

/**
 * The editor's folder, `editorRoute()` of lib/routes.ts (pages.test.ts holds the two together;
 * written out, as every pages worker loads this module): its page is Decap's, with its own policy
 * and scripts (scripts/pipeline/editor/page.ts), and is not finished. Deferring its scripts and
 * replacing its policy with the site's would stop the editor.
 */
export const EDITOR_FOLDER = 'admin/';

/**
 * One pass over the export's HTML but the editor's: each page is read once, put through finishPage, and written
 * once. The pages are shared among one worker thread per core (pages-worker.ts): parsing and
 * hashing are the cost: 10,850 pages took 35.6 s on one thread, 26.1 s on two.
 */
export async function finishPages(outDir: string, threads = os.availableParallelism()): Promise<FinishedPage[]> {
  const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(outDir, file).split(path.sep).join('/').startsWith(EDITOR_FOLDER))
    .sort();
  // A worker takes about 0.3 s to start: the dozen pages of a publish are finished sooner on this thread.
  const used = Math.min(threads, Math.ceil(files.length / MIN_PAGES_PER_THREAD));
  const shares = Array.from({ length: used }, (_, share) => files.filter((_, index) => index % used === share));
  if (shares.length <= 1) return finishFiles(outDir, files);
  const runs = shares.map((share) => finishInWorker(outDir, share));
  let finished: FinishedPage[];
  try {
    finished = (await Promise.all(runs.map((run) => run.done))).flat();
  } catch (error) {
    // The other workers stop before the pass fails: nothing writes into the export after that.
    await Promise.all(runs.map((run) => run.worker.terminate()));
    throw error;
  }
  const byName = new Map(finished.map((page) => [page.name, page]));
  return files.map((file) => byName.get(path.relative(outDir, file).split(path.sep).join('/'))!);
}

/** Runs finishFiles on a worker thread. The worker loads this TypeScript through tsx, as the build's own scripts are. */
function finishInWorker(outDir: string, files: string[]): { worker: Worker; done: Promise<FinishedPage[]> } {
  // Resolved here: code a worker evaluates resolves modules from the working directory, not from this file.
  const tsx = require.resolve('tsx/cjs/api');
  const workerModule = path.join(__dirname, 'pages-worker.ts');
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(workerModule)});`;
  const worker = new Worker(boot, { eval: true, workerData: { outDir, files } });
  const done = new Promise<FinishedPage[]>((resolve, reject) => {
    worker.once('message', (pages: FinishedPage[]) => {
      if (pages.length === files.length) resolve(pages);
      else reject(new Error(`A pages worker finished ${pages.length} of its ${files.length} pages`));
    });
    worker.once('error', reject);
    // After a message or an error this changes nothing; without either, the worker stopped with its share unfinished.
    worker.once('exit', (code) => reject(new Error(`A pages worker stopped (exit code ${code}) before it finished its pages`)));
  });
  return { worker, done };
}
