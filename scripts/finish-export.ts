/**
 * Runs after `next build` over the exported folder, step by step, in order. Each step works on the
 * real files in `out/` and returns a one-line summary; the last ones must see the final HTML.
 */
import { siteConfig } from '../lib/site';
import { loadArticles } from '../server/content/load';
import { addCompileHints } from './export/compile-hints';
import { addContentSecurityPolicy } from './export/csp';
import { deferScripts } from './export/defer-scripts';
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
    name: 'Scripts after load',
    run: async () => {
      const { pages, scripts } = await deferScripts(outDir);
      return `${pages} pages load their ${scripts[0]}–${scripts[1]} scripts after the load event`;
    },
  },
  {
    name: 'Compile hints',
    run: async () => `${(await addCompileHints(outDir)).files} script chunks compile eagerly`,
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
  // Last: the policy hashes the inline scripts of the final HTML.
  {
    name: 'Content Security Policy',
    run: async () => {
      const csp = await addContentSecurityPolicy(outDir);
      for (const page of csp.refused) console.warn(`Content Security Policy: left blocked, ${page}`);
      return `${csp.pages} pages, ${csp.bytes[0]}–${csp.bytes[1]} bytes each`;
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
