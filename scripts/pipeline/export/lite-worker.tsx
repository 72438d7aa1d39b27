/**
 * Draws text-only pages with React's static renderer, in a process of its own: started without
 * React's server condition, under which `react-dom/server` is a stub that throws (lite.ts starts it
 * and hands it each page's document as plain data, worked out where the content is read).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiteDocument } from '../../../components/lite/lite-document';
import type { LiteWords } from '../../../components/lite/words';
import { editionOf } from '../../../lib/editions';
import type { LiteJob } from '../../../server/lite';

/** What the worker is told once: where the pages go, the stylesheet and its policy, and each edition's words. */
export interface LiteWorkerSetup {
  outDir: string;
  css: string;
  policy: string;
  words: Record<string, LiteWords>;
}

export type LiteWorkerMessage = { setup: LiteWorkerSetup } | { jobs: LiteJob[] };

let setup: LiteWorkerSetup | undefined;

/** One page's HTML: the same input gives the same bytes. */
function drawLitePage({ document, edition }: LiteJob, { css, policy, words }: LiteWorkerSetup): string {
  const language = { edition: editionOf(edition), words: words[edition] };
  const html = renderToStaticMarkup(<LiteDocument {...document} head={{ ...document.head, css, policy }} language={language} />);
  return `<!DOCTYPE html>${html}`;
}

/** Draws and writes a batch; returns the time the drawing took (React's render, not the writes). */
async function draw(jobs: LiteJob[]): Promise<number> {
  const { outDir } = setup!;
  let ms = 0;
  for (const job of jobs) {
    const file = path.join(outDir, job.file);
    const started = performance.now();
    const html = drawLitePage(job, setup!);
    ms += performance.now() - started;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
  }
  return ms;
}

process.on('message', (message: LiteWorkerMessage) => {
  if ('setup' in message) {
    setup = message.setup;
    process.send!({ ready: true });
    return;
  }
  draw(message.jobs).then(
    (ms) => process.send!({ ms }),
    (error: Error) => process.send!({ error: error.stack ?? error.message }),
  );
});
