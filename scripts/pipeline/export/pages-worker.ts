/** A worker thread of finishPages (pages.ts, through Piscina): finishes its share of the pages. */
import { finishFiles } from './pages';

export default function finishShare({ outDir, files }: { outDir: string; files: string[] }) {
  return finishFiles(outDir, files);
}
