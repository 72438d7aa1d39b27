import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';

/**
 * lite.css as the pages carry it, minified by Lightning CSS, the optimizer Tailwind runs on the
 * full edition's styles. About 1 kB over gzip, the same on every page, so every policy names the
 * same hash. Read from the project's folder: routes are bundled.
 */
export function liteStylesheet(file = path.join(process.cwd(), 'server', 'lite', 'lite.css')): string {
  const { code } = transform({ filename: file, code: fs.readFileSync(file), minify: true });
  return code.toString();
}

/**
 * The Content Security Policy of a page of the text-only edition: no script from anywhere, its one
 * inline stylesheet by hash, pictures from the site itself. `connect-src 'self'` lets a crawler's
 * tools that run in the page read the site's robots.txt (Lighthouse does); with no script, nothing
 * else can connect. A `<meta>` cannot say frame-ancestors; the host's headers add it as for every
 * page (deploy/nginx/pacific-ledger.conf, public/_headers).
 */
export function litePolicy(stylesheet: string): string {
  const hash = createHash('sha256').update(stylesheet).digest('base64');
  const sources = ["default-src 'none'", `style-src 'sha256-${hash}'`, "img-src 'self'", "connect-src 'self'"];
  return [...sources, "base-uri 'none'", "form-action 'none'"].join('; ');
}
