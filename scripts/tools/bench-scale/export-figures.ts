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
  /** Files and bytes under each top-level entry of out/ (a file at the top counts as its own). */
  folders: { name: string; files: number; bytes: number }[];
  /** The folder with the most files directly in it: what a host's per-folder limit meets. */
  busiestFolder: { path: string; files: number };
  /** Files that must not grow with the archive, by site path, in bytes. */
  flat: { file: string; bytes: number }[];
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

/** The pages and files that should weigh the same at any size of the archive. */
const flatFiles = (articleSlug: string) => [
  `${routes.home()}index.html`,
  `${routes.category('tech')}index.html`,
  `${routes.article(articleSlug)}index.html`,
  routes.feed(),
  routes.categoryFeed('tech'),
  routes.sitemap(),
];

/** Counts and sizes of an exported site (built without a base path); `articleSlug` names the article page to weigh. */
export async function measureExport(outDir: string, articleSlug: string): Promise<ExportFigures> {
  const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, relative: path.relative(outDir, file), size: (await fs.stat(file)).size };
      }),
  );
  const largest = (files: typeof sizes) => files.reduce((max, entry) => (entry.size > max.size ? entry : max), files[0]);
  const html = sizes.filter(({ file }) => file.endsWith('.html'));
  const largestHtml = largest(html);

  const folders = new Map<string, { name: string; files: number; bytes: number }>();
  // Entries directly in each folder: its files, and its subfolders too.
  const perFolder = new Map<string, number>();
  const addEntry = (folder: string) => perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  for (const { relative, size } of sizes) {
    const name = relative.split(path.sep)[0];
    const folder = folders.get(name) ?? { name, files: 0, bytes: 0 };
    folders.set(name, { name, files: folder.files + 1, bytes: folder.bytes + size });
    addEntry(path.dirname(relative));
  }
  for (const entry of entries.filter((item) => item.isDirectory())) addEntry(path.relative(outDir, entry.parentPath) || '.');
  const busiest = [...perFolder].reduce((max, entry) => (entry[1] > max[1] ? entry : max));
  const flat = await Promise.all(
    flatFiles(articleSlug).map(async (file) => ({ file, bytes: (await fs.stat(path.join(outDir, file))).size })),
  );
  const sitemapPart = largest(sizes.filter(({ relative }) => /^sitemaps\/\d+\.xml$/.test(relative)));
  if (sitemapPart) flat.push({ file: `/${sitemapPart.relative} (largest part)`, bytes: sitemapPart.size });

  return {
    folders: [...folders.values()].sort((a, b) => b.bytes - a.bytes),
    busiestFolder: { path: `/${busiest[0] === '.' ? '' : `${busiest[0]}/`}`, files: busiest[1] },
    flat,
    htmlPages: html.length,
    files: sizes.length,
    bytes: sizes.reduce((sum, { size }) => sum + size, 0),
    largestHtml: { page: `/${largestHtml.relative}`, raw: largestHtml.size, gzip: gzipSize(await fs.readFile(largestHtml.file)) },
    scripts: await Promise.all(
      [routes.home(), routes.article(articleSlug), routes.category('tech')].map((page) => pageScripts(outDir, page)),
    ),
  };
}
