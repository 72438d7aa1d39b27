import { Parser } from 'htmlparser2';

/** What a page's HTML says in its head, as a crawler that runs no script reads it (share previews do not). */
export interface Head {
  title: string;
  /** Every meta element's content by its name or property, in document order (robots may be said twice). */
  metas: Record<string, string[]>;
  links: Record<string, string>[];
  /** Each JSON-LD block of the page, parsed, as news search reads it from the HTML. */
  jsonLd: (Record<string, unknown> & { '@type': string })[];
}

export function headOf(html: string): Head {
  const head: Head = { title: '', metas: {}, links: [], jsonLd: [] };
  let inTitle = false;
  let data: string | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'title') inTitle = true;
        if (tag === 'script' && attributes.type === 'application/ld+json') data = '';
        if (tag === 'link') head.links.push(attributes);
        if (tag !== 'meta' || attributes.content === undefined) return;
        for (const key of [attributes.property, attributes.name])
          if (key !== undefined) (head.metas[key] ??= []).push(attributes.content);
      },
      ontext(text) {
        if (inTitle) head.title += text;
        if (data !== null) data += text;
      },
      onclosetag(tag) {
        if (tag === 'title') inTitle = false;
        if (tag === 'script' && data !== null) {
          head.jsonLd.push(JSON.parse(data));
          data = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return head;
}
