import 'server-only';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import attributes from 'markdown-it-attrs';

/**
 * Stories written in Markdown (CommonMark): paragraphs, headings, lists, quotes, links, images,
 * and HTML where a writer needs it. The result goes through the same sanitiser as an HTML body,
 * which keeps only editorial markup.
 */
const markdown = new MarkdownIt({ html: true });

// The headline is the page's one h1: a `#` heading in a story is a subheading, like `##`.
const subheading: NonNullable<typeof markdown.renderer.rules.heading_open> = (tokens, index, options, _env, renderer) => {
  if (tokens[index].tag === 'h1') tokens[index].tag = 'h2';
  return renderer.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_open = subheading;
markdown.renderer.rules.heading_close = subheading;

export function renderMarkdown(source: string): string {
  return markdown.render(source).trim();
}

/**
 * A live update's body: the same Markdown, its headings under the update's own headline (an h3 in
 * the feed), so every `#` heading is an h4.
 */
const updateMarkdown = new MarkdownIt({ html: true });
const underHeadline: NonNullable<typeof markdown.renderer.rules.heading_open> = (tokens, index, options, _env, renderer) => {
  if (['h1', 'h2', 'h3'].includes(tokens[index].tag)) tokens[index].tag = 'h4';
  return renderer.renderToken(tokens, index, options);
};
updateMarkdown.renderer.rules.heading_open = underHeadline;
updateMarkdown.renderer.rules.heading_close = underHeadline;

export function renderUpdateMarkdown(source: string): string {
  return updateMarkdown.render(source).trim();
}

/**
 * The standing pages (about, contact…): the same Markdown, with an id on every heading made from its
 * text (`## Corrections policy` → `id="corrections-policy"`), so a policy link can name its section, and
 * a written address (newsroom@example.org) made a link. A heading may name its id instead
 * (`## Normas editoriales {#editorial-standards}`, markdown-it-attrs, ids only): another edition's
 * page then keeps the default edition's ids, which the site's policy links name.
 */
const pageMarkdown = new MarkdownIt({ html: true, linkify: true })
  .use(attributes, { allowedAttributes: ['id'] })
  .use(anchor, { level: [2, 3] });
pageMarkdown.renderer.rules.heading_open = subheading;
pageMarkdown.renderer.rules.heading_close = subheading;

export function renderPageMarkdown(source: string): string {
  return pageMarkdown.render(source).trim();
}
