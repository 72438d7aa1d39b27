import fs from 'node:fs/promises';
import path from 'node:path';
import { exportedFile, routes } from '../../../lib/routes';
import { SEARCH_MANIFEST_FILE, bundleFolder } from '../../../lib/search-index';
import type { ArticleSummary } from '../../../lib/article';
import { storyPath } from '../../../lib/editions';
import { siteReader } from './changes';
import { bundleSizeFrom, searchManifest, splitIntoBundles, type BundleArticle } from '../../../server/search-bundles';

/** Pagefind writes its own search UIs too; the site renders results itself, so they are not shipped. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;
/**
 * Pagefind's script is the same for every bundle: one copy at the index's root serves them all. Each
 * bundle keeps its web worker and WebAssembly, which the search page loads from whichever bundle is
 * the newest, the one it opens first.
 */
const SCRIPT = 'pagefind.js';

/** Pages sent to Pagefind ahead of the one it is indexing. */
const PAGES_IN_FLIGHT = 16;

interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

export interface SearchIndexSummary {
  bundles: number;
  /** Bundles taken from the previous build, not indexed again. */
  reused: number;
  pages: number;
  /** The files this build wrote into the index, and their bytes: the whole index on a full build. */
  files: number;
  bytes: number;
}

/**
 * Builds the Pagefind index of the exported articles in bundles of at most `bundleSize` articles,
 * into `<outDir>/pagefind/1/`, `2/`…, each holding the next articles by date, oldest first (so new
 * articles only change the last bundle), with Pagefind's script and the manifest that names the
 * bundles at `<outDir>/pagefind/` (lib/search-index.ts). Only elements marked `data-pagefind-body` are indexed
 * (the article view), so nav, footer, breadcrumb and related cards never reach it.
 *
 * With `reuse`, a bundle marked true is not indexed: it stays in the previous build's site as it is
 * (export/changes.ts `keepFolders`), its stories' pages unchanged (scripts/pipeline/plan.ts), so
 * Pagefind would write the same files.
 */
export async function buildSearchIndex(
  outDir: string,
  articles: ArticleSummary[],
  bundleSize = bundleSizeFrom(process.env.SEARCH_BUNDLE_SIZE),
  reuse?: { from: string; bundles: boolean[] },
  /** A shard's build indexes only its bundles (scripts/pipeline/shard.ts), and leaves the manifest to the merge. */
  shard?: { owns: (bundle: number) => boolean },
): Promise<SearchIndexSummary> {
  const outputPath = path.join(outDir, routes.searchIndex());
  await fs.rm(outputPath, { recursive: true, force: true });
  const bundles = splitIntoBundles(articles, bundleSize);
  if (bundles.length === 0) throw new Error(`Found no article to index in ${outDir}`);

  let pages = 0;
  let reused = 0;
  const indexed: string[] = [];
  for (const [number, bundle] of bundles.entries()) {
    if (shard && !shard.owns(number)) continue;
    const bundlePath = path.join(outputPath, bundleFolder(number));
    if (reuse?.bundles[number]) {
      pages += bundle.length;
      reused += 1;
      continue;
    }
    pages += await indexBundle(outDir, bundle, bundlePath, reuse?.from);
    indexed.push(bundlePath);
    await fs.rename(path.join(bundlePath, SCRIPT), path.join(outputPath, SCRIPT));
  }
  // Every bundle was taken from the previous build: so is the script, into an index folder of its own.
  if (reuse && reused === bundles.length) {
    await fs.mkdir(outputPath, { recursive: true });
    await fs.copyFile(path.join(reuse.from, routes.searchIndex(), SCRIPT), path.join(outputPath, SCRIPT));
  }
  if (!shard) await writeSearchManifest(outDir, bundles);
  // A shard that holds none of the bundles (fewer bundles than shards) writes no index at all.
  if (shard && indexed.length === 0) return { bundles: bundles.length, reused, pages, files: 0, bytes: 0 };
  // What this build wrote: the bundles it indexed and the files beside them. The reused bundles are not
  // counted again: at 100,000 stories that is 107,000 files to look at, 5 s of a publish.
  const written = [await sizeOf(outputPath, false), ...(await Promise.all(indexed.map((dir) => sizeOf(dir, true))))];
  const files = written.reduce((sum, size) => sum + size.files, 0);
  const bytes = written.reduce((sum, size) => sum + size.bytes, 0);
  return { bundles: bundles.length, reused, pages, files, bytes };
}

/** The manifest of the bundles (lib/search-index.ts), which the search page reads first; the merge of shards writes it alone. */
export async function writeSearchManifest(outDir: string, bundles: BundleArticle[][]): Promise<void> {
  await fs.mkdir(path.join(outDir, routes.searchIndex()), { recursive: true });
  await fs.writeFile(path.join(outDir, routes.searchIndex(), SEARCH_MANIFEST_FILE), JSON.stringify(searchManifest(bundles)));
}

/** One Pagefind run: its service is closed before the next starts, which gives its memory back. */
async function indexBundle(outDir: string, bundle: BundleArticle[], outputPath: string, previous?: string): Promise<number> {
  // Pagefind ships as an ES module only, and the build scripts run as CommonJS.
  const pagefind = await import('pagefind');
  const read = siteReader(outDir, previous);
  const { index, errors: createErrors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${createErrors.join('; ')}`);
    const errors: string[] = [];
    // In date order: Pagefind writes the same files for the same pages in the same order. Its service
    // takes them in the order they are sent, so several are sent ahead while it works on one: a
    // bundle of 2,000 is indexed in 7 s instead of 12, in the same bytes.
    const inFlight: Promise<void>[] = [];
    for (const story of bundle) {
      const url = storyPath(story);
      // A page this build kept is read from the previous site, where it stays.
      const content = (await read(exportedFile(url))).toString('utf8');
      inFlight.push(index.addHTMLFile({ url, content }).then((added) => void errors.push(...added.errors)));
      if (inFlight.length >= PAGES_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
    const written = await index.writeFiles({ outputPath });
    errors.push(...written.errors);
    if (errors.length > 0) throw new Error(`Pagefind failed: ${errors.join('; ')}`);
    for (const name of await fs.readdir(outputPath)) {
      if (UNUSED_FILES.test(name)) await fs.rm(path.join(outputPath, name));
    }
    // The entry file counts the pages indexed: those with a `data-pagefind-body`.
    const entry = JSON.parse(await fs.readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    if (pages !== bundle.length) throw new Error(`Pagefind indexed ${pages} of ${bundle.length} articles into ${outputPath}`);
    return pages;
  } finally {
    await pagefind.close();
  }
}

async function sizeOf(dir: string, recursive: boolean): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { recursive, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
