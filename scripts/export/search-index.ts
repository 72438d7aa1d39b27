import fs from 'node:fs/promises';
import path from 'node:path';
import { routes } from '../../lib/site';

/** Pagefind writes its own search UIs too; the site renders results itself, so they are not shipped. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

export interface SearchIndexSummary {
  pages: number;
  files: number;
  bytes: number;
}

/**
 * Builds the Pagefind index of the exported articles into `<outDir>/pagefind/`. Only elements marked
 * `data-pagefind-body` are indexed (the article view), so home, section and other pages stay out,
 * and nav, footer, breadcrumb and related cards never reach it.
 */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexSummary> {
  const outputPath = path.join(outDir, 'pagefind');
  await fs.rm(outputPath, { recursive: true, force: true });
  // Pagefind ships as an ES module only, and the build scripts run as CommonJS.
  const pagefind = await import('pagefind');
  const { index, errors: createErrors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${createErrors.join('; ')}`);
    // Only article pages carry data-pagefind-body: reading the section and author listings too
    // (845 of 10,845 pages, the longest ones, at 10,000 articles) changed nothing in the index.
    const added = await index.addDirectory({ path: outDir, glob: `${routes.article('*').slice(1)}index.html` });
    const written = await index.writeFiles({ outputPath });
    const errors = [...added.errors, ...written.errors];
    if (errors.length > 0) throw new Error(`Pagefind failed: ${errors.join('; ')}`);
    for (const name of await fs.readdir(outputPath)) {
      if (UNUSED_FILES.test(name)) await fs.rm(path.join(outputPath, name));
    }
    // `page_count` counts every HTML file read; the entry file counts the pages indexed.
    const entry = JSON.parse(await fs.readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    if (pages === 0) throw new Error(`Pagefind found no article to index in ${outDir}`);
    return { pages, ...(await sizeOf(outputPath)) };
  } finally {
    await pagefind.close();
  }
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
