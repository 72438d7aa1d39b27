'use client';
// Why in the browser: it registers the offline reading worker, once the page is drawn and its scripts have run.

import { useEffect } from 'react';
import { SERVICE_WORKER_PATH } from '@/lib/offline';
import { routes, withBasePath } from '@/lib/routes';

/**
 * Registers the service worker after the page has hydrated and the main thread has gone idle. The
 * worker's start and its first download of the front-page set then never share the thread or the
 * network with the page's own scripts: registered at the load event, before hydration, they doubled
 * the page's rendering work on a first visit (Total Blocking Time, bench/results/). A browser without
 * service workers, or one that refuses (private modes), reads the site as before. With the kill
 * switch on, the layout leaves this out.
 */
export function RegisterWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () =>
      void navigator.serviceWorker
        .register(withBasePath(SERVICE_WORKER_PATH), { scope: withBasePath(routes.home()) })
        .catch(() => {});
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(register, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(register, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return null;
}
