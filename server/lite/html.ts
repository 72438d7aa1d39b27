import 'server-only';

/**
 * The text-only edition's markup is written as tagged templates: `markup` escapes every value put
 * into it (as text and inside a quoted attribute alike) unless the value is itself `Html`, which
 * only `markup` and `trusted` make. (Not named `html`: Prettier would reformat such a template's
 * text as HTML, and with it what the pages say, byte for byte.) So a headline or an alt text is text wherever it lands, and the
 * only markup that passes as it is, is the templates' own and what `trusted` vouches for (a body
 * the content check sanitised).
 */
export class Html {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** A value a template takes: text, a number, markup, a list of them, or nothing (false, null, undefined). */
export type Fragment = Html | string | number | false | null | undefined | readonly Fragment[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML, in content or inside a double-quoted attribute (the templates quote every attribute so). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => ESCAPES[character]);

function write(value: Fragment): string {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(write).join('');
  return escapeHtml(String(value));
}

/** Markup from a template: each interpolated value escaped, unless it is `Html`. Attributes must be double-quoted. */
export function markup(strings: TemplateStringsArray, ...values: Fragment[]): Html {
  let text = strings[0];
  for (let index = 0; index < values.length; index++) text += write(values[index]) + strings[index + 1];
  return new Html(text);
}

/** HTML that is already safe to put in a page as it is: a sanitised body. Never text a reader or writer typed. */
export const trusted = (markup: string): Html => new Html(markup);
