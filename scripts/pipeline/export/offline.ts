import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import {
  SERVICE_WORKER_PATH,
  headlineOf,
  heroOf,
  offlineConfig,
  offlineManifest,
  offlineShellPages,
  payloadOf,
  type MeasuredFile,
  type OfflineManifest,
} from '../../../lib/offline';
import { defaultEdition, storyPath } from '../../../lib/editions';
import { basePath, exportedFile, withBasePath, withoutBasePath } from '../../../lib/routes';
import { publishedEditions } from '../../../server/articles';
import { frontPageStories } from '../../../server/front-page';
import { siteReader } from './changes';
import { runsScripts } from './pages';

/**
 * Offline reading's files, written on every build (docs/text-only-and-offline.md, "Offline reading"): the service worker,
 * `sw.js` at the root of the site, bundled with esbuild from `service-worker/` with Serwist inside
 * it and this build's front-page set written in (lib/offline.ts `offlineManifest`): the shell (each
 * published edition's front, offline and saved pages, every style and script of `/_next/static/`),
 * then the stories each edition's front page shows (server/front-page.ts `frontPageStories`, from the
 * content), the editions' in turn, each with its RSC payload and its hero at the smallest width,
 * while they fit `offline.budgetMegabytes`. Each file's size and SHA-384 are read
 * from the finished site, so the same site gives the same worker, byte for byte, and a changed
 * page gives a new worker, which readers' browsers install at their next page view online.
 *
 * With `offline.enabled` false (the kill switch), `sw.js` is the worker that clears the offline
 * copies and unregisters itself (`service-worker/retire.ts`).
 */

const WORKER = path.join(__dirname, '..', '..', '..', 'service-worker', 'sw.ts');
const RETIRE = path.join(__dirname, '..', '..', '..', 'service-worker', 'retire.ts');

export interface OfflineResult {
  /** The worker's set; null when offline reading is off. */
  manifest: OfflineManifest | null;
  /** Stories the front pages show. */
  linked: number;
  workerBytes: number;
}

/** Reads a file of the site by its path in it (export/changes.ts `siteReader`). */
type Read = (file: string) => Promise<Buffer>;

/** A site file measured: `sitePath` is its path on the site (`/news/x/`), read from the file that answers it. */
async function measure(read: Read, sitePath: string): Promise<MeasuredFile> {
  const bytes = await read(exportedFile(sitePath));
  return { url: withBasePath(sitePath), bytes: bytes.length, sha384: createHash('sha384').update(bytes).digest('base64') };
}

/** Every file under `_next/static/`, as site paths, sorted. */
async function staticFiles(siteDir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(siteDir, '_next', 'static'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => `/${path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/** How many of each front page's stories the set may hold, and its weight at most: the site's, unless a test sets its own. */
export interface OfflineLimits {
  frontPageStories: number;
  budgetBytes: number;
}

const siteLimits: OfflineLimits = {
  frontPageStories: offlineConfig.frontPageStories,
  budgetBytes: offlineConfig.budgetMegabytes * 1_000_000,
};

/**
 * The front-page set of the site in `siteDir`; on an incremental build, the files it did not write
 * (the pages of the stories it kept) are read from the previous site, `previous`.
 */
export async function readOfflineSet(
  siteDir: string,
  limits: OfflineLimits = siteLimits,
  previous?: string,
): Promise<{ manifest: OfflineManifest; linked: number }> {
  const read = siteReader(siteDir, previous);
  const published = [defaultEdition, ...publishedEditions()];
  // Each edition's front, offline and saved pages, of the editions this build publishes; the default's front page first.
  const pages = offlineShellPages(published);
  const html = await Promise.all(pages.map(async (page) => (await read(exportedFile(page))).toString('utf8')));
  // A page without the app has no RSC payload: the text-only front page at `/` on a crisis day.
  const withPayloads = pages.flatMap((page, index) => (runsScripts(html[index]) ? [page, payloadOf(page)] : [page]));
  const shellPaths = [...withPayloads, ...(await staticFiles(siteDir))];
  const shell = await Promise.all(shellPaths.map((sitePath) => measure(read, sitePath)));
  // Each front page's stories in its order, the editions' in turn (first of each, then second…), so that the
  // budget, if it runs out, leaves no edition without its lead stories.
  const fronts = published.map((edition) => frontPageStories(edition).map(storyPath));
  const inTurn = Array.from({ length: Math.max(...fronts.map((front) => front.length)) }, (_, rank) =>
    fronts.flatMap((front) => front[rank] ?? []),
  ).flat();
  const stories = await Promise.all(
    inTurn.map(async (story) => {
      const html = (await read(exportedFile(story))).toString('utf8');
      const hero = heroOf(html);
      const files = [story, payloadOf(story), ...(hero ? [withoutBasePath(hero)] : [])];
      return {
        path: story,
        // The headline of the page the worker keeps: what the reader finds there.
        title: headlineOf(html) ?? story,
        files: await Promise.all(files.map((sitePath) => measure(read, sitePath))),
      };
    }),
  );
  const manifest = offlineManifest({ shell, stories, maxStories: limits.frontPageStories, budgetBytes: limits.budgetBytes });
  return { manifest, linked: fronts.reduce((sum, front) => sum + front.length, 0) };
}

/** The worker's source bundled for the browser, with `manifest` written in; the same input gives the same bytes. */
export async function bundleWorker(manifest: OfflineManifest | null): Promise<string> {
  const set = manifest && {
    entries: manifest.entries.map(({ url, revision, integrity }) => ({ url, revision, integrity })),
    stories: manifest.stories,
  };
  const result = await build({
    entryPoints: [manifest ? WORKER : RETIRE],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      ...(set && { OFFLINE_MANIFEST: JSON.stringify(set) }),
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath),
      'process.env.BASE_PATH': JSON.stringify(basePath),
      'process.env.SITE_URL': process.env.SITE_URL ? JSON.stringify(process.env.SITE_URL) : 'undefined',
      // lib/site.ts reads the editions a test site adds (none in a published site): a worker has no `process`.
      'process.env.EXTRA_EDITIONS': JSON.stringify(process.env.EXTRA_EDITIONS ?? ''),
    },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Writes `sw.js` into the site in `siteDir`: the offline worker with the site's front-page set, or the kill switch's. */
export async function writeOffline(
  siteDir: string,
  {
    enabled = offlineConfig.enabled,
    limits = siteLimits,
    previous,
  }: { enabled?: boolean; limits?: OfflineLimits; previous?: string } = {},
): Promise<OfflineResult> {
  const set = enabled ? await readOfflineSet(siteDir, limits, previous) : null;
  const worker = await bundleWorker(set?.manifest ?? null);
  await fs.writeFile(path.join(siteDir, exportedFile(SERVICE_WORKER_PATH)), worker);
  return { manifest: set?.manifest ?? null, linked: set?.linked ?? 0, workerBytes: Buffer.byteLength(worker) };
}
