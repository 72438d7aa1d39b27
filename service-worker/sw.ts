/// <reference lib="webworker" />
/**
 * The service worker (`/sw.js`): offline reading, on Serwist. The build bundles this file with the
 * front-page set of that build (scripts/pipeline/export/offline.ts), so each build whose set changed
 * ships a new worker, which the browser finds on the reader's next page view online.
 *
 * - **The front-page set** (shell, front page, its latest stories with their payloads and one small
 *   picture each) is Serwist's precache: a new worker downloads the new set beside the old one, each
 *   file checked against its integrity hash, and only once every file is in does it take over and
 *   drop the old set. A download that fails leaves the old worker and its set in place.
 * - **Pages and RSC payloads go to the network first**: online, a reader always gets the new
 *   build's page. Offline, the newest kept copy answers; a page with none gets the offline page,
 *   and an RSC payload with none fails, so Next.js loads the page as a document and gets the same.
 * - **Stories opened online** are kept (page, payload, hero at its smallest), the most recent
 *   `recentStories`; **saved stories** until the reader removes them. Both lists are JSON in a
 *   cache of their own, changed one at a time. A story's files go when no list names it any more.
 * - The app's styles and scripts a kept page loads stay while any kept page names them, also after
 *   a new build's worker drops them from its set.
 * - The editor (`/admin/`) is never stored nor answered from a cache; search and feeds are left to the network.
 */
import { NetworkOnly, PrecacheRoute, Serwist, type RouteHandlerCallbackOptions } from 'serwist';
import {
  CACHE_PREFIX,
  assetsOf,
  frontStoriesFor,
  headlineOf,
  heroOf,
  keepRecent,
  neverKept,
  offlineConfig,
  offlinePageOf,
  payloadOf,
  removeStory,
  storyOf,
  variantSiblings,
  type KeptStory,
  type OfflineLists,
  type OfflineManifest,
  type OfflineRequest,
  type SavedStatus,
} from '@/lib/offline';
import { routes, withBasePath, withoutBasePath } from '@/lib/routes';

declare const self: ServiceWorkerGlobalScope;
/** This build's front-page set: written into the bundle by the build. */
declare const OFFLINE_MANIFEST: OfflineManifest;

const scope = self.registration.scope;
const cacheName = (kind: string) => `${CACHE_PREFIX}-${kind}-${scope}`;
/** The kept stories' files, both lists' (opened and saved); the lists themselves; the styles and scripts kept pages need. */
const STORIES = cacheName('stories');
const LISTS = cacheName('lists');
const ASSETS = cacheName('assets');
const listKey = (list: 'recent' | 'saved') => `${scope}offline-lists/${list}.json`;

const serwist = new Serwist({
  cacheId: CACHE_PREFIX,
  precacheEntries: OFFLINE_MANIFEST.entries.map(({ url, revision, integrity }) => ({ url, revision, integrity })),
  precacheOptions: { concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
});

const network = new NetworkOnly();
const sitePathOf = (url: URL) => withoutBasePath(url.pathname);
/** A URL as the cache keys it: the records name files so, and `collect` compares them with the cache's keys. */
const absolute = (url: string) => new URL(url, scope).href;
const inScope = (url: URL) => url.origin === self.location.origin && url.href.startsWith(scope);

/**
 * Changes one at a time: each keeps its story's files, reads the list it changes after the last change wrote it,
 * and collects what no list names, so that no collection drops the files of a story not listed yet.
 */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function readList(list: 'recent' | 'saved'): Promise<KeptStory[]> {
  const response = await (await caches.open(LISTS)).match(listKey(list));
  return response ? ((await response.json()) as KeptStory[]) : [];
}

async function writeList(list: 'recent' | 'saved', stories: KeptStory[]): Promise<void> {
  const body = JSON.stringify(stories);
  await (await caches.open(LISTS)).put(listKey(list), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

/** A response's bytes and headers in a new response: what the cache keeps, never a redirect. */
async function plain(response: Response): Promise<Response> {
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

const dateOf = (response: Response) => Date.parse(response.headers.get('Date') ?? '') || 0;

/** The newest kept copy of a page or payload (by the date its server gave it), from the front-page set or the kept stories. */
async function keptCopy(url: string): Promise<Response | undefined> {
  const copies = (
    await Promise.all([
      serwist.matchPrecache(url),
      caches.open(STORIES).then((cache) => cache.match(url, { ignoreSearch: true })),
    ])
  ).filter((copy): copy is Response => copy !== undefined);
  return copies.sort((a, b) => dateOf(b) - dateOf(a))[0];
}

/** A file from the network, or else a kept copy; undefined when neither answers. */
async function fetchOrKept(url: string): Promise<Response | undefined> {
  try {
    const response = await fetch(url);
    if (response.ok) return response;
  } catch {
    // offline: a kept copy may do
  }
  return keptCopy(url);
}

/**
 * Keeps a story's page, payload and smallest hero in the stories cache, and the styles and scripts
 * the page names; returns its record, or null when the page or payload cannot be had. `got` is a
 * response the reader's own request already brought (the page or the payload), used instead of a
 * second download.
 */
async function keepStory(path: string, got?: { url: string; response: Response }): Promise<KeptStory | null> {
  const page = absolute(withBasePath(path));
  const payload = absolute(withBasePath(payloadOf(path)));
  const get = (url: string) => (got?.url === url ? Promise.resolve(got.response) : fetchOrKept(url));
  const [pageResponse, payloadResponse] = await Promise.all([get(page), get(payload)]);
  if (!pageResponse?.ok || !payloadResponse?.ok) return null;
  const [html, rsc] = await Promise.all([pageResponse.clone().text(), payloadResponse.clone().text()]);
  const heroPath = heroOf(html);
  const hero = heroPath && absolute(heroPath);
  const heroResponse = hero ? await fetchOrKept(hero) : undefined;
  const cache = await caches.open(STORIES);
  const files: [string, Response][] = [
    [page, pageResponse],
    [payload, payloadResponse],
    ...(hero && heroResponse?.ok ? [[hero, heroResponse] as [string, Response]] : []),
  ];
  await Promise.all(files.map(async ([url, response]) => cache.put(url, await plain(response))));
  const assets = assetsOf(html + rsc);
  await keepAssets(assets);
  return { path, title: headlineOf(html) ?? path, files: files.map(([url]) => url), assets };
}

/** Copies into the assets cache each of `assets` that this worker's set does not hold, from wherever it still is. */
async function keepAssets(assets: string[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  const precache = await caches.open(serwist.precacheStrategy.cacheName);
  for (const url of assets) {
    if (serwist.getPrecacheKeyForUrl(url) || (await cache.match(url))) continue;
    // A worker's set files `/_next/static/` under their own URL: an older set's copy is there until it is dropped.
    const response = (await precache.match(url)) ?? (await fetch(url).catch(() => undefined));
    if (response?.ok) await cache.put(url, await plain(response));
  }
}

/** Drops the files and assets no list names any more. Runs inside `serial`. */
async function collect(): Promise<void> {
  const kept = [...(await readList('recent')), ...(await readList('saved'))];
  const files = new Set(kept.flatMap((story) => story.files));
  const assets = new Set(kept.flatMap((story) => story.assets));
  const stories = await caches.open(STORIES);
  for (const request of await stories.keys()) if (!files.has(request.url)) await stories.delete(request);
  const assetCache = await caches.open(ASSETS);
  for (const request of await assetCache.keys())
    if (!assets.has(new URL(request.url).pathname) || serwist.getPrecacheKeyForUrl(request.url)) await assetCache.delete(request);
}

/** After a story came from the network: it joins the recent list, and a saved copy is refreshed. */
const opened = (path: string, got: { url: string; response: Response }): Promise<void> =>
  serial(async () => {
    const story = await keepStory(path, got);
    if (!story) return;
    await writeList('recent', keepRecent(await readList('recent'), story, offlineConfig.recentStories).list);
    const saved = await readList('saved');
    if (saved.some((kept) => kept.path === path))
      await writeList(
        'saved',
        saved.map((kept) => (kept.path === path ? story : kept)),
      );
    await collect();
  });

const save = (path: string): Promise<SavedStatus> =>
  serial(async () => {
    const story = storyOf(path) && (await keepStory(path));
    if (!story) return { saved: false };
    const saved = await readList('saved');
    const list = saved.some((kept) => kept.path === path)
      ? saved.map((kept) => (kept.path === path ? story : kept))
      : [story, ...saved];
    await writeList('saved', list);
    await collect();
    return { saved: true };
  });

const remove = (path: string): Promise<SavedStatus> =>
  serial(async () => {
    await writeList('saved', removeStory(await readList('saved'), path).list);
    await collect();
    return { saved: false };
  });

const listed = (stories: KeptStory[]) => stories.map(({ path, title }) => ({ path, title }));

/** A page's request: `from` is the asking page's site path, whose edition's front page the lists name. */
async function answer(request: OfflineRequest, from: string): Promise<OfflineLists | SavedStatus> {
  switch (request.type) {
    case 'lists':
      return {
        front: frontStoriesFor(OFFLINE_MANIFEST.stories, from),
        recent: listed(await readList('recent')),
        saved: listed(await readList('saved')),
      };
    case 'status':
      return { saved: (await readList('saved')).some((kept) => kept.path === request.path) };
    case 'save':
      return save(request.path);
    case 'remove':
      return remove(request.path);
  }
}

/**
 * A document: the network, else the newest kept copy, else the offline page of its edition. Stories that came from the
 * network are kept.
 */
async function pageHandler({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const sitePath = sitePathOf(url);
  try {
    const response = await network.handle({ request, event });
    const story = storyOf(sitePath);
    if (story && response.ok && response.type === 'basic')
      (event as ExtendableEvent).waitUntil(opened(story, { url: absolute(withBasePath(story)), response: response.clone() }));
    return response;
  } catch (error) {
    if (neverKept(sitePath)) throw error;
    // The offline page of the page's edition, else the default edition's (an edition the build did not publish).
    const offlinePages = [offlinePageOf(sitePath), routes.offline()].map((page) => withBasePath(page));
    return (
      (await keptCopy(url.pathname)) ??
      (await serwist.matchPrecache(offlinePages[0])) ??
      (await serwist.matchPrecache(offlinePages[1])) ??
      Response.error()
    );
  }
}

/** An in-site navigation's RSC payload: the network, else a kept copy, else a failure (Next.js then loads the document). */
async function payloadHandler({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await network.handle({ request, event });
    const story = storyOf(sitePathOf(url));
    if (story && response.ok)
      (event as ExtendableEvent).waitUntil(
        opened(story, { url: absolute(withBasePath(payloadOf(story))), response: response.clone() }),
      );
    return response;
  } catch {
    return (await keptCopy(url.pathname)) ?? Response.error();
  }
}

/** A picture not in the set: a kept copy, the network, or else any kept width of the same picture. */
async function imageHandler({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const stories = await caches.open(STORIES);
  const kept = await stories.match(request);
  if (kept) return kept;
  try {
    return await fetch(request);
  } catch {
    for (const sibling of variantSiblings(url.pathname)) {
      const copy = (await serwist.matchPrecache(sibling)) ?? (await stories.match(sibling));
      if (copy) return copy;
    }
    return Response.error();
  }
}

/** A style or script not in the set: kept for an older page, or from the network. */
async function assetHandler({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  return (await (await caches.open(ASSETS)).match(request)) ?? fetch(request);
}

// Pages and payloads are answered before the set's own route, which answers files cache-first: they go to the network first.
const precacheRoute = serwist.routes.get('GET')?.find((route) => route instanceof PrecacheRoute);
if (precacheRoute) serwist.unregisterRoute(precacheRoute);
serwist.registerCapture(({ request, url }) => request.mode === 'navigate' && inScope(url), pageHandler);
serwist.registerCapture(
  ({ url }) => inScope(url) && url.pathname.endsWith('/index.txt') && !neverKept(sitePathOf(url)),
  payloadHandler,
);
if (precacheRoute) serwist.registerRoute(precacheRoute);
serwist.registerCapture(({ url }) => inScope(url) && /^\/(generated|images)\//.test(sitePathOf(url)), imageHandler);
serwist.registerCapture(({ url }) => inScope(url) && sitePathOf(url).startsWith('/_next/static/'), assetHandler);

self.addEventListener('install', serwist.handleInstall);
// Before the new set's worker drops the old set, the styles and scripts kept pages still need are copied out of it.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    serial(async () => {
      const assets = [...(await readList('recent')), ...(await readList('saved'))].flatMap((story) => story.assets);
      await keepAssets([...new Set(assets)]);
    })
      .catch(() => undefined)
      .then(() => serwist.handleActivate(event)),
  ),
);
self.addEventListener('fetch', serwist.handleFetch);
self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!port || event.origin !== self.location.origin) return;
  const client = event.source instanceof Client ? event.source : null;
  event.waitUntil(
    answer(event.data as OfflineRequest, client ? sitePathOf(new URL(client.url)) : '/').then(
      (reply) => port.postMessage(reply),
      () => port.postMessage(null),
    ),
  );
});
