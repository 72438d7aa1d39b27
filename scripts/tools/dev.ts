/**
 * `npm run dev`: the writing loop. It checks the stories and renders their images
 * (prepare-content), writes a search index of them into public/pagefind/ for `next dev` to serve,
 * starts `next dev`, and does the first two again whenever a story file, a live update, a picture
 * or the staff file is added, changed or removed. It is a preview (drafts and scheduled stories shown, every page
 * marked), and pages read the stories from the content store, as a build's do (server/articles.ts),
 * and see the new store on their next load; a content error prints here, as the build prints it,
 * and the pages keep the stories as they were last checked.
 *
 * Beside `next dev` it starts decap-server, the local backend of the editor at /admin/: on
 * localhost the editor reads and writes the files of this working copy through it, with no login
 * and no git host, and publishes directly (its file-system mode has no editorial workflow, which
 * the git host's branches and pull requests give). It listens on 127.0.0.1 only, on port 8081 or
 * EDITOR_LOCAL_PORT (server/editor/config.ts), which the editor's config names.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { editorRoute, routes } from '../../lib/routes';
import { SEARCH_MANIFEST_FILE, bundleFolder, searchRecord } from '../../lib/search-index';
import type { Article } from '../../lib/article';
import { CONTENT, localBackendPort } from '../../server/editor/config';
import { spawnDecapServer } from './decap-server';
import { DEFAULT_CONTENT_STORE, readBuildContext, writeBuildContext, type BuildContext } from '../../server/build-context';
import { contentPaths } from '../../server/content/load';
import { openStore } from '../../server/content/stored';
import { searchManifest } from '../../server/search-bundles';

const indexDir = path.join('public', routes.searchIndex());
const tsx = path.join('node_modules', '.bin', 'tsx');

/**
 * A search index for `next dev`, from the stories themselves (the build indexes the exported
 * pages instead): every edition's, with the same filters, sort and manifest as the build's (lib/search-index.ts).
 */
async function writeSearchIndex(articles: Article[]): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    for (const article of articles) {
      await index.addCustomRecord(searchRecord(article));
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
  const check = spawnSync(tsx, ['--conditions=react-server', 'scripts/pipeline/prepare-content.ts'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    // The writing loop is a preview: a writer sees the drafts and scheduled stories being written.
    env: { ...process.env, BUILD_PREVIEW: '1' },
  });
  process.stderr.write(check.stderr);
  if (check.status !== 0) {
    // The pages show the check's words until the stories are fixed (server/articles.ts).
    const problem = check.stderr.split('Content check failed; nothing was built.').at(-1)!.trim();
    let previous: Omit<BuildContext, 'version'>;
    try {
      previous = readBuildContext();
    } catch {
      previous = { contentStore: DEFAULT_CONTENT_STORE, render: 'all', buildTime: new Date().toISOString(), preview: false };
    }
    writeBuildContext({ ...previous, contentError: problem || 'The content check failed: see the terminal.' });
    return;
  }
  const store = openStore(DEFAULT_CONTENT_STORE);
  const articles = store.summaries.map((summary) => store.article(summary.slug)!);
  await writeSearchIndex(articles);
  console.log(`Search: ${articles.length} stories in ${indexDir}.`);
}

/**
 * decap-server in its file-system mode, on this working copy: the editor's local backend. A port
 * taken (another checkout's loop) costs only the editor's local mode, not the loop.
 */
function startEditorBackend(): ChildProcess {
  const port = localBackendPort();
  const server = spawnDecapServer({ mode: 'fs', dir: process.cwd(), port });
  server.on('exit', (code, signal) => {
    if (signal === null)
      console.warn(
        `The editor's local backend (decap-server, port ${port}) stopped (exit code ${code}): /admin/ asks for a GitHub login.`,
      );
  });
  console.log(`Editor: ${editorRoute()} writes this working copy through decap-server on 127.0.0.1:${port}.`);
  return server;
}

async function main() {
  await prepare();
  const next = spawn(path.join('node_modules', '.bin', 'next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
  const editor = startEditorBackend();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      editor.kill(signal);
      next.kill(signal);
    });
  next.on('exit', (code) => {
    editor.kill();
    process.exit(code ?? 0);
  });

  // Editors save in bursts (a temporary file, a rename; the editor's story, then its picture): one run after the burst settles.
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (running = running.then(prepare).catch((error: unknown) => console.error(error))), 300);
  };
  // Recursive: a live story's updates are files in a folder beside it (`{name}/updates/{id}.md`).
  fs.watch(contentPaths.articles, { recursive: true }, changed);
  // The pictures, wherever under the images' folder a story's imageURL may name one.
  fs.watch(contentPaths.images, { recursive: true }, changed);
  // The staff: the editor's list of authors is made from it.
  fs.watch(path.dirname(CONTENT.staff), (_, file) => file === path.basename(CONTENT.staff) && changed());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
