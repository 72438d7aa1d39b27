/**
 * How a search result's excerpt is read, by both of the search page's drawers: the early script
 * in its `<head>` (lib/early-search.ts) and the app (components/search/). Imports nothing: the
 * early script's bundle carries it.
 */

/** A run of an excerpt's text, marked where Pagefind matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind gives the excerpt as HTML: text from our own articles (already sanitised when the site
 * was built) with `<mark>` around the matched words. It is never set as HTML: it is parsed in an
 * inert <template> (no script runs, nothing loads) and read back as runs of text, keeping only the
 * `<mark>` highlights, so any other markup that reached the index shows as text at worst.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const parts: ExcerptPart[] = [];
  const walk = (node: Node, marked: boolean) => {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else if (text) parts.push({ text, marked });
      return;
    }
    const isMark = node.nodeName === 'MARK';
    node.childNodes.forEach((child) => walk(child, marked || isMark));
  };
  walk(template.content, false);
  return parts;
}

/** Whether the excerpt starts and ends inside the story's text, to mark each cut with an ellipsis. */
export function excerptCut(parts: ExcerptPart[], content: string): { start: boolean; end: boolean } {
  const text = parts.map((part) => part.text).join('');
  return { start: !content.startsWith(text), end: !content.endsWith(text) };
}
