import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { articles, pages } from './support/site';
import { ARTICLE_HTML_BUDGET, kB } from './support/page-checks';

// One page of each template and form loads at most its JavaScript budget, measured where the routes spec
// visits it (e2e/support/page-checks.ts `pageWeight`, e2e/routes.spec.ts), the budgets there.

// An article's HTML grows with its text: every article's, as the host sends it.
test('every article is at most 30 kB of HTML (gzip)', async ({ request }) => {
  const over: string[] = [];
  for (const { slug } of articles) {
    const path = `/news/${slug}/`;
    const html = gzipSync(await (await request.get(path)).body(), { level: 9 }).length;
    if (html > ARTICLE_HTML_BUDGET) over.push(`${path}: HTML ${kB(html)} > ${kB(ARTICLE_HTML_BUDGET)}`);
  }
  expect(over, over.join('\n')).toEqual([]);
});

// Each page's RSC payload is written twice (inline in index.html and as index.txt), so what is the same on every
// page, and markup that follows from a few fields, is named there by client components, not written out.
test('the RSC payloads carry no site chrome and no image srcSet lists', async ({ request }) => {
  // The header's and the footer's markup, and the theme script's code (its storage key is also what the privacy
  // page tells readers). The chrome's words come with each page, once, in its edition's dictionary.
  const sameOnEveryPage = ['bar-name', 'footer-link', 'localStorage.getItem', 'srcSet'];
  const rows: string[] = [];
  for (const { path } of pages) {
    const payload = await (await request.get(`${path}index.txt`)).text();
    rows.push(`${path.padEnd(50)} index.txt ${kB(payload.length).padStart(8)}`);
    for (const text of sameOnEveryPage) expect(payload, `${path}index.txt`).not.toContain(text);
  }
  console.log(`RSC payloads:\n${rows.join('\n')}`);
});
