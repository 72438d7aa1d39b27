/**
 * Runs after `next build` over the exported folder, step by step, in order. Each step works on the
 * real files in `out/` and returns a one-line summary. The pages are read, finished and written in
 * one pass (export/pages.ts); the search index then reads the pages as they ship.
 */
import { siteConfig } from '../lib/site';
import { loadArticles } from '../server/content/load';
import { addCompileHints } from './export/compile-hints';
import { finishPages } from './export/pages';
import { pruneRscPayloads } from './export/prune-rsc';
import { writeSitemaps } from './export/sitemap';
import { buildSearchIndex } from './export/search-index';

const outDir = process.argv[2] ?? 'out';
// Read once for the steps that need the stories: slugs, dates, sections and authors, so the bodies need no sanitising.
const articles = loadArticles(undefined, undefined, { sanitize: false });
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

const steps: { name: string; run: () => Promise<string> }[] = [
  {
    name: 'RSC payloads',
    run: async () => {
      const { files, bytes } = await pruneRscPayloads(outDir);
      return `removed ${files} segment-prefetch files (${mb(bytes)})`;
    },
  },
  {
    name: 'Compile hints',
    run: async () => `${(await addCompileHints(outDir)).files} script chunks compile eagerly`,
  },
  {
    name: 'Pages',
    run: async () => {
      const pages = await finishPages(outDir);
      const withApp = pages.filter((page) => page.scripts > 0);
      const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
      for (const page of pages)
        if (page.refused > 0)
          console.warn(
            `Content Security Policy: left blocked, ${page.name}: ${page.refused} inline script(s) or style(s) inside <main>`,
          );
      return (
        `${pages.length} pages read, finished and written once: ${withApp.length} load their ` +
        `${range(withApp.map((page) => page.scripts))} scripts after the load event, each with a ` +
        `Content Security Policy of ${range(pages.map((page) => page.policyBytes))} bytes`
      );
    },
  },
  {
    name: 'Search index',
    run: async () => {
      const search = await buildSearchIndex(outDir, articles);
      const bundles = `${search.bundles} bundle${search.bundles > 1 ? 's' : ''}`;
      return `${search.pages} articles in ${bundles}, ${search.files} files, ${(search.bytes / 1024).toFixed(1)} kB in ${outDir}/pagefind`;
    },
  },
  {
    name: 'Sitemap',
    run: async () => {
      const { files, urls } = await writeSitemaps(outDir, articles);
      return `${urls} URLs in ${files} file${files > 1 ? 's' : ''}`;
    },
  },
];

async function main() {
  for (const step of steps) {
    const started = Date.now();
    const summary = await step.run();
    console.log(`${step.name}: ${summary} (${Date.now() - started} ms).`);
  }
  if (!process.env.SITE_URL)
    console.warn(
      `Warning: SITE_URL is not set, so canonical links, share cards, sitemaps and feeds point at ${siteConfig.url}. ` +
        'Before you publish, build with the public origin: SITE_URL=https://news.example.org npm run build',
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
