import type { APIRequestContext } from '@playwright/test';
import { Parser } from 'htmlparser2';
import { siteConfig } from '../../lib/site';

/** Attributes that name a URL the browser or a crawler will fetch. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'content']);

function urlsInHtml(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (!URL_ATTRIBUTES.has(name)) continue;
        if (name === 'content' && !/^(https?:)?\//.test(value)) continue;
        if (name === 'srcset') found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
        else found.push(value);
      }
    },
  });
  parser.end(html);
  return found;
}

function urlsInXml(xml: string): string[] {
  return [...xml.matchAll(/<(?:loc|link|guid)>([^<]+)<|\burl="([^"]+)"|<atom:link[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
}

export interface CrawlResult {
  checked: number;
  pages: number;
  failures: string[];
}

/**
 * Follows every internal URL from the start page: links, images and srcsets, scripts, styles,
 * feeds, sitemap and share images. Absolute URLs on SITE_URL count as internal.
 */
export async function crawl(request: APIRequestContext, origin: string, startPaths: string[]): Promise<CrawlResult> {
  const queue = [...startPaths];
  const seen = new Set(queue);
  const failures: string[] = [];
  let pages = 0;

  const toPath = (raw: string, from: string): string | null => {
    if (!raw || raw.startsWith('#') || raw.startsWith('mailto:')) return null;
    const mapped = raw.startsWith(siteConfig.url) ? raw.slice(siteConfig.url.length) || '/' : raw;
    const url = new URL(mapped, origin + from);
    if (url.origin !== origin) return null;
    return url.pathname + url.search;
  };

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5 });
    if (!response.ok()) {
      failures.push(`${response.status()} ${path}`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    const links = type.includes('html')
      ? urlsInHtml(await response.text())
      : type.includes('xml')
        ? urlsInXml(await response.text())
        : [];
    if (type.includes('html')) pages += 1;
    for (const link of links) {
      const next = toPath(link, path);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { checked: seen.size, pages, failures };
}
