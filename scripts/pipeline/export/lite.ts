import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defaultEdition, inEdition, type Edition } from '../../../lib/editions';
import { liteCopyOf } from '../../../lib/routes';
import { siteConfig } from '../../../lib/site';
import { publishedEditions } from '../../../server/articles';
import { readBuildContext } from '../../../server/build-context';
import { messagesOf } from '../../../server/editions';
import { copiedKinds, liteJob, liteStyle, type LiteJob } from '../../../server/lite';
import { pageKinds, type PageKind } from '../../../server/page-kinds';
import type { LiteWorkerMessage, LiteWorkerSetup } from './lite-worker';

/**
 * The text-only copies (server/lite/): each page of a kind with a `lite` copy, in every published
 * edition, that this build renders (the plan's pages, or all; a kind with nothing to compare on every
 * build), and on a crisis day (`siteConfig.liteFrontPage`) the front page at each edition's front.
 * They run no script, so Next's page pipeline does not draw them: their data is worked out here, where
 * the content is read, and React's static renderer draws them in worker processes (lite-worker.tsx).
 */
/** A text-only page to draw: its kind, its route's parameters, its edition; `front` for the crisis front page. */
interface LitePage {
  kind: PageKind;
  params: object;
  edition: Edition;
  front?: boolean;
}

function litePages(): LitePage[] {
  const { render } = readBuildContext();
  const wanted = render === 'all' ? null : new Set(render);
  return [defaultEdition, ...publishedEditions()].flatMap((edition) =>
    copiedKinds().flatMap((kind) => {
      const pages: LitePage[] = kind
        .pages(edition)
        .filter((params) => !wanted || !kind.shows || wanted.has(liteCopyOf(inEdition(edition, kind.path(params)))!))
        .map((params) => ({ kind, params, edition }));
      if (siteConfig.liteFrontPage && kind === pageKinds.front) pages.push({ kind, params: {}, edition, front: true });
      return pages;
    }),
  );
}

/** Pages a worker is handed at a time: few enough to share the work evenly, enough that messages cost little. */
const BATCH = 100;

/** The fewest pages worth a second worker: one takes about half a second to start (tsx, React DOM). */
const MIN_PAGES_PER_WORKER = 300;

function startWorker(setup: LiteWorkerSetup): Promise<ChildProcess> {
  // Without the server condition that this process runs under, in NODE_OPTIONS or on its command line.
  const options = (process.env.NODE_OPTIONS ?? '').replace(/--conditions[= ]react-server/g, '').trim();
  const worker = fork(path.join(__dirname, 'lite-worker.tsx'), [], {
    execArgv: ['--require', require.resolve('tsx/cjs')],
    env: { ...process.env, NODE_OPTIONS: options },
    serialization: 'advanced',
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve(worker));
    worker.send({ setup } satisfies LiteWorkerMessage);
  });
}

/** Hands one batch to a worker; resolves when its pages are written, with the time the worker spent drawing them. */
function drawBatch(worker: ChildProcess, jobs: LiteJob[]): Promise<{ ms: number }> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`A text-only worker stopped (exit code ${code}).`));
    worker.once('exit', exited);
    worker.once('message', (reply: { ms?: number; error?: string }) => {
      worker.off('exit', exited);
      if (reply.error) reject(new Error(`Drawing a text-only page failed: ${reply.error}`));
      else resolve({ ms: reply.ms ?? 0 });
    });
    worker.send({ jobs } satisfies LiteWorkerMessage);
  });
}

/** What drawing the text-only copies did: how many, in how many processes, and the time one took to draw. */
export interface LiteDrawing {
  pages: number;
  workers: number;
  drawMs: number;
}

/**
 * Starts drawing the build's text-only copies into `outDir`: the worker processes start at once (half a
 * second each, tsx and React DOM), so that they are ready while the build finishes the other pages;
 * `draw()` then hands them the pages and resolves when every copy is written.
 */
export function startLiteDrawing(outDir: string): { draw: () => Promise<LiteDrawing> } {
  const pages = litePages();
  if (pages.length === 0) return { draw: async () => ({ pages: 0, workers: 0, drawMs: 0 }) };
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.floor(pages.length / MIN_PAGES_PER_WORKER)));
  const started = liteStyle().then(({ css, policy }) => {
    const words = Object.fromEntries(
      [defaultEdition, ...publishedEditions()].map((edition) => [edition.id, messagesOf(edition)]),
    ) as LiteWorkerSetup['words'];
    return Promise.all(Array.from({ length: count }, () => startWorker({ outDir, css, policy, words })));
  });
  // A failure to start is the drawing's, reported when it is awaited.
  started.catch(() => undefined);
  return { draw: async () => drawAll(pages, await started) };
}

async function drawAll(pages: LitePage[], workers: ChildProcess[]): Promise<LiteDrawing> {
  // Each batch's documents are worked out when a worker is free for it, so this process reads the
  // content while the workers draw, and holds no more than a batch a worker of them at a time.
  let next = 0;
  const drawn = { pages: 0, ms: 0 };
  const take = () => {
    const batch = pages.slice(next, next + BATCH);
    next += BATCH;
    return batch.map(({ kind, params, edition, front }) => liteJob(kind, params, edition, front));
  };
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let batch = take(); batch.length > 0; batch = take()) {
          const { ms } = await drawBatch(worker, batch);
          drawn.pages += batch.length;
          drawn.ms += ms;
        }
      }),
    );
  } finally {
    for (const worker of workers) worker.kill();
  }
  return { pages: pages.length, workers: workers.length, drawMs: drawn.ms / Math.max(1, drawn.pages) };
}
