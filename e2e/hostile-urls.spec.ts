import http from 'node:http';
import { expect, prepare, test, type APIRequestContext, type Page } from './support/test';
import { articles, categories, pages } from './support/site';

/**
 * Hostile and odd addresses: unknown ids, case variants, percent-encoding, traversal, very long
 * segments, trailing junk, queries and fragments, double slashes, unicode and legacy forms.
 *
 * Every address gets ONE right answer, decided up front:
 *   - page       the real page: status 200, its h1, its canonical URL;
 *   - not-found  status 404 and the message of its section (the 404 page reads the address:
 *                /category/… → "Category Not Found", /news/… → "Article Not Found", else "Page Not Found");
 *   - refused    the request is malformed (bad percent-encoding): the server answers 400 before any
 *                site code runs, so there is no site page to check;
 * optionally reached through an HTTP redirect (`redirect`) or ending on another address (`lands`:
 * the browser resolved dot segments, or the legacy `/#/news/{slug}` links moved it). Every address is
 * asked for (status, redirect, the HTML's h1 or not-found page); one of each shape (`shapeOf`) is
 * also opened in Chromium, which checks what the reader sees and that no script breaks on it.
 *
 * The addresses are resolved like a browser resolves them (the `request` fixture and Chromium both
 * follow the WHATWG URL rules), so `/news/../../etc/passwd` really asks for `/etc/passwd`; a raw
 * test at the end sends un-normalised traversal paths straight to the server.
 *
 * `quirk` marks a path where http-server (the local and e2e server; production is nginx, see
 * deploy/nginx/pacific-ledger.conf) answers something arguably wrong that is not the site's doing. The quirk is
 * accepted only when it is a safe refusal (an error status, no site page, nothing off-site), and it
 * is counted apart in the summary, never as "right".
 */

type Section = 'category' | 'article' | 'page';
type Answer =
  | { kind: 'page'; status: 200; h1: string; canonical: string }
  | { kind: 'not-found'; status: number; section: Section }
  | { kind: 'refused'; status: number };

interface Case {
  path: string;
  answer: Answer;
  /** the first response is an HTTP redirect to this path (+ query), on this site */
  redirect?: string;
  /** the address bar must end here (pathname + search) */
  lands?: string;
  /** status of the first document when a client-side redirect follows (legacy hash links) */
  documentStatus?: number;
  /** http-server answers this status instead; accepted as a safe refusal, reported apart */
  quirk?: { status: number; why: string };
}

const HOME_H1 = pages.find(({ path }) => path === '/')!.h1;
const NOT_FOUND: Record<Section, { h1: string; text: string }> = {
  category: { h1: 'Category Not Found', text: 'The requested category does not exist.' },
  article: { h1: 'Article Not Found', text: 'Article not found' },
  page: { h1: 'Page Not Found', text: 'The page you are looking for does not exist or has moved.' },
};

const home: Answer = { kind: 'page', status: 200, h1: HOME_H1, canonical: '/' };
const articlePage = (a: (typeof articles)[number]): Answer => ({
  kind: 'page',
  status: 200,
  h1: a.title,
  canonical: `/news/${a.slug}/`,
});
const categoryPage = (c: (typeof categories)[number]): Answer => ({
  kind: 'page',
  status: 200,
  h1: c.displayName,
  canonical: `/category/${c.id}/`,
});
const missing = (section: Section, status = 404): Answer => ({ kind: 'not-found', status, section });
const refused: Answer = { kind: 'refused', status: 400 };

// http-server quirks (see the header comment).
const NUL_500 = { status: 500, why: 'http-server passes the NUL byte to fs.stat and answers 500 (nginx: 400)' };
const NAME_TOO_LONG_500 = { status: 500, why: 'http-server answers ENAMETOOLONG with 500 (nginx: 404)' };
const BAD_QUERY_400 = {
  status: 400,
  why: 'http-server decodes the query string too and refuses bad %-escapes in it; a static host ignores the query',
};

const [a0, a1, a2] = articles;
const us = categories.find((c) => c.id === 'us')!;
const business = categories.find((c) => c.id === 'business')!;
const upperFirst = (s: string) => s[0].toUpperCase() + s.slice(1);
const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;

const families: Record<string, Case[]> = {
  'real routes': [
    { path: '/', answer: home },
    ...categories.map((c) => ({ path: `/category/${c.id}/`, answer: categoryPage(c) })),
    ...articles.map((a) => ({ path: `/news/${a.slug}/`, answer: articlePage(a) })),
  ],

  'legacy forms (no trailing slash)': [
    ...articles.map((a) => ({ path: `/news/${a.slug}`, redirect: `/news/${a.slug}/`, answer: articlePage(a) })),
    ...categories.map((c) => ({ path: `/category/${c.id}`, redirect: `/category/${c.id}/`, answer: categoryPage(c) })),
    // the query survives the redirect
    { path: `/news/${a0.slug}?utm_source=x`, redirect: `/news/${a0.slug}/?utm_source=x`, answer: articlePage(a0) },
    { path: '/category/us?page=2', redirect: '/category/us/?page=2', answer: categoryPage(us) },
    // the section folders exist but hold no page
    { path: '/news', redirect: '/news/', answer: missing('article') },
    { path: '/category', redirect: '/category/', answer: missing('category') },
    // unknown ids have no folder to redirect to: straight 404
    { path: '/news/no-such-story', answer: missing('article') },
    { path: '/category/sports', answer: missing('category') },
    { path: '/about-us', answer: missing('page') },
  ],

  'unknown categories and slugs': [
    ...categories.flatMap((c) => [
      { path: `/category/${c.id}s/`, answer: missing('category') },
      { path: `/category/${c.id}-news/`, answer: missing('category') },
    ]),
    ...['sports', 'opinion', '0', '-', 'undefined', '__proto__', 'constructor', 'index'].map((id) => ({
      path: `/category/${id}/`,
      answer: missing('category'),
    })),
    // one near miss per article, in turn: a suffix, a missing last letter, underscores
    ...articles.map((a, i) => ({
      path: `/news/${[`${a.slug}-2`, a.slug.slice(0, -1), a.slug.replace(/-/g, '_')][i % 3]}/`,
      answer: missing('article'),
    })),
    ...['no-such-story', '__proto__', 'constructor', 'undefined', 'index'].map((slug) => ({
      path: `/news/${slug}/`,
      answer: missing('article'),
    })),
    { path: '/news/', answer: missing('article') },
    { path: '/category/', answer: missing('category') },
    ...[
      '/about-us/',
      '/privacy-policy/',
      '/find/?q=x',
      `/articles/${a0.slug}/`,
      '/categories/us/',
      `/newsx/${a0.slug}/`,
      `/news-${a0.slug}/`,
      '/wp-admin/',
      '/.env',
      '/.git/config',
      '/images/',
    ].map((path) => ({ path, answer: missing('page') })),
    // Files of the export itself. /404.html is the page hosts serve for unknown paths; asked for by
    // name it is a plain file (200 on every static host). /404/ and /_not-found/ are folders Next.js
    // writes next to it: soft 404s (status 200), harmless because the page carries noindex.
    { path: '/404.html', answer: missing('page', 200) },
    { path: '/404/', answer: missing('page', 200) },
    { path: '/_not-found/', answer: missing('page', 200) },
  ],

  // URLs are case-sensitive on the host. /NEWS/… and /Category/… are not the news or category
  // sections at all, so the generic "Page Not Found" is right there; a wrong-case id inside a real
  // section gets that section's message.
  'case variants': [
    ...categories.flatMap((c) => [
      { path: `/category/${c.id.toUpperCase()}/`, answer: missing('category') },
      { path: `/Category/${upperFirst(c.id)}/`, answer: missing('page') },
    ]),
    { path: '/CATEGORY/us/', answer: missing('page') },
    { path: '/category/Business/', answer: missing('category') },
    // one variant per article, in turn
    ...articles.map((a, i) =>
      i % 2
        ? { path: `/news/${a.slug.toUpperCase()}/`, answer: missing('article') }
        : { path: `/NEWS/${a.slug}/`, answer: missing('page') },
    ),
    { path: `/News/${upperFirst(a0.slug)}/`, answer: missing('page') },
    { path: `/NEWS/${a0.slug}`, answer: missing('page') },
    { path: '/Category/US', answer: missing('page') },
    { path: '/category/US', answer: missing('category') },
    { path: '/INDEX.HTML', answer: missing('page') },
  ],

  'percent-encoding': [
    // %2e%2e is a dot segment for the URL parser: the browser resolves it before asking.
    { path: '/news/%2e%2e/', lands: '/', answer: home },
    { path: '/news/%2E%2E/%2E%2E/', lands: '/', answer: home },
    { path: '/news/%2e/', lands: '/news/', answer: missing('article') },
    { path: `/news/${a0.slug}/%2e%2e/`, lands: '/news/', answer: missing('article') },
    { path: '/category/%2e%2e/us/', lands: '/us/', answer: missing('page') },
    // %2F is data for the browser but http-server decodes it to "/" before mapping to a file (so
    // does nginx). Arguably /news%2F{slug}/ names no page, but the site cannot tell: it is served
    // the article's own HTML, which must then render cleanly (canonical URL = the clean address).
    { path: `/news/${a0.slug}%2f`, answer: articlePage(a0) },
    { path: `/news%2f${a0.slug}/`, answer: articlePage(a0) },
    { path: `/%2fnews/${a1.slug}/`, answer: articlePage(a1) },
    { path: '/category/us%2F/', answer: categoryPage(us) },
    { path: '/news/a%2Fb/', answer: missing('article') },
    { path: '/category/%2F/', answer: missing('category') },
    // Percent-encoded ordinary letters decode to the same file (RFC 3986 says they are equivalent).
    { path: `/%6Eews/${a0.slug}/`, answer: articlePage(a0) },
    { path: `/news/${hex(a2.slug[0])}${a2.slug.slice(1)}/`, answer: articlePage(a2) },
    { path: `/category/${hex('b')}usiness/`, answer: categoryPage(business) },
    // encoded unicode, spaces, double encoding, encoded delimiters: no such article
    { path: '/news/caf%C3%A9/', answer: missing('article') },
    { path: '/news/%F0%9F%93%B0/', answer: missing('article') },
    { path: `/news/${a0.slug}%20/`, answer: missing('article') },
    { path: `/news/%20${a0.slug}/`, answer: missing('article') },
    { path: `/news/${a0.slug}+/`, answer: missing('article') },
    { path: '/news/%252e%252e/', answer: missing('article') },
    { path: '/news/%252F/', answer: missing('article') },
    { path: '/category/us%3F/', answer: missing('category') },
    { path: `/news/${a0.slug}%23top/`, answer: missing('article') },
    // malformed escapes and invalid UTF-8: 400 Bad Request is right (nginx answers the same)
    { path: '/news/%ZZ/', answer: refused },
    { path: '/category/%ZZ/', answer: refused },
    { path: '/%ZZ', answer: refused },
    { path: '/news/%/', answer: refused },
    { path: '/news/%E9/', answer: refused },
    { path: '/news/%C0%AE%C0%AE/', answer: refused },
    // NUL: 400 is right; http-server says 500 (a quirk, see NUL_500)
    { path: '/news/%00', answer: refused, quirk: NUL_500 },
    { path: `/news/${a0.slug}%00/`, answer: refused, quirk: NUL_500 },
    { path: '/category/%00/', answer: refused, quirk: NUL_500 },
  ],

  traversal: [
    // resolved by the browser: the request never leaves the site's tree
    { path: '/news/../../etc/passwd', lands: '/etc/passwd', answer: missing('page') },
    { path: '/news/..\\..\\etc\\passwd', lands: '/etc/passwd', answer: missing('page') },
    { path: '/category/%2e%2e/%2e%2e/%2e%2e/package.json', lands: '/package.json', answer: missing('page') },
    { path: '/news/../category/us/', lands: '/category/us/', answer: categoryPage(us) },
    { path: `/category/us/../../news/${a0.slug}/`, lands: `/news/${a0.slug}/`, answer: articlePage(a0) },
    { path: `/news/./${a1.slug}/`, lands: `/news/${a1.slug}/`, answer: articlePage(a1) },
    { path: `/news/${a0.slug}/..`, lands: '/news/', answer: missing('article') },
    { path: '/./', lands: '/', answer: home },
    // Encoded slashes reach the server, which decodes and normalises them inside its root. When
    // the result is a real folder it serves that page (here: home, for /category/../../); that is
    // path normalisation by the server, not the site, and the home page must still render cleanly.
    { path: '/category/..%2f..%2f', answer: home },
    { path: '/category/..%2F..%2F..%2F', answer: home },
    { path: '/category/..%2f..%2fetc%2fpasswd', answer: missing('category') },
    { path: '/category/..%2fus/', answer: missing('category') },
    { path: '/news/..%2f..%2f..%2fetc%2fpasswd', answer: missing('article') },
    { path: '/news/%2e%2e%2f%2e%2e%2fetc%2fpasswd', answer: missing('article') },
    { path: '/news/%5c..%5c..%5cetc%5cpasswd', answer: missing('article') },
    { path: '/news/%2e%2e%5c%2e%2e%5cetc%5cpasswd', answer: missing('article') },
    { path: `/news/..%2f${a0.slug}/`, answer: missing('article') },
    { path: '/news/....//....//etc/passwd', answer: missing('article') },
    { path: '/news/..%2f..%2fpackage.json', answer: missing('article') },
    { path: '/..%2fpackage.json', answer: missing('page') },
    { path: '/..%2f..%2f..%2fetc%2fpasswd', answer: missing('page') },
  ],

  // A name longer than 255 bytes cannot exist on disk; the right answer stays "no such article".
  'very long segments': [
    ...[64, 200, 255].map((n) => ({ path: `/news/${'a'.repeat(n)}/`, answer: missing('article') })),
    ...[256, 1000, 2000, 5000].map((n) => ({
      path: `/news/${'a'.repeat(n)}/`,
      answer: missing('article'),
      quirk: NAME_TOO_LONG_500,
    })),
    { path: `/category/${'x'.repeat(255)}/`, answer: missing('category') },
    ...[2000, 5000].map((n) => ({ path: `/category/${'x'.repeat(n)}/`, answer: missing('category'), quirk: NAME_TOO_LONG_500 })),
    { path: `/${'z'.repeat(5000)}/`, answer: missing('page'), quirk: NAME_TOO_LONG_500 },
    { path: `/news/${'%C3%A9'.repeat(200)}/`, answer: missing('article'), quirk: NAME_TOO_LONG_500 },
    // many short segments: 2,000 characters is a fine path, 5,000 exceeds PATH_MAX
    { path: `/news/${'a/'.repeat(1000)}`, answer: missing('article') },
    { path: `/news/${'a/'.repeat(2500)}`, answer: missing('article'), quirk: NAME_TOO_LONG_500 },
    // a long query is the page's business, not the host's
    { path: `/news/${a0.slug}/?q=${'q'.repeat(5000)}`, answer: articlePage(a0) },
    { path: `/?utm_content=${'c'.repeat(2000)}`, answer: home },
  ],

  'trailing junk': [
    // one kind of junk per article and category, in turn; /index.html is the exported file itself,
    // which every static host serves (its canonical URL still names the clean address)
    ...articles.map(
      (a, i) =>
        [
          { path: `/news/${a.slug}/extra/`, answer: missing('article') },
          { path: `/news/${a.slug}.html`, answer: missing('article') },
          { path: `/news/${a.slug}/index.html`, answer: articlePage(a) },
        ][i % 3],
    ),
    ...categories.map(
      (c, i) =>
        [
          { path: `/category/${c.id}/index.html`, answer: categoryPage(c) },
          { path: `/category/${c.id}/extra/`, answer: missing('category') },
          { path: `/category/${c.id}.html`, answer: missing('category') },
        ][i % 3],
    ),
    { path: '/index.html', answer: home },
    { path: '/index.htm', answer: missing('page') },
    { path: `/news/${a0.slug}/extra`, answer: missing('article') },
    { path: `/news/${a0.slug}/index.htm`, answer: missing('article') },
    // http-server drops the trailing slash after a file name and serves the article (nginx: 404);
    // the article's own page, with its canonical URL, is a sane answer for it
    { path: `/news/${a0.slug}/index.html/`, answer: articlePage(a0) },
    { path: `/news/${a0.slug}/;jsessionid=1`, answer: missing('article') },
    { path: `/news/${a0.slug};jsessionid=1`, answer: missing('article') },
    { path: `/news/${a0.slug}/amp/`, answer: missing('article') },
    { path: `/news/${a0.slug}/feed.xml`, answer: missing('article') },
    { path: '/category/us/feed/', answer: missing('category') },
  ],

  'queries and fragments': [
    { path: '/?utm_source=x', answer: home },
    { path: '/?q=<script>alert(1)</script>', answer: home },
    { path: '/?', answer: home },
    { path: `/news/${a0.slug}/?utm_source=x&utm_medium=email`, answer: articlePage(a0) },
    { path: `/news/${a0.slug}/?q=<script>alert(1)</script>`, answer: articlePage(a0) },
    { path: `/news/${a1.slug}/?slug=${a0.slug}`, answer: articlePage(a1) },
    { path: '/category/us/?page=2', answer: categoryPage(us) },
    { path: '/category/us/?id=world&category=tech', answer: categoryPage(us) },
    { path: '/news/no-such-story/?q=<script>alert(1)</script>', answer: missing('article') },
    { path: '/category/sports/?utm_source=x', answer: missing('category') },
    { path: '/about-us/?q="><svg onload=alert(1)>', answer: missing('page') },
    // a malformed query: the page is still the page; http-server refuses it (BAD_QUERY_400)
    { path: `/news/${a0.slug}/?q=%ZZ`, answer: articlePage(a0), quirk: BAD_QUERY_400 },
    { path: '/?q=100%', answer: home, quirk: BAD_QUERY_400 },
    // fragments never reach the server
    { path: `/news/${a0.slug}/#comments`, answer: articlePage(a0) },
    { path: '/category/us/#main-content', answer: categoryPage(us) },
    { path: '/#<img src=x onerror=alert(1)>', answer: home },
    { path: '/news/no-such-story/#top', answer: missing('article') },
    // The legacy hash router only follows /#/news/{a-z0-9-} and /#/category/{a-z0-9-}.
    // Known product bugs (found here): after that redirect the previous page's head stays (two
    // canonical links, two og:url; a stale noindex when it started on the 404 page), and an unknown
    // id first fetches a missing RSC payload (a console 404) before the full-page fallback.
    { path: '/#//evil.example/', answer: home },
    { path: '/#/news/../../etc/passwd', answer: home },
    { path: `/#/news/${a0.slug.toUpperCase()}`, answer: home },
    { path: `/#/news/${a0.slug}`, lands: `/news/${a0.slug}/`, documentStatus: 200, answer: articlePage(a0) },
    { path: '/#/category/business', lands: '/category/business/', documentStatus: 200, answer: categoryPage(business) },
    { path: '/#/news/no-such-story', lands: '/news/no-such-story/', documentStatus: 200, answer: missing('article') },
    { path: '/#/category/sports', lands: '/category/sports/', documentStatus: 200, answer: missing('category') },
    { path: `/news/no-such-story/#/news/${a1.slug}`, lands: `/news/${a1.slug}/`, documentStatus: 404, answer: articlePage(a1) },
  ],

  // The server collapses repeated slashes (so does nginx), so //news//{slug}/ is served the
  // article's HTML; the right answer is the same as for the clean address.
  // Known product bug (found here): with a leading //, the Next.js router calls
  // history.replaceState('//news/…'), which the browser reads as another host; the page throws
  // and shows "This page couldn't load" instead of the article or the not-found message.
  'double slashes': [
    ...[a0, a1, a2].map((a) => ({ path: `//news//${a.slug}/`, answer: articlePage(a) })),
    { path: `//news/${a0.slug}/`, answer: articlePage(a0) },
    { path: `///news/${a0.slug}/`, answer: articlePage(a0) },
    { path: '//category/us/', answer: categoryPage(us) },
    { path: '//', answer: home },
    { path: '//?utm_source=x', answer: home },
    { path: '//news/no-such-story/', answer: missing('article') },
    { path: '//about-us/', answer: missing('page') },
    { path: `/news//${a0.slug}/`, answer: articlePage(a0) },
    { path: `/news/${a1.slug}//`, answer: articlePage(a1) },
    { path: '/category//us/', answer: categoryPage(us) },
    { path: '/category/us//', answer: categoryPage(us) },
    { path: '/news//no-such-story/', answer: missing('article') },
  ],

  unicode: [
    { path: '/news/café/', answer: missing('article') },
    { path: '/news/cafe\u0301/', answer: missing('article') },
    { path: '/news/日本語のニュース/', answer: missing('article') },
    { path: '/news/📰/', answer: missing('article') },
    { path: '/news/😀😀😀/', answer: missing('article') },
    { path: '/news/مرحبا-بالعالم/', answer: missing('article') },
    { path: '/news/שלום-עולם/', answer: missing('article') },
    { path: `/news/\u202E${a0.slug}/`, answer: missing('article') },
    { path: `/news/${a0.slug}\u200B/`, answer: missing('article') },
    { path: `/news/${a0.slug.replace('o', '\u043E')}/`, answer: missing('article') }, // Cyrillic о
    { path: '/category/カテゴリ/', answer: missing('category') },
    { path: '/category/ünited-states/', answer: missing('category') },
    { path: '/category/us\u00A0/', answer: missing('category') },
    { path: `/ｎｅｗｓ/${a0.slug}/`, answer: missing('page') },
    { path: '/café/', answer: missing('page') },
  ],

  // Addresses starting with //another-host are checked against the production recipe (nginx) in
  // base-path.spec.ts: http-server, which serves this suite, builds its trailing-slash redirect
  // from the raw path and so sends `//evil.invalid/..%2fnews` to another host.
};

const allCases = Object.values(families).flat();

/**
 * What a case is, with the story or section it names left out: its answer, how it gets there, and
 * its address with each article slug and section id (in any case) replaced by a placeholder.
 * Every address is asked for; Chromium opens one of each shape (the others would run the same code
 * on the same answer, for another story or section).
 */
const names = [...articles.map(({ slug }) => slug), ...categories.map(({ id }) => id)].sort((a, b) => b.length - a.length);
/** The near misses of a name the families make, each a placeholder of its own: its last letter dropped, its hyphens underscored. */
const nearMisses = names.flatMap((name) => [
  [name.slice(0, -1), '{name-1}'],
  [name.replace(/-/g, '_'), '{name_}'],
]);
const shapeOf = (c: Case) =>
  [
    c.answer.kind,
    'section' in c.answer ? c.answer.section : '',
    c.redirect ? 'redirect' : '',
    c.lands ? 'lands' : '',
    c.quirk ? 'quirk' : '',
    nearMisses.reduce(
      (path, [miss, placeholder]) => (miss.length > 2 ? path.split(`/${miss}/`).join(`/${placeholder}/`) : path),
      names.reduce((path, name) => path.split(name).join('{name}').split(name.toUpperCase()).join('{NAME}'), c.path),
    ),
  ].join(' ');

/**
 * The tabs a family's addresses are opened in at once: each waits mostly on its page's loading and
 * hydrating, which the others' go on beside.
 */
const BROWSER_TABS = 3;

function siteRoot(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL must be set in the Playwright config');
  return baseURL.replace(/\/+$/, '');
}
const stripHash = (url: string) => url.split('#')[0];
const short = (path: string) => (path.length > 90 ? `${path.slice(0, 60)}…(${path.length} chars)` : path);
const pathAndSearch = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const errorLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error)
    .split('\n')
    .find((line) => line.trim()) ?? 'failed';
/** The text of an HTML fragment: no tags or comments, the usual entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[entity]!,
    )
    .trim();
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

interface Verdict {
  failures: string[];
  quirk: boolean;
  /** the server redirects to another host: the browser must not be sent there */
  offSite?: string;
}

/** The status line, with the fast `request` fixture. */
async function checkStatus(request: APIRequestContext, root: string, c: Case): Promise<Verdict> {
  const failures: string[] = [];
  const target = root + stripHash(c.path);
  let response = await request.get(target, { maxRedirects: 0 });
  const location = response.headers()['location'];
  if (isRedirect(response.status()) && location && new URL(location, target).origin !== new URL(root).origin) {
    const offSite = new URL(location, target).href;
    return {
      failures: [`request: ${response.status()} redirect OFF THE SITE to ${offSite} (Location: ${location})`],
      quirk: false,
      offSite,
    };
  }
  if (c.redirect) {
    const next = location ? new URL(location, target) : null;
    if (!isRedirect(response.status()) || !next) {
      return { failures: [`request: expected a redirect to ${c.redirect}, got ${response.status()}`], quirk: false };
    }
    if (next.origin !== new URL(root).origin || pathAndSearch(next.href) !== c.redirect) {
      return { failures: [`request: redirects to ${next.href}, expected ${c.redirect} on this site`], quirk: false };
    }
    response = await request.get(next.href, { maxRedirects: 0 });
  } else if (isRedirect(response.status())) {
    return { failures: [`request: unexpected redirect ${response.status()} to ${response.headers()['location']}`], quirk: false };
  }
  const status = response.status();
  if (c.quirk && status === c.quirk.status) {
    const body = await response.text();
    if (body.includes('<main')) failures.push(`request: the ${status} quirk answer carries a site page`);
    return { failures, quirk: true };
  }
  const expected = c.documentStatus ?? c.answer.status;
  if (status !== expected) failures.push(`request: status ${status}, expected ${expected}`);
  const body = await response.text();
  if (c.answer.kind === 'refused' && body.includes('<main')) failures.push('request: a refused request got a site page');
  if (c.answer.kind === 'not-found' && !c.documentStatus && !body.includes('Return to Home'))
    failures.push('request: not the 404 page');
  if (c.answer.kind === 'page' && !c.documentStatus) {
    const h1 = htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '');
    if (h1 !== c.answer.h1) failures.push(`request: the HTML's h1 is "${h1}", expected "${c.answer.h1}"`);
  }
  return { failures, quirk: false };
}

interface Watch {
  messages: { type: string; text: string; url: string }[];
  errors: string[];
  documents: { url: string; status: number }[];
  offSite: string[];
}

async function watch(page: Page, root: string): Promise<Watch> {
  const state: Watch = { messages: [], errors: [], documents: [], offSite: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      state.messages.push({ type: message.type(), text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => state.errors.push(`uncaught: ${error.message}`));
  page.on('dialog', (dialog) => {
    state.errors.push(`dialog opened: ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.protocol.startsWith('http') && url.origin !== new URL(root).origin)
      state.offSite.push(url.href);
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      state.documents.push({ url: response.url(), status: response.status() });
  });
  // Nothing may take the reader to another host; such requests are recorded and never sent.
  const origin = new URL(root).origin;
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== origin,
    (route) => {
      state.offSite.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  // Lets the page tell "hydrated" from "crashed" without waiting for a timeout.
  await page.addInitScript(() => {
    const w = window as unknown as { __uncaught: number };
    w.__uncaught = 0;
    window.addEventListener('error', () => (w.__uncaught += 1));
    window.addEventListener('unhandledrejection', () => (w.__uncaught += 1));
  });
  return state;
}

const DOCUMENT_LINE = /^Failed to load resource: the server responded with a status of (\d{3}) \([^)]*\)$/;

/**
 * Console errors and warnings, minus the one line Chromium prints for a document answered with an
 * error status ("Failed to load resource: … status of 404 (Not Found)", located at the document's
 * own URL). When the server refused the request (no site page at all), the same line for that
 * status and the browser's automatic /favicon.ico request are Chromium's, not the site's, too.
 */
function unexpectedConsole(state: Watch, serverPage: boolean): string[] {
  return state.messages
    .filter((message) => {
      const match = DOCUMENT_LINE.exec(message.text);
      if (message.type !== 'error' || !match) return true;
      const url = stripHash(message.url);
      const status = Number(match[1]);
      const ownDocument = state.documents.some((doc) => stripHash(doc.url) === url && doc.status === status);
      if (ownDocument && (status === 404 || serverPage)) return false;
      if (serverPage && status === 404 && new URL(url).pathname === '/favicon.ico') return false;
      return true;
    })
    .map((message) => `console ${message.type}: ${message.text} (${message.url})`);
}

/** Waits until the app has hydrated and the Next.js router has written its history entry (or the page threw). */
async function settle(page: Page, state: Watch): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        (history.state as { __NA?: boolean } | null)?.__NA === true ||
        (window as unknown as { __uncaught: number }).__uncaught > 0,
      null,
      { polling: 'raf', timeout: 10_000 },
    );
  } catch {
    state.errors.push('the app never finished hydrating');
  }
  // one frame and a beat more for the effects that run after the router's
  await page
    .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))))
    .catch(() => undefined);
}

async function goto(page: Page, url: string) {
  try {
    return await page.goto(url);
  } catch (error) {
    // a blocked off-site redirect leaves Chromium loading its error page; go again once it is there
    if (!/interrupted by another navigation/.test(errorLine(error))) throw error;
    await page.waitForLoadState();
    return await page.goto(url);
  }
}

/** The page a reader sees, in Chromium. */
async function checkInBrowser(page: Page, root: string, state: Watch, c: Case): Promise<Verdict> {
  const failures: string[] = [];
  const attempt = async (label: string, check: () => Promise<unknown>) => {
    try {
      await check();
    } catch (error) {
      failures.push(`${label}: ${errorLine(error)}`);
    }
  };

  // a new document every time: from /, going to /#… would only move to an anchor
  if (c.path.includes('#')) await page.goto('about:blank');
  state.messages.length = 0;
  state.errors.length = 0;
  state.documents.length = 0;
  state.offSite.length = 0;

  let status = 0;
  try {
    const response = await goto(page, root + c.path);
    status = response?.status() ?? 0;
    if (c.redirect && !response?.request().redirectedFrom()) failures.push(`browser: no redirect to ${c.redirect}`);
  } catch (error) {
    failures.push(`browser: navigation failed: ${errorLine(error)}`);
  }
  if (state.offSite.length) failures.push(`browser: sent off the site to ${state.offSite[0]}`);
  if (failures.length) return { failures, quirk: false };

  const quirk = Boolean(c.quirk && status === c.quirk.status);
  const serverPage = quirk || c.answer.kind === 'refused';
  const expectedStatus = quirk ? c.quirk!.status : (c.documentStatus ?? c.answer.status);
  if (status !== expectedStatus) failures.push(`browser: status ${status}, expected ${expectedStatus}`);

  if (serverPage) {
    // the server's own error text: no site page, nothing for the site to get wrong
    const siteParts = await page.locator('h1, main').count();
    if (siteParts) failures.push('browser: a refused request shows a site page');
  } else {
    const landing = c.lands ?? c.redirect;
    if (landing) {
      await attempt(`browser: address should end as ${landing}`, () =>
        page.waitForURL((url) => url.pathname + url.search === landing, { timeout: 10_000 }),
      );
    }
    await settle(page, state);
    const answer = c.answer;
    const h1 = answer.kind === 'page' ? answer.h1 : NOT_FOUND[answer.kind === 'not-found' ? answer.section : 'page'].h1;
    await attempt('browser: h1', () => expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 3_000 }));
    if (landing) await settle(page, state);

    const seen = await page.evaluate(() => {
      const main = document.querySelectorAll('main');
      return {
        h1s: document.querySelectorAll('h1').length,
        mains: main.length,
        mainText: main[0]?.innerText.trim() ?? '',
        homeLinks: [...document.querySelectorAll('main a')].filter(
          (a) => a.textContent?.trim() === 'Return to Home' && a.getAttribute('href') !== null,
        ).length,
        noindex: document.querySelectorAll('meta[name="robots"][content*="noindex"]').length,
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
          (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
        ),
      };
    });
    if (seen.h1s !== 1) failures.push(`browser: ${seen.h1s} h1 elements, expected exactly one`);
    if (seen.mains !== 1 || !seen.mainText)
      failures.push(`browser: ${seen.mains} main element(s), ${seen.mainText ? 'with' : 'without'} text`);
    if (answer.kind === 'not-found') {
      const { text } = NOT_FOUND[answer.section];
      if (!seen.mainText.split('\n').some((line) => line.trim() === text)) failures.push(`browser: main does not say "${text}"`);
      if (seen.homeLinks !== 1) failures.push('browser: no "Return to Home" link');
      if (!seen.noindex) failures.push('browser: the not-found page is not marked noindex');
    }
    if (answer.kind === 'page') {
      if (seen.canonicals.length !== 1 || seen.canonicals[0] !== answer.canonical) {
        failures.push(`browser: canonical links ${JSON.stringify(seen.canonicals)}, expected exactly ["${answer.canonical}"]`);
      }
      if (seen.noindex) failures.push('browser: a real page is marked noindex');
    }
  }
  failures.push(
    ...state.errors.map((error) => `browser: ${error}`),
    ...unexpectedConsole(state, serverPage).map((line) => `browser: ${line}`),
  );
  if (state.offSite.length) failures.push(`browser: sent off the site to ${state.offSite[0]}`);
  return { failures, quirk };
}

test.describe('hostile URLs', () => {
  test('the address list is large, deterministic and free of duplicates', () => {
    const paths = allCases.map((c) => c.path);
    expect(paths.length).toBeGreaterThanOrEqual(200);
    const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
    const count = (kind: Answer['kind']) => allCases.filter((c) => c.answer.kind === kind).length;
    console.log(
      `hostile URLs: ${paths.length} paths in ${Object.keys(families).length} families ` +
        `(${count('page')} pages, ${count('not-found')} not-found, ${count('refused')} refused; ` +
        `${allCases.filter((c) => c.redirect || c.lands).length} via a redirect; ${allCases.filter((c) => c.quirk).length} with a known http-server quirk)`,
    );
  });

  for (const [family, cases] of Object.entries(families)) {
    test(`${family}: every address gets the right answer`, async ({
      page,
      context,
      request,
      baseURL,
      javaScriptEnabled,
      serviceWorkers,
    }) => {
      test.setTimeout(240_000);
      const root = siteRoot(baseURL);
      const wrong: string[] = [];
      const quirks: string[] = [];
      const right = { page: 0, 'not-found': 0, refused: 0, redirected: 0 };

      // the status lines first, all at once (fast); then one address of each shape in Chromium, in
      // BROWSER_TABS tabs of one context side by side, each tab an address at a time with its own watch
      const statuses = await Promise.all(cases.map((c) => checkStatus(request, root, c)));
      const shapes = cases.map(shapeOf);
      const opening = cases.flatMap((c, index) =>
        shapes.indexOf(shapes[index]) === index && !statuses[index].offSite ? [index] : [],
      );
      const tabs = [page];
      while (tabs.length < Math.min(BROWSER_TABS, opening.length)) {
        const tab = await context.newPage();
        await prepare(tab, { javaScriptEnabled, serviceWorkers });
        tabs.push(tab);
      }
      const browserVerdicts = new Map<number, Verdict>();
      await Promise.all(
        tabs.map(async (tab) => {
          const state = await watch(tab, root);
          for (let index = opening.shift(); index !== undefined; index = opening.shift())
            browserVerdicts.set(index, await checkInBrowser(tab, root, state, cases[index]));
        }),
      );
      const opened = browserVerdicts.size;
      for (const [index, c] of cases.entries()) {
        const fromRequest = statuses[index];
        // never follow a redirect to another host in the browser (it would really go there)
        const fromBrowser = fromRequest.offSite
          ? { failures: ['browser: not loaded, the server would send it to another host'], quirk: false }
          : (browserVerdicts.get(index) ?? { failures: [], quirk: false });
        const failures = [...fromRequest.failures, ...fromBrowser.failures];
        if (failures.length) {
          wrong.push(`${short(c.path)}\n    ${failures.join('\n    ')}`);
        } else if (fromRequest.quirk || fromBrowser.quirk) {
          quirks.push(`${short(c.path)}: ${c.quirk!.why}`);
        } else {
          right[c.answer.kind] += 1;
          if (c.redirect || c.lands) right.redirected += 1;
        }
      }

      const answered = right.page + right['not-found'] + right.refused;
      console.log(
        `hostile URLs [${family}]: ${cases.length} paths (${opened} opened in Chromium), ${answered} answered right ` +
          `(${right.page} pages, ${right['not-found']} not-found, ${right.refused} refused; ${right.redirected} via a redirect)` +
          (quirks.length ? `, ${quirks.length} http-server quirks accepted` : '') +
          (wrong.length ? `, ${wrong.length} WRONG` : ''),
      );
      if (quirks.length) console.log(`  quirks:\n  ${quirks.join('\n  ')}`);
      expect(wrong, `${wrong.length} of ${cases.length} addresses answered wrong:\n${wrong.join('\n')}`).toEqual([]);
    });
  }

  // Raw paths, exactly as an attacker would send them (no client resolves the dot segments):
  // nothing outside the exported folder may come back.
  test('raw traversal requests never read outside the exported folder', async ({ baseURL }) => {
    const root = new URL(siteRoot(baseURL));
    const raw = [
      '/../../../../etc/passwd',
      '/news/../../../../etc/passwd',
      '/category/../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/news/..%5c..%5c..%5c..%5cetc%5cpasswd',
      '/../package.json',
      '/../../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/news/../../playwright.config.ts',
    ];
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(
          { host: root.hostname, port: root.port, path: `${root.pathname.replace(/\/$/, '')}${path}` },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
      });
    const leaks: string[] = [];
    for (const path of raw) {
      const { status, body } = await get(path);
      if (![400, 403, 404].includes(status)) leaks.push(`${path}: status ${status}`);
      if (/root:x?:0:0|"name":\s*"pacific-ledger"|defineConfig/.test(body)) leaks.push(`${path}: leaked a file outside the site`);
    }
    console.log(`hostile URLs [raw traversal]: ${raw.length} paths, ${raw.length - leaks.length} refused without a leak`);
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
});
