'use client';
// Why in the browser: not for behaviour (the server writes the script at the end of <body>); each page's RSC payload then names it instead of carrying its text.

import { SERVICE_WORKER_PATH } from '@/lib/offline';
import { routes, withBasePath } from '@/lib/routes';

/**
 * Registers the service worker once the page has loaded and gone idle, so its download of the
 * front-page set never competes with the page itself. A browser without service workers, or one that refuses
 * (private modes), reads the site as before. With the kill switch on, the layout leaves it out.
 */
export function RegisterScript() {
  const worker = JSON.stringify(withBasePath(SERVICE_WORKER_PATH));
  const scope = JSON.stringify(withBasePath(routes.home()));
  return <script dangerouslySetInnerHTML={{ __html: `(${registerWorker.toString()})(${worker},${scope})` }} />;
}

/**
 * The script's function, self-contained (no imports, no closures): the page inlines its text. It
 * registers once the page has loaded and the main thread is idle, so that the worker's start and
 * its first download of the front-page set never take the thread from the page's own scripts.
 */
export function registerWorker(worker: string, scope: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(worker, { scope }).catch(() => {});
  addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register)));
}
