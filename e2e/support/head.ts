import { Parser } from 'htmlparser2';

/** What a page's HTML says in its head, as a crawler that runs no script reads it (share previews do not). */
export interface Head {
  title: string;
  /** Every meta element's content by its name or property, in document order (robots may be said twice). */
  metas: Record<string, string[]>;
  links: Record<string, string>[];
}

export function headOf(html: string): Head {
  const head: Head = { title: '', metas: {}, links: [] };
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'title') inTitle = true;
        if (tag === 'link') head.links.push(attributes);
        if (tag !== 'meta' || attributes.content === undefined) return;
        for (const key of [attributes.property, attributes.name])
          if (key !== undefined) (head.metas[key] ??= []).push(attributes.content);
      },
      ontext(text) {
        if (inTitle) head.title += text;
      },
      onclosetag(tag) {
        if (tag === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return head;
}
