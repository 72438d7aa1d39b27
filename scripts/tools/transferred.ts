import { gzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';

/**
 * A response's body as transferred (its headers' 300-odd bytes left out), for the search e2e test
 * and bench:scale. Chromium reports no size for a worker's own script: that one is its body, gzipped
 * here when the server sent it gzipped.
 */
export async function transferred(request: Request): Promise<{ url: string; bytes: number }> {
  const { responseBodySize } = await request.sizes();
  if (responseBodySize > 0) return { url: request.url(), bytes: responseBodySize };
  const response = await request.response();
  const body = (await response?.body()) ?? Buffer.alloc(0);
  const gzipped = response?.headers()['content-encoding'] === 'gzip';
  return { url: request.url(), bytes: gzipped ? gzipSync(body).length : body.length };
}
