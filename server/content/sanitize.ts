import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies are trusted to hold editorial markup only. Anything else (scripts, event
 * handlers, frames, forms, styles, remote images, javascript:/data: URLs) is dropped here,
 * before the HTML reaches a page or a feed.
 */
export function sanitizeArticleHtml(html: string, basePath = '', { headingIds = false } = {}): string {
  // htmlparser2 does not apply HTML's tree rules, so a <p> that a Markdown paragraph wraps around a
  // block can come out nested, which a browser would parse otherwise. The output must read back as
  // itself (differences on re-parsing are how mutation XSS starts): sanitise its own output until
  // it does, which takes a second pass only where something was nested.
  let clean = sanitizeOnce(html, basePath, headingIds);
  for (let pass = 0; pass < 3 && NESTED_BLOCK.test(clean); pass++) clean = sanitizeOnce(clean, basePath, headingIds);
  return clean;
}

/** A <p> opened inside an open <p>: markup a browser would restructure. */
const NESTED_BLOCK = /<p>(?:(?!<\/p>).)*<(?:p|h[2-4]|ul|ol|blockquote|figure|hr)[\s>]/s;

/** A standing page's headings keep the ids its policy links point at (`renderPageMarkdown`). */
export const HEADING_IDS = { h2: ['id'], h3: ['id'] };

/** The elements a body may hold: editorial markup, and pictures from the site itself. */
export const ARTICLE_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
  'figure',
  'figcaption',
  'br',
  'hr',
  'cite',
];

/** The attributes those elements may carry. */
export const ARTICLE_ATTRIBUTES = { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] };

function sanitizeOnce(html: string, basePath: string, headingIds: boolean): string {
  return sanitizeHtml(html, {
    allowedTags: ARTICLE_TAGS,
    allowedAttributes: { ...ARTICLE_ATTRIBUTES, ...(headingIds && HEADING_IDS) },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: withSitePath(attribs, 'href', basePath) }),
      img: (tagName, attribs) => ({ tagName, attribs: withSitePath(attribs, 'src', basePath) }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || !frame.attribs.alt),
  });
}

function withSitePath(attribs: Record<string, string>, name: string, basePath: string) {
  const value = attribs[name];
  if (value?.startsWith('/') && !value.startsWith('//')) return { ...attribs, [name]: `${basePath}${value}` };
  return attribs;
}
