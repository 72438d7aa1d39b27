/** A worker thread of finishPages (pages.ts, through Piscina): finishes its share of the pages. */
import type { SearchScripts } from './early-search';
import { finishFiles } from './pages';

export default function finishShare({ outDir, files, scripts }: { outDir: string; files: string[]; scripts: SearchScripts }) {
  return finishFiles(outDir, files, scripts);
}
