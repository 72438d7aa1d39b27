import type { OfflineLists, OfflineRequest, SavedStatus } from '@/lib/offline';

/**
 * Asks the service worker (service-worker/sw.ts) and waits for its answer: the one way pages read
 * and change what is kept offline, so the worker alone writes its lists. `wait`: wait for a worker
 * still installing (a reader who saves a story on a first visit); else a page without an active
 * worker gets null at once, as does a browser without service workers or a site with none.
 */
export async function askWorker(request: { type: 'lists' }, wait?: boolean): Promise<OfflineLists | null>;
export async function askWorker(request: Exclude<OfflineRequest, { type: 'lists' }>, wait?: boolean): Promise<SavedStatus | null>;
export async function askWorker(request: OfflineRequest, wait = false): Promise<OfflineLists | SavedStatus | null> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return null;
  let registration = await container.getRegistration();
  if (registration && !registration.active && wait) registration = await container.ready;
  const worker = registration?.active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as OfflineLists | SavedStatus | null);
    worker.postMessage(request, [channel.port2]);
  });
}

/** Whether this browser can keep pages offline at all. */
export const canKeepOffline = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
