'use client';
// Why in the browser: not for behaviour (the server writes the script into <head>); each page's RSC payload then names it instead of carrying its text.

import { siteConfig } from '@/lib/site';

/**
 * Runs in the browser before Next.js starts. Old hash-routed links (`/#/news/{slug}`) load the
 * clean URL, and repeated slashes (`//news/x/`, which hosts serve but Next's router mistakes for
 * another host) collapse to one.
 */
function fixAddress(basePath: string) {
  const { pathname, search, hash } = window.location;
  const legacy = /^#\/(?:(news|category)\/([a-z0-9-]+)\/?)?$/.exec(hash);
  if (legacy) {
    window.location.replace(`${basePath}/${legacy[1] ? `${legacy[1]}/${legacy[2]}/` : ''}`);
  } else if (pathname.includes('//')) {
    window.history.replaceState(window.history.state, '', pathname.replace(/\/{2,}/g, '/') + search + hash);
  }
}

export function AddressFixes() {
  return <script dangerouslySetInnerHTML={{ __html: `(${fixAddress.toString()})(${JSON.stringify(siteConfig.basePath)})` }} />;
}
