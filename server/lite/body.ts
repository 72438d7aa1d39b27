import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { basePath, liteCopyOf, withBasePath, withoutBasePath } from '@/lib/routes';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, HEADING_IDS } from '../content/sanitize';
import { trusted, type Html } from './html';

/** The size of a file of the site by its path as the page names it (under the base path), or null when unknown. */
export type FileSize = (href: string) => number | null;

/** `4.3 kB`, `38 kB`: what a picture costs, as its link or its summary says it. */
export function kilobytes(bytes: number): string {
  const kB = bytes / 1024;
  return `${kB < 10 ? kB.toFixed(1) : Math.round(kB)} kB`;
}

/**
 * A link of the full edition as the text-only edition gives it: a page it has a copy of goes to
 * the copy (its `#section` kept); anything else (a feed, a file, another site) stays as it is.
 */
export function liteLink(href: string): string {
  if (!href.startsWith(`${basePath}/`) || href.startsWith('//')) return href;
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(withoutBasePath(href))!;
  const copy = liteCopyOf(path);
  return copy ? withBasePath(copy) + rest : href;
}

/** A page of the site, by its site path, as the text-only edition links it: to its copy where it has one. */
export const litePageLink = (path: string): string => liteLink(withBasePath(path));

/**
 * A story's or a standing page's body (sanitised by the content check) for the text-only edition:
 * links to pages of the site lead to their text-only copies, and each picture becomes a link to it
 * that says what it shows and what it weighs, so nothing is fetched until the reader asks. The
 * body goes through the content check's own allowlist once more, so nothing but these changes.
 */
export function liteBody(body: string, fileSize: FileSize): Html {
  return trusted(
    sanitizeHtml(body, {
      allowedTags: ARTICLE_TAGS,
      allowedAttributes: { ...ARTICLE_ATTRIBUTES, ...HEADING_IDS },
      allowedSchemes: ['https', 'http', 'mailto'],
      allowedSchemesByTag: { img: [] },
      allowProtocolRelative: false,
      transformTags: {
        a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: liteLink(attribs.href) } : attribs }),
        img: (_tagName, { src, alt }) => {
          const size = fileSize(src);
          return { tagName: 'a', attribs: { href: src }, text: `Picture: ${alt}${size === null ? '' : ` (${kilobytes(size)})`}` };
        },
      },
    }),
  );
}
