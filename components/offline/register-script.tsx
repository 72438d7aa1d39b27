'use client';
// Why in the browser: not for behaviour (the server writes the script at the end of <body>); each page's RSC payload then names it instead of carrying its text.

import { SERVICE_WORKER_PATH } from '@/lib/offline';
import { routes, withBasePath } from '@/lib/routes';

/**
 * Registers the service worker once the page has loaded, so its download of the front-page set
 * never competes with the page itself. A browser without service workers, or one that refuses
 * (private modes), reads the site as before. With the kill switch on, the layout leaves it out.
 */
export function RegisterScript() {
  const worker = JSON.stringify(withBasePath(SERVICE_WORKER_PATH));
  const scope = JSON.stringify(withBasePath(routes.home()));
  const script =
    `"serviceWorker"in navigator&&addEventListener("load",function(){` +
    `navigator.serviceWorker.register(${worker},{scope:${scope}}).catch(function(){})})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
