import { decodeHTML } from 'entities';

/**
 * The text of HTML the build made (a sanitised body, a page's headline): the tags dropped, a space
 * where a block ends, every character reference read back by `entities` (the WHATWG decoder: named,
 * numeric, and a code point past U+10FFFF as U+FFFD rather than an error), the spaces collapsed.
 * One decoder for structured data, the build and the offline worker.
 */
export function htmlText(html: string): string {
  const text = html.replace(/<\/(?:p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/g, ' ').replace(/<[^>]*>/g, '');
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}
