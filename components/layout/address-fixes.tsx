'use client';
// Why in the browser: not for behaviour (the server writes the script into <head>); each page's RSC payload then names it instead of carrying its text.

import { basePath, legacyHashPath } from '@/lib/routes';

/**
 * Runs in the browser before Next.js starts. Old hash-routed links (`/#/news/{slug}`) load the
 * clean URL, and repeated slashes (`//news/x/`, which hosts serve but Next's router mistakes for
 * another host) collapse to one.
 */
function fixAddress(legacyPath: typeof legacyHashPath, base: string) {
  const { pathname, search, hash } = window.location;
  const clean = legacyPath(hash);
  if (clean) {
    window.location.replace(base + clean);
  } else if (pathname.includes('//')) {
    window.history.replaceState(window.history.state, '', pathname.replace(/\/{2,}/g, '/') + search + hash);
  }
}

export function AddressFixes() {
  const script = `(${fixAddress.toString()})(${legacyHashPath.toString()},${JSON.stringify(basePath)})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
