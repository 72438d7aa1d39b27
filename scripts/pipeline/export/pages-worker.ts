/**
 * A worker thread of finishPages (pages.ts): finishes its share of the pages and hands back what it
 * did. A page it cannot finish rejects, which ends the thread with that error (pages.ts rejects with it).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { finishFiles } from './pages';

const { outDir, files } = workerData as { outDir: string; files: string[] };
void finishFiles(outDir, files).then((pages) => parentPort!.postMessage(pages));
