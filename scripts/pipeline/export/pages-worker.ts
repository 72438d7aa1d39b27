/** A worker thread of finishPages (pages.ts): finishes its share of the pages and hands back what it did. */
import { parentPort, workerData } from 'node:worker_threads';
import { finishFiles } from './pages';

const { outDir, files } = workerData as { outDir: string; files: string[] };
finishFiles(outDir, files).then(
  (pages) => parentPort!.postMessage(pages),
  (error: unknown) => {
    throw error;
  },
);
