import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { kilobytes } from '@/lib/images';
import { fill } from '@/lib/editions';
import { basePath, liteHref, withoutBasePath } from '@/lib/routes';
import { messages } from '../editions';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, HEADING_IDS } from '../content/sanitize';

/** The size of a file of the site by its path as the page names it (under the base path), or null when unknown. */
export type FileSize = (href: string) => number | null;

const sizes = new Map<string, number | null>();

/** What a file of `public/` weighs, by the address a page names it at: a picture's cost, read once a build. */
export const publicFileSize: FileSize = (href) => {
  if (!sizes.has(href))
    sizes.set(href, statSync(path.join(process.cwd(), 'public', withoutBasePath(href)), { throwIfNoEntry: false })?.size ?? null);
  return sizes.get(href)!;
};

/**
 * A link of the full edition as the text-only edition gives it: a page it has a copy of goes to
 * the copy in the page's own edition (its `#section` kept; `/es/news/x/` to `/es/lite/news/x/`);
 * anything else (a feed, a file, another site) stays as it is.
 */
export function liteLink(href: string): string {
  return !href.startsWith(`${basePath}/`) || href.startsWith('//') ? href : liteHref(withoutBasePath(href));
}

/**
 * A story's or a standing page's body (sanitised by the content check) for the text-only edition:
 * links to pages of the site lead to their text-only copies, and each picture becomes a link to it
 * that says what it shows and what it weighs, in the page's edition's words, so nothing is fetched until the reader asks. The
 * body goes through the content check's own allowlist once more, so nothing but these changes.
 */
export function liteBody(body: string, fileSize: FileSize = publicFileSize): string {
  const words = messages().lite;
  return sanitizeHtml(body, {
    allowedTags: ARTICLE_TAGS,
    allowedAttributes: { ...ARTICLE_ATTRIBUTES, ...HEADING_IDS },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: liteLink(attribs.href) } : attribs }),
      img: (_tagName, { src, alt }) => {
        const size = fileSize(src);
        const text = size === null ? fill(words.picture, { alt }) : fill(words.pictureSized, { alt, size: kilobytes(size) });
        return { tagName: 'a', attribs: { href: src }, text };
      },
    },
  });
}
