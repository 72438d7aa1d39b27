import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { routes } from '../../../lib/routes';
import { loaderSources } from '../../pipeline/export/defer-scripts';

export interface PageScripts {
  page: string;
  files: number;
  /** Their bytes gzipped at level 9, as e2e/budgets.spec.ts counts them. */
  gzip: number;
}

export interface ExportFigures {
  /** HTML files in out/ (every page, plus 404.html and its twin). */
  htmlPages: number;
  files: number;
  bytes: number;
  largestHtml: { page: string; raw: number; gzip: number };
  scripts: PageScripts[];
}

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/**
 * The scripts an HTML page makes a modern browser fetch: `<script src>` (not `nomodule`), script preloads, and
 * what the loader of scripts/pipeline/export/defer-scripts.ts appends after the first paint.
 */
function scriptsOf(html: string): string[] {
  const found = new Set<string>(loaderSources(html));
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (tag === 'script' && attributes.src && !('nomodule' in attributes)) found.add(attributes.src);
      if (tag === 'link' && /preload/.test(attributes.rel ?? '') && attributes.as === 'script') found.add(attributes.href);
    },
  });
  parser.end(html);
  return [...found];
}

async function pageScripts(outDir: string, page: string): Promise<PageScripts> {
  const html = await fs.readFile(path.join(outDir, page, 'index.html'), 'utf8');
  const sources = scriptsOf(html).filter((src) => src.startsWith('/'));
  const bodies = await Promise.all(sources.map((src) => fs.readFile(path.join(outDir, src.split('?')[0]))));
  return { page, files: sources.length, gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0) };
}

/** Counts and sizes of an exported site (built without a base path); `articleSlug` names the article page to weigh. */
export async function measureExport(outDir: string, articleSlug: string): Promise<ExportFigures> {
  const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => ({ file, size: (await fs.stat(file)).size })));
  const html = sizes.filter(({ file }) => file.endsWith('.html'));
  const largest = html.reduce((max, entry) => (entry.size > max.size ? entry : max), html[0]);
  return {
    htmlPages: html.length,
    files: files.length,
    bytes: sizes.reduce((sum, { size }) => sum + size, 0),
    largestHtml: {
      page: `/${path.relative(outDir, largest.file)}`,
      raw: largest.size,
      gzip: gzipSize(await fs.readFile(largest.file)),
    },
    scripts: await Promise.all(
      [routes.home(), routes.article(articleSlug), routes.category('tech')].map((page) => pageScripts(outDir, page)),
    ),
  };
}
