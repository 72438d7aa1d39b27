/**
 * `npm run dev`: the writing loop. It checks the stories and renders their images
 * (prepare-content), writes a search index of them into public/pagefind/ for `next dev` to serve,
 * starts `next dev`, and does the first two again whenever a story file or a live update is added,
 * changed or removed. Pages read the stories from the content store, as a build's do (server/articles.ts),
 * and see the new store on their next load; a content error prints here, as the build prints it,
 * and the pages keep the stories as they were last checked.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { routes } from '../../lib/routes';
import { DATE_SORT, SEARCH_MANIFEST_FILE, SECTION_FILTER, bundleFolder, dateSortValue } from '../../lib/search-index';
import type { Article } from '../../lib/article';
import { DEFAULT_CONTENT_STORE } from '../../server/build-context';
import { contentPaths } from '../../server/content/load';
import { openStore } from '../../server/content/store';
import { searchManifest } from '../../server/search-bundles';

const indexDir = path.join('public', routes.searchIndex());
const tsx = path.join('node_modules', '.bin', 'tsx');

/** The story's text, as the article page shows it to Pagefind: the body alone, so excerpts quote the story itself. */
function text(article: Article): string {
  let body = '';
  const parser = new Parser({ ontext: (chunk) => (body += chunk) }, { decodeEntities: true });
  parser.end(article.content.replace(/<\/(p|h[2-4]|li|blockquote|figcaption)>/g, ' $&'));
  return body;
}

/**
 * A search index for `next dev`, from the stories themselves (the build indexes the exported
 * pages instead): the same filter, sort and manifest as the build's (lib/search-index.ts).
 */
async function writeSearchIndex(articles: Article[]): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    for (const article of articles) {
      await index.addCustomRecord({
        url: routes.article(article.slug),
        content: text(article),
        language: 'en',
        meta: { title: article.title, date: article.publishedDate },
        filters: { [SECTION_FILTER]: [article.category] },
        sort: { [DATE_SORT]: dateSortValue(article.publishedDate) },
      });
    }
    // One bundle, laid out as the build lays out its bundles: the script at the root, the index in 1/.
    fs.rmSync(indexDir, { recursive: true, force: true });
    const bundleDir = path.join(indexDir, bundleFolder(0));
    await index.writeFiles({ outputPath: bundleDir });
    fs.renameSync(path.join(bundleDir, 'pagefind.js'), path.join(indexDir, 'pagefind.js'));
    fs.writeFileSync(path.join(indexDir, SEARCH_MANIFEST_FILE), JSON.stringify(searchManifest([[...articles].reverse()])));
  } finally {
    await pagefind.close();
  }
}

/** The content check and images, then the search index: what a change of the stories needs. */
async function prepare(): Promise<void> {
  const check = spawnSync(tsx, ['--conditions=react-server', 'scripts/pipeline/prepare-content.ts'], { stdio: 'inherit' });
  if (check.status !== 0) return;
  const store = openStore(DEFAULT_CONTENT_STORE);
  const articles = store.summaries.map((summary) => store.article(summary.slug)!);
  await writeSearchIndex(articles);
  console.log(`Search: ${articles.length} stories in ${indexDir}.`);
}

async function main() {
  await prepare();
  const next = spawn(path.join('node_modules', '.bin', 'next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
  next.on('exit', (code) => process.exit(code ?? 0));

  // Editors save in bursts (a temporary file, a rename): one run after the burst settles.
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  // Recursive: a live story's updates are files in a folder beside it (`{name}/updates/{id}.md`).
  fs.watch(contentPaths.articles, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => (running = running.then(prepare).catch((error: unknown) => console.error(error))), 300);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
