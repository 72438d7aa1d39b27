/// <reference lib="webworker" />
/**
 * The kill switch's worker (`siteConfig.offline.enabled = false`): the build ships this as `/sw.js`
 * instead of the offline worker. A browser that has the offline worker finds this one at its next
 * page view online (the worker's file is never cached), installs it at once, and it deletes every
 * cache the offline worker made for this scope and unregisters itself. It answers no request: from
 * then on the site is plain pages from the network.
 */
import { CACHE_PREFIX } from '@/lib/offline';

declare const self: ServiceWorkerGlobalScope;

const ours = (name: string) => name.startsWith(`${CACHE_PREFIX}-`) && name.endsWith(`-${self.registration.scope}`);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (ours(name)) await caches.delete(name);
      await self.registration.unregister();
    })(),
  ),
);
