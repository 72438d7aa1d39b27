/**
 * A small static file server for the benchmark, behaving like the production hosts
 * (deploy/nginx.conf, Netlify/Cloudflare Pages reading out/_headers):
 *
 * - `/dir/` serves `dir/index.html`; `/dir` (a folder, no slash) is a 301 to `/dir/`;
 * - anything else that is not a file gets `404.html` with status 404;
 * - text types are gzip-compressed when the client accepts gzip (`Vary: Accept-Encoding`),
 *   so Lighthouse's transfer sizes are the compressed sizes a real host sends;
 * - the rules of `_headers` in the served folder are applied (later rules override earlier
 *   ones for the same header, as the more specific `location` does in deploy/nginx.conf).
 *
 * Files are read and compressed once and kept in memory, so every response is equally fast.
 * Run on its own to look at a build as the benchmark sees it:
 *   npx tsx scripts/bench/server.ts out [port]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
/** Files a static host reads as configuration and does not publish. */
const UNPUBLISHED = new Set(['/_headers', '/_redirects']);

export const NOT_FOUND_PAGE = '404.html';

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/** Parses the Netlify / Cloudflare Pages `_headers` format: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length > 0) {
      const colon = line.indexOf(':');
      if (colon > 0) rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

export type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** What the server does for a URL path: serve a file, redirect to the slash form, or answer 404. */
export function resolvePath(dir: string, urlPath: string): Resolution {
  const root = path.resolve(dir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0') || UNPUBLISHED.has(decoded)) return { kind: 'not-found' };
  const full = path.join(root, path.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return { kind: 'not-found' };
  const stat = statOrNull(full);
  if (stat?.isFile()) return decoded.endsWith('/') ? { kind: 'not-found' } : { kind: 'file', file: full };
  if (stat?.isDirectory()) {
    if (!decoded.endsWith('/')) return { kind: 'redirect', location: `${urlPath}/` };
    const index = path.join(full, 'index.html');
    if (statOrNull(index)?.isFile()) return { kind: 'file', file: index };
  }
  return { kind: 'not-found' };
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null; // missing, or a path through a file (ENOTDIR), or unreadable
  }
}

type Body = { raw: Buffer; gzip?: Buffer; type: string };

export function createStaticServer(dir: string): http.Server {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const cache = new Map<string, Body>();

  const load = (file: string): Body => {
    let body = cache.get(file);
    if (!body) {
      const raw = fs.readFileSync(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      body = { raw, type, gzip: COMPRESSIBLE.test(type) && raw.length > 256 ? gzipSync(raw) : undefined };
      cache.set(file, body);
    }
    return body;
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    for (const rule of rules) {
      if (rule.pattern.test(url.pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    const resolution = resolvePath(root, url.pathname);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location + url.search }).end();
      return;
    }
    const status = resolution.kind === 'file' ? 200 : 404;
    const file = resolution.kind === 'file' ? resolution.file : path.join(root, NOT_FOUND_PAGE);
    if (status === 404) {
      res.setHeader('Cache-Control', 'no-cache');
      if (!fs.existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
    }
    let body: Body;
    try {
      body = load(file);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the file\n');
      return;
    }
    const gzip = body.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? body.gzip! : body.raw;
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', body.type); // _headers may set it
    res.setHeader('Content-Length', payload.length);
    if (body.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`bench server: ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
    }
  });
}

/** Starts the server on a free loopback port. */
export function startStaticServer(dir: string, port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createStaticServer(dir);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('The server has no TCP address.'));
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * When this file is the entry point: serve `argv[2]` (default `out`). Started with `fork()` by
 * scripts/bench.ts, it reports its origin to the parent over IPC and stops when the parent goes.
 */
if (process.argv[1] && /[\\/]bench[\\/]server\.[cm]?[jt]s$/.test(process.argv[1])) {
  const dir = process.argv[2] ?? 'out';
  startStaticServer(dir, Number(process.argv[3] ?? 0)).then(
    ({ origin }) => {
      if (process.send) {
        process.send({ origin });
        process.on('disconnect', () => process.exit(0));
      } else {
        console.log(`Serving ${path.resolve(dir)} at ${origin}/ (gzip, 404.html, _headers); Ctrl+C stops.`);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
