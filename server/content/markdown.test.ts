import { renderMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize';

/** A story's body as a page shows it: Markdown rendered, then sanitised like an HTML body. */
const body = (markdown: string) => sanitizeArticleHtml(renderMarkdown(markdown), '/pacific-ledger');

describe('a Markdown story body', () => {
  it('keeps paragraphs, emphasis and subheadings, a # heading becoming a subheading under the headline', () => {
    expect(body('# What comes next\n\nThe **first** survey, *then* the flights.\n\n### Costs')).toBe(
      '<h2>What comes next</h2>\n<p>The <strong>first</strong> survey, <em>then</em> the flights.</p>\n<h3>Costs</h3>',
    );
  });

  it('keeps numbered and bulleted lists and quotes', () => {
    expect(body('1. Equal districts\n2. Contiguous ones\n\n- North\n- South\n\n> "A quote." — Someone')).toBe(
      '<ol>\n<li>Equal districts</li>\n<li>Contiguous ones</li>\n</ol>\n<ul>\n<li>North</li>\n<li>South</li>\n</ul>\n' +
        '<blockquote>\n<p>"A quote." — Someone</p>\n</blockquote>',
    );
  });

  it('links and images point into the site under its base path', () => {
    expect(body('See [the snowpack](/news/sierra-snowpack-water-outlook/).\n\n![A dam at dusk](/images/articles/dam.jpg)')).toBe(
      '<p>See <a href="/pacific-ledger/news/sierra-snowpack-water-outlook/">the snowpack</a>.</p>\n' +
        '<p><img src="/pacific-ledger/images/articles/dam.jpg" alt="A dam at dusk" /></p>',
    );
  });

  it('lets a writer use HTML where Markdown has no syntax, within the same allowlist', () => {
    expect(body('<figure><img src="/images/a.png" alt="A chart"><figcaption>Source: the state.</figcaption></figure>')).toBe(
      '<figure><img src="/pacific-ledger/images/a.png" alt="A chart" /><figcaption>Source: the state.</figcaption></figure>',
    );
  });
});
