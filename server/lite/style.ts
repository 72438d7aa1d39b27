import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * lite.css as the pages carry it, minified by esbuild, which also bundles the build's inline
 * programs and service worker. About 1 kB over gzip, the same on every page, so every policy names
 * the same hash. Read from the project's folder: routes are bundled.
 */
export async function liteStylesheet(file = path.join(process.cwd(), 'server', 'lite', 'lite.css')): Promise<string> {
  // Loaded when first asked for: a page's view, in a test's browser-like environment, never needs it.
  const { transform } = await import('esbuild');
  return (await transform(fs.readFileSync(file, 'utf8'), { loader: 'css', minify: true, sourcefile: file })).code.trim();
}

/**
 * The Content Security Policy of a page of the text-only edition: no script from anywhere, its one
 * inline stylesheet by hash, pictures from the site itself. `connect-src 'self'` lets a crawler's
 * tools that run in the page read the site's robots.txt (Lighthouse does); with no script, nothing
 * else can connect. A `<meta>` cannot say frame-ancestors; the host's headers add it as for every
 * page (deploy/nginx/pacific-ledger.conf, server/hosting.ts).
 */
export function litePolicy(stylesheet: string): string {
  const hash = createHash('sha256').update(stylesheet).digest('base64');
  const sources = ["default-src 'none'", `style-src 'sha256-${hash}'`, "img-src 'self'", "connect-src 'self'"];
  return [...sources, "base-uri 'none'", "form-action 'none'"].join('; ');
}
