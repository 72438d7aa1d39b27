import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * lite.css as the pages carry it: comments and the spaces CSS does not need taken out (the file
 * keeps no selector whose meaning a space after a colon or around a brace, comma or semicolon
 * carries). About 1 kB over gzip, the same on every page, so every policy names the same hash.
 */
export function liteStylesheet(file = path.join(__dirname, 'lite.css')): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
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
