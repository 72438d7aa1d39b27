import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies are trusted to hold editorial markup only. Anything else (scripts, event
 * handlers, frames, forms, styles, remote images, javascript:/data: URLs) is dropped here,
 * before the HTML reaches a page or a feed.
 */
export function sanitizeArticleHtml(html: string, basePath = ''): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
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
