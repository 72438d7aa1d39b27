import fs from 'node:fs/promises';
import path from 'node:path';
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

/**
 * One pass over the export's HTML: each page is read once, put through finishPage, and written once,
 * a few pages in flight so that reading and writing one overlaps transforming another.
 */
export async function finishPages(outDir: string): Promise<FinishedPage[]> {
  const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
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
