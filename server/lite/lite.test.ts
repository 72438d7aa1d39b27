/** @jest-environment node */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { absoluteUrl, liteCopyOf, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getArticles } from '../articles';
import { kilobytes, liteBody, liteLink } from './body';
import { markup, trusted } from './html';
import { fixedLitePages, litePage } from './index';
import { liteStylesheet } from './style';

/** Every picture the tests ask about weighs 4,321 bytes; anything else is unknown. */
const fileSize = (href: string) => (href.startsWith('/generated/') || href.startsWith('/images/') ? 4321 : null);

interface Element {
  tag: string;
  attributes: Record<string, string>;
  /** The open elements around it, outermost first. */
  ancestors: string[];
}

/** The page's elements, each with its attributes and where it sits. */
function elements(page: string): Element[] {
  const found: Element[] = [];
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        found.push({ tag, attributes, ancestors: [...open] });
        open.push(tag);
      },
      onclosetag() {
        open.pop();
      },
    },
    { recognizeSelfClosing: true },
  );
  parser.end(page);
  return found;
}

const story = (slug: string) => litePage(routes.article(slug), fileSize)!;
const attribute = (page: string, tag: string, name: string, value: string, wanted: string) =>
  elements(page).find((element) => element.tag === tag && element.attributes[name] === value)?.attributes[wanted];

describe('html templates', () => {
  it('escape what they are given, as text and in attributes, and pass markup through', () => {
    const value = `"><script>alert(1)</script>&`;
    expect(markup`<a title="${value}">${value}</a>`.text).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</a>',
    );
    expect(markup`<p>${[markup`<b>${1}</b>`, false, null, undefined, trusted('<i>x</i>')]}</p>`.text).toBe(
      '<p><b>1</b><i>x</i></p>',
    );
  });
});

describe('the text-only copy of a story', () => {
  const slug = 'bay-area-transit-fare-pilot';
  const page = story(slug);

  it('has no script of any kind, and a policy that allows its one stylesheet by hash and nothing else', () => {
    const all = elements(page);
    expect(all.filter((element) => element.tag === 'script')).toEqual([]);
    expect(all.filter((element) => Object.keys(element.attributes).some((name) => name.startsWith('on')))).toEqual([]);
    expect(page).not.toMatch(/javascript:|modulepreload|__next/);
    const css = liteStylesheet();
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page).toContain(`<style>${css}</style>`);
    expect(attribute(page, 'meta', 'http-equiv', 'Content-Security-Policy', 'content')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
    );
  });

  it('names the full page as canonical, is kept out of indexes, and links to the full page', () => {
    expect(attribute(page, 'link', 'rel', 'canonical', 'href')).toBe(absoluteUrl(routes.article(slug)));
    expect(attribute(page, 'meta', 'name', 'robots', 'content')).toBe('noindex');
    expect(page).toContain(`<a href="${routes.article(slug)}">Full edition of this page</a>`);
  });

  it('keeps the byline, the dates and the corrections, and links within the text-only edition', () => {
    const article = getArticles().find((candidate) => candidate.slug === slug)!;
    expect(page).toContain(`By <a rel="author" href="${liteCopyOf(routes.author(article.author))}">`);
    expect(page).toContain('<time datetime="2025-06-12T07:30:00-07:00">June 12, 2025</time>');
    expect(page).toContain('<a href="#corrections">This article was corrected on June 13, 2025.</a>');
    expect(page).toMatch(/<section id="corrections"[^>]*>\s*<h2[^>]*>Correction<\/h2>/);
    const links = elements(page)
      .filter((element) => element.tag === 'a' && element.attributes.href.startsWith('/'))
      .map((element) => element.attributes.href);
    expect(links.filter((href) => !href.startsWith('/lite/'))).toEqual([routes.article(slug)]);
  });

  it('puts the picture in a closed disclosure that says what it shows and weighs, the picture lazy inside it', () => {
    const image = elements(page).find((element) => element.tag === 'img')!;
    expect(image.ancestors).toContain('details');
    expect(image.attributes.loading).toBe('lazy');
    expect(image.attributes.alt).toBe(getArticles().find((candidate) => candidate.slug === slug)!.imageAlt);
    expect(elements(page).find((element) => element.tag === 'details')!.attributes.open).toBeUndefined();
    expect(page).toContain(`<summary>Show the picture (4.2 kB): ${image.attributes.alt}</summary>`);
    expect(elements(page).filter((element) => element.tag === 'img')).toHaveLength(1);
  });

  it('labels the type of work and says what it is, and sets opinion apart', () => {
    const analysis = story('same-day-registration-turnout-report');
    expect(analysis).toContain('<span class="kind">Analysis</span>');
    expect(analysis).toContain('Analysis interprets the news');
    expect(analysis).toContain(`href="${liteCopyOf(routes.page('about'))}#types-of-work">About our types of work</a>`);
    expect(story('european-night-trains-return')).toContain('<main class="opinion">');
  });
});

describe('the text-only edition', () => {
  it('copies the front page, every section, author and standing page, and the corrections', () => {
    for (const path of [
      ...fixedLitePages(),
      routes.category('tech'),
      routes.author('maya-okafor'),
      ...getArticles().map((article) => routes.article(article.slug)),
    ])
      expect(litePage(path, fileSize)).toContain(`<link rel="canonical" href="${absoluteUrl(path)}">`);
    expect(fixedLitePages()).toEqual(['/', '/about/', '/contact/', '/privacy/', '/terms/', '/corrections/']);
    expect(litePage('/news/no-such-story/', fileSize)).toBeNull();
    expect(litePage('/category/tech/page/9/', fileSize)).toBeNull();
  });

  it('as the site’s front page on a crisis day, is indexable at / and links to the full front page', () => {
    const front = litePage(routes.home(), fileSize, { front: true })!;
    expect(attribute(front, 'link', 'rel', 'canonical', 'href')).toBe(absoluteUrl('/'));
    expect(front).not.toContain('noindex');
    expect(front).toContain(`<a href="${routes.fullFront()}">Full front page</a>`);
    expect(front).toContain(`<title>${siteConfig.name} — ${siteConfig.tagline}</title>`);
  });
});

describe('bodies in the text-only edition', () => {
  it('turn pictures into links that say what they show and weigh, and keep links to the site in the edition', () => {
    const body = liteBody(
      '<p>See <a href="/news/other-story/#corrections">this</a>, <a href="/feed.xml">the feed</a> and <a href="https://example.org/">a site</a>.</p>' +
        '<p><img src="/images/map.png" alt="A &quot;map&quot; of the bay" width="800" height="600"></p>',
      fileSize,
    ).text;
    expect(body).toBe(
      '<p>See <a href="/lite/news/other-story/#corrections">this</a>, <a href="/feed.xml">the feed</a> and <a href="https://example.org/">a site</a>.</p>' +
        '<p><a href="/images/map.png">Picture: A "map" of the bay (4.2 kB)</a></p>',
    );
  });

  it('pass nothing the content check would not', () => {
    expect(liteBody('<p onclick="x()">Text<script>alert(1)</script></p>', fileSize).text).toBe('<p>Text</p>');
  });

  it('says sizes in kilobytes, to a tenth below 10 kB', () => {
    expect([kilobytes(4321), kilobytes(38_000), kilobytes(100)]).toEqual(['4.2 kB', '37 kB', '0.1 kB']);
    expect(liteLink('/search/?q=x')).toBe('/search/?q=x');
    expect(liteLink('/about/#ethics')).toBe('/lite/about/#ethics');
  });
});

describe('a live story in the text-only edition', () => {
  it('reads its updates in full, the pinned one first, then newest first, each at its own anchor', () => {
    const page = story('pacific-islands-climate-summit');
    expect(page).toContain('<h2 id="updates-heading">Updates</h2>');
    expect(page).toContain('This live coverage has ended.');
    const anchors = elements(page)
      .filter((element) => element.tag === 'article' && element.attributes.id?.startsWith('update-'))
      .map((element) => element.attributes.id);
    expect(anchors).toEqual([
      'update-2025-05-28t1730-summary',
      'update-2025-05-28t1520-joint-statement',
      'update-2025-05-28t1405-sea-walls-and-relocation',
      'update-2025-05-28t1230-priority-projects',
      'update-2025-05-28t1110-years-to-first-payment',
      'update-2025-05-28t0900-final-day-opens',
    ]);
    expect(page).not.toContain('<script');
  });
});
