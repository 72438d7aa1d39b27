import { htmlText } from './html-text';
import { IMAGE_WIDTHS } from './images';
import { editionOfPath, editions, inEdition, type Edition } from './editions';
import { editorRoute, parseRoute, routes } from './routes';
import { siteConfig } from './site';

/**
 * Offline reading, in the pure code that the build (scripts/pipeline/export/offline.ts), the service
 * worker (service-worker/) and their tests share: what the kept front-page set holds and weighs, the
 * recent stories' order, and what the worker reads out of a page it keeps. docs/text-only-and-offline.md, "Offline reading".
 */

export const offlineConfig = siteConfig.offline;

/** Every cache the worker opens starts with this, and ends with its scope (Serwist names its precache the same way). */
export const CACHE_PREFIX = 'offline';

/** Site paths the worker never stores nor answers from a cache: the newsroom's editor. */
export const NEVER_KEPT = [editorRoute()];

/** The worker's own file, at the root of the site so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** A story as the offline and saved pages list it. */
export interface OfflineStory {
  /** Its site path, `/news/{slug}/` (`/es/news/{slug}/` in Spanish). */
  path: string;
  title: string;
}

/** A story the worker keeps outside the front-page set: one the reader opened, or saved. */
export interface KeptStory extends OfflineStory {
  /** The URLs it keeps for the story, as the browser asks for them: the page, its RSC payload, its hero. */
  files: string[];
  /** The app's styles and scripts the kept page loads (`/_next/static/…`), kept as long as a kept page names them. */
  assets: string[];
}

/** `story` first, then the others without it, at most `max`; what fell off the end is `evicted`. */
export function keepRecent<T extends OfflineStory>(list: readonly T[], story: T, max: number): { list: T[]; evicted: T[] } {
  const rest = list.filter((kept) => kept.path !== story.path);
  const all = [story, ...rest];
  return { list: all.slice(0, max), evicted: all.slice(max) };
}

/** The list without the story at `path`, and that story if it was there. */
export function removeStory<T extends OfflineStory>(list: readonly T[], path: string): { list: T[]; removed: T | null } {
  return { list: list.filter((kept) => kept.path !== path), removed: list.find((kept) => kept.path === path) ?? null };
}

/** One file of the site as the build measured it. `url` is what the browser requests, base path included. */
export interface MeasuredFile {
  url: string;
  bytes: number;
  /** The SHA-384 of its bytes, base64: its Subresource Integrity, checked by the browser as the worker downloads it. */
  sha384: string;
}

/** A precache entry as Serwist takes it: `revision` changes with the bytes, `integrity` proves them. */
export interface PrecacheFile {
  url: string;
  /** Null where the name already changes with the bytes (`/_next/static/`). */
  revision: string | null;
  integrity: string;
  bytes: number;
}

export interface OfflineManifestInput {
  /** What every offline page needs: the front page, the offline and saved pages, the app's styles and scripts. */
  shell: MeasuredFile[];
  /** The front pages' stories, each edition's in its front page's order, each with its files (page, RSC payload, one small hero). */
  stories: (OfflineStory & { files: MeasuredFile[] })[];
  /** The most stories of one edition's front page. */
  maxStories: number;
  budgetBytes: number;
}

/** The front-page set the worker precaches: built from the files of one build, the same bytes for the same files. */
export interface OfflineManifest {
  entries: PrecacheFile[];
  /** The stories in the set, each edition's in its front page's order. */
  stories: OfflineStory[];
  bytes: number;
  budgetBytes: number;
  /** Front-page stories left out because the budget or `maxStories` was reached. */
  leftOut: number;
}

const HASHED_NAMES = /\/_next\/static\//;

/** Base64 to base64url, cut to 22 characters (132 bits): enough to tell two versions of a file apart. */
const revisionOf = (sha384: string) => sha384.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 22);

function precacheFile({ url, bytes, sha384 }: MeasuredFile): PrecacheFile {
  return { url, revision: HASHED_NAMES.test(url) ? null : revisionOf(sha384), integrity: `sha384-${sha384}`, bytes };
}

/**
 * The shell, then the front pages' stories in the order given, at most `maxStories` of each edition,
 * while they fit in the budget: a story that would take the set past it ends the list. The shell alone over the budget is an error: the
 * budget is a promise to readers about their devices' storage.
 */
export function offlineManifest({ shell, stories, maxStories, budgetBytes }: OfflineManifestInput): OfflineManifest {
  const entries = new Map<string, PrecacheFile>();
  const add = (files: MeasuredFile[]) => files.forEach((file) => entries.set(file.url, precacheFile(file)));
  const weight = (files: MeasuredFile[]) =>
    files.filter((file) => !entries.has(file.url)).reduce((sum, file) => sum + file.bytes, 0);
  let bytes = weight(shell);
  if (bytes > budgetBytes)
    throw new Error(`The offline shell alone is ${bytes} bytes, over the offline budget of ${budgetBytes} bytes`);
  add(shell);
  const kept: OfflineStory[] = [];
  const perEdition = new Map<string, number>();
  for (const { path, title, files } of stories) {
    const edition = editionOfPath(path).edition.id;
    if ((perEdition.get(edition) ?? 0) === maxStories) continue;
    const more = weight(files);
    if (bytes + more > budgetBytes) break;
    bytes += more;
    add(files);
    kept.push({ path, title });
    perEdition.set(edition, (perEdition.get(edition) ?? 0) + 1);
  }
  return { entries: [...entries.values()], stories: kept, bytes, budgetBytes, leftOut: stories.length - kept.length };
}

/**
 * The story a site path belongs to, its page (`/news/x/`, `/es/news/y/`) or its RSC payload
 * (`/news/x/index.txt`), or null.
 */
export function storyOf(sitePath: string): string | null {
  const page = sitePath.endsWith('/index.txt') ? sitePath.slice(0, -'index.txt'.length) : sitePath;
  const { edition, path } = editionOfPath(page);
  const route = parseRoute(path);
  return route?.name === 'article' ? inEdition(edition, routes.article(route.slug)) : null;
}

/**
 * What a reader offline gets in place of a page this device does not keep, in the page's edition:
 * `/es/offline/` for `/es/category/us/`. (An edition the build did not publish has none in the worker's
 * set: the worker then answers with the default edition's.)
 */
export const offlinePageOf = (sitePath: string) => inEdition(editionOfPath(sitePath).edition, routes.offline());

/** The pages of each edition that the worker's set holds besides the front pages' stories: its front, offline and saved pages. */
export const offlineShellPages = (published: readonly Edition[] = editions) =>
  published.flatMap((edition) => [routes.home(), routes.offline(), routes.saved()].map((page) => inEdition(edition, page)));

/**
 * The front page's stories that the offline page lists where a reader is: those of the page's
 * edition (`/es/offline/` lists the Spanish front page's).
 */
export const frontStoriesFor = (stories: readonly OfflineStory[], sitePath: string) => {
  const { edition } = editionOfPath(sitePath);
  return stories.filter((story) => editionOfPath(story.path).edition.id === edition.id);
};

/** The RSC payload of a page, by its site path: what an in-site navigation to it fetches (with a `?_rsc=` query). */
export const payloadOf = (pagePath: string) => `${pagePath}index.txt`;

/** Whether the worker must leave a site path to the network alone. */
export const neverKept = (sitePath: string) => NEVER_KEPT.some((prefix) => sitePath.startsWith(prefix));

/** `/generated/images/articles/x-1200.avif` → `/generated/images/articles/x` and `avif`, or null for another file. */
function variantParts(url: string): { base: string; format: string } | null {
  const match = /^(.*\/generated\/images\/.+)-\d+\.(avif|jpg)$/.exec(url);
  return match && { base: match[1], format: match[2] };
}

/** The other widths of a hero variant, smallest first: any kept one stands in for the rest when offline. */
export function variantSiblings(url: string): string[] {
  const parts = variantParts(url);
  return parts ? IMAGE_WIDTHS.map((width) => `${parts.base}-${width}.${parts.format}`).filter((other) => other !== url) : [];
}

/** The smallest AVIF of the first picture a page names (its hero: preloaded in `<head>`, before any card). */
export function heroOf(html: string): string | null {
  const first = /(?:"|\s|,)([^\s"',]*\/generated\/images\/[^\s"',]+-\d+\.avif)/.exec(html)?.[1];
  const parts = first && variantParts(first);
  if (!parts) return null;
  const widths = [...html.matchAll(/-(\d+)\.avif/g)]
    .filter((match) => html.slice(Math.max(0, match.index - parts.base.length), match.index) === parts.base)
    .map((match) => Number(match[1]));
  return `${parts.base}-${Math.min(...widths)}.avif`;
}

/** The app's styles and scripts a page loads: `/_next/static/…` URLs in its HTML or RSC payload, each once, sorted. */
export function assetsOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/[^\s"'\\(),]*\/_next\/static\/[^\s"'\\(),]+\.(?:css|js)/g)].map((match) => match[0])),
  ].sort();
}

/** The text of a page's first `<h1>`: a kept story's headline, for the lists of what can be read offline. */
export function headlineOf(html: string): string | null {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? null : htmlText(inner);
}

/** What a page asks the worker (components/offline/worker-client.ts), and what each answer holds. */
export type OfflineRequest =
  { type: 'lists' } | { type: 'status'; path: string } | { type: 'save'; path: string } | { type: 'remove'; path: string };

/** What this device can read offline: the front page's stories, those the reader opened, and those they saved. */
export interface OfflineLists {
  front: OfflineStory[];
  recent: OfflineStory[];
  saved: OfflineStory[];
}

/** The worker's answer to `status`, `save` and `remove`: whether the story is saved now. */
export interface SavedStatus {
  saved: boolean;
}
