/**
 * Runs after `next build` over the site it exported into the working folder (folders.ts `site`),
 * step by step, in order. Each step works on the real files there and returns a one-line summary.
 * The pages are read, finished and written in one pass (export/pages.ts); the search index then
 * reads the pages as they ship.
 *
 * After an incremental `next build` (plan-build.ts), the working folder holds only what this build
 * wrote: the pages that changed and what every build writes. The rest of the new site is the previous
 * one in `out/`, which is only read here: the search bundles whose stories did not change, and the
 * unchanged pages, which the search index and the offline set read from it. The last step lists the
 * files of `out/` the new site no longer has (export/changes.ts), for publish.ts to remove as it moves
 * this build's files in. The service worker is bundled with the front-page set of the whole site
 * (export/offline.ts). Last, the site's manifest is written beside the current one, for publish.ts to
 * bring in after the site.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { editorRoute } from '../../lib/routes';
import { editorSettings, PLACEHOLDER_REPO } from '../../lib/editor';
import { siteConfig } from '../../lib/site';
import { getAllArticles } from '../../server/articles';
import { headerRules, headersFile } from '../../server/hosting';
import { readBuildContext } from '../../server/build-context';
import { openStore } from '../../server/content/stored';
import { addCompileHints } from './export/compile-hints';
import { staleFiles } from './export/changes';
import { writeOffline } from './export/offline';
import { finishPages } from './export/pages';
import { startLiteDrawing } from './export/lite';
import { searchScripts } from './export/search-scripts';
import { pruneRscPayloads } from './export/prune-rsc';
import { writeSitemaps } from './export/sitemap';
import { buildSearchIndex, writeSearchManifest } from './export/search-index';
import { ownsBundle } from './shard';
import { bundleFolder } from '../../lib/search-index';
import { bundleSizeFrom, splitIntoBundles } from '../../server/search-bundles';
import { routes } from '../../lib/routes';
import { SEARCH_MANIFEST_FILE } from '../../lib/search-index';
import { buildFiles, OUT_DIR, readPlan, writeJson } from './files';

/** The folder to finish: the first argument that is not a flag, or the build's working folder. */
const outDir = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? buildFiles.site;
// The stories as prepare-content.ts checked them: slugs, dates, sections and authors (no bodies).
const articles = getAllArticles();
const planFile = readPlan();
const incremental = planFile && !planFile.plan.full ? planFile.plan : null;
const mb = (bytes: number, digits = 1) => `${(bytes / 1e6).toFixed(digits)} MB`;
const context = readBuildContext();

/**
 * The pictures of the stories this build holds back (drafts, scheduled) that no published story
 * uses: `next build` copied them from `public/` with the rest, and a held story must leave no trace
 * in a public file, its picture's name included.
 */
async function removeHeldPictures(): Promise<number> {
  const shown = new Set(articles.map((article) => article.imageURL));
  const held = openStore(context.contentStore)
    .summaries.map((story) => story.imageURL)
    .filter((imageURL) => !shown.has(imageURL));
  const files = [...new Set(held)].map((imageURL) => path.join(outDir, imageURL));
  await Promise.all(files.map((file) => fsp.rm(file, { force: true })));
  return files.length;
}

const shard = planFile?.shard;
/** After `npm run build:merge` laid the shards together (merge-shards.ts): only what needs the whole site is left. */
const merged = process.argv.includes('--merged');
const bundleSize = bundleSizeFrom(process.env.SEARCH_BUNDLE_SIZE);

type Step = { name: string; run: () => Promise<string> };

/**
 * What an incremental build changes in `out/`, for publish.ts: the files there that the new site does
 * not have. Run once the working folder is finished, as it then holds every file this build writes.
 */
const changes = (plan: NonNullable<typeof incremental>): Step => ({
  name: 'Changes',
  run: async () => {
    const stale = await staleFiles({
      site: outDir,
      previous: OUT_DIR,
      keep: plan.keep,
      drop: [...plan.render.map((page) => page.path), ...plan.remove],
      keepFolders: plan.reuseSearch.flatMap((reused, bundle) =>
        reused ? [`${routes.searchIndex()}${bundleFolder(bundle)}`] : [],
      ),
    });
    writeJson(buildFiles.pendingChanges, { stale });
    return `${plan.keep.length} pages kept as they are in ${OUT_DIR}/; ${stale.length} of its files to remove`;
  },
});

/**
 * The search index: the bundles whose stories changed, indexed again (a kept page read from the
 * previous site); the others stay in the previous site as they are.
 */
const searchIndex: Step = {
  name: 'Search index',
  run: async () => {
    const reuse = incremental && { from: OUT_DIR, bundles: incremental.reuseSearch };
    const owns = shard && { owns: (bundle: number) => ownsBundle(shard, bundle) };
    const search = await buildSearchIndex(outDir, articles, bundleSize, reuse || undefined, owns || undefined);
    const bundles = `${search.bundles} bundle${search.bundles > 1 ? 's' : ''}`;
    const kept = incremental ? ` (${search.reused} taken from the previous build)` : '';
    return `${search.pages} articles in ${bundles}${kept}, ${search.files} files, ${(search.bytes / 1024).toFixed(1)} kB written to ${outDir}/pagefind`;
  },
};

/** The text-only copies' workers start with this process, to be ready when their step comes. */
const liteDrawing = merged ? { draw: async () => ({ pages: 0, workers: 0, drawMs: 0 }) } : startLiteDrawing(outDir);

/** What each page needs, done where the page was rendered: in a shard's build, or in a build of the whole. */
const pageSteps: Step[] = [
  {
    name: 'Held back',
    run: async () => `${await removeHeldPictures()} pictures of held-back stories left out`,
  },
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
      const pages = await finishPages(outDir, searchScripts());
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
    name: 'Text-only copies',
    run: async () => {
      const { pages, workers, drawMs } = await liteDrawing.draw();
      return `${pages} pages drawn by React's static renderer in ${workers} process${workers === 1 ? '' : 'es'}, ${drawMs.toFixed(2)} ms a page`;
    },
  },
  searchIndex,
];

/** What needs the whole site: done by a build of the whole, or by the merge of the shards. */
const siteSteps: Step[] = [
  ...(merged
    ? [
        {
          name: 'Search manifest',
          run: async () => {
            const bundles = splitIntoBundles(articles, bundleSize);
            await writeSearchManifest(outDir, bundles);
            return `${bundles.length} bundles, indexed by the shards, named in ${routes.searchIndex()}${SEARCH_MANIFEST_FILE}`;
          },
        },
      ]
    : []),
  {
    // The front page's set: the front page and its stories, which a shard may not all hold.
    name: 'Offline reading',
    run: async () => {
      const { manifest, linked, workerBytes } = await writeOffline(outDir, { previous: incremental ? OUT_DIR : undefined });
      const worker = `sw.js ${(workerBytes / 1024).toFixed(1)} kB`;
      if (!manifest) return `off (siteConfig.offline.enabled): ${worker} clears readers' offline copies and unregisters itself`;
      const budget = `${mb(manifest.bytes, 2)} of the ${siteConfig.offline.budgetMegabytes} MB budget`;
      return (
        `${manifest.stories.length} of the front pages' ${linked} stories kept after a first visit, ` +
        `${manifest.entries.length} files, ${budget}; ${worker}`
      );
    },
  },
  {
    name: 'Hosting rules',
    run: async () => {
      const rules = headerRules();
      await fsp.writeFile(path.join(outDir, '_headers'), headersFile(rules));
      return `_headers: ${rules.length} rules, the page kinds' in every edition`;
    },
  },
  {
    name: 'Sitemap',
    run: async () => {
      const { files, urls, news } = await writeSitemaps(outDir, articles, new Date(context.buildTime));
      return `${urls} URLs in ${files} file${files > 1 ? 's' : ''}; News sitemap: ${news} ${news === 1 ? 'story' : 'stories'} of the last ${siteConfig.newsSitemapDays} days`;
    },
  },
];

const steps = merged
  ? siteSteps
  : shard
    ? pageSteps
    : [...pageSteps, ...siteSteps, ...(incremental ? [changes(incremental)] : [])];

async function main() {
  // Node's start, loading this script and its imports, and reading the stories and the plan.
  console.log(`Started: ${articles.length} stories and the plan read (${Math.round(performance.now())} ms).`);
  for (const step of steps) {
    const started = Date.now();
    console.log(`${step.name}…`);
    const summary = await step.run();
    console.log(`${step.name}: ${summary} (${Date.now() - started} ms).`);
  }
  if (planFile && !shard) {
    const started = Date.now();
    fs.renameSync(buildFiles.planManifest, buildFiles.pendingManifest);
    fs.rmSync(buildFiles.plan, { force: true });
    console.log(`Manifest: beside the current one, to come in with the site (${Date.now() - started} ms).`);
  }
  if (planFile && shard) fs.rmSync(buildFiles.plan, { force: true });
  if (!process.env.SITE_URL)
    console.warn(
      `Warning: SITE_URL is not set, so canonical links, share cards, sitemaps and feeds point at ${siteConfig.url}. ` +
        'Before you publish, build with the public origin: SITE_URL=https://news.example.org npm run build',
    );
  if (editorSettings.repo === PLACEHOLDER_REPO)
    console.warn(
      `Warning: the editor at ${editorRoute()} still names the placeholder repository ${PLACEHOLDER_REPO}, so staff cannot sign in to it. ` +
        "Before you publish, set your newsroom's owner/name@branch as `repo` in lib/editor.ts.",
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
