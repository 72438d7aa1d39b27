import { RESULT_CLASSES } from '@/lib/search-page';

interface Part {
  text: string;
  marked: boolean;
}

/**
 * Pagefind gives the excerpt as HTML: text from our own articles (already sanitised when the site
 * was built) with `<mark>` around the matched words. It is still never set as HTML: it is parsed
 * in an inert <template> (no script runs, nothing loads) and rebuilt as React text, keeping only
 * the `<mark>` highlights, so any other markup that reached the index shows as text at worst.
 */
export function excerptParts(html: string): Part[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const parts: Part[] = [];
  const walk = (node: Node, marked: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
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

export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className={RESULT_CLASSES.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
