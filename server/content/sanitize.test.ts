import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from './front-matter';
import { listStoryFiles } from './load';
import { renderMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize';

/**
 * What the sanitiser may let through, mirrored here on purpose: if the config in sanitize.ts is
 * widened, these tests should make someone look at it again.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
  'figure',
  'figcaption',
  'br',
  'hr',
  'cite',
]);
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
};
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'xlink:href']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'xlink:href'];
const DANGEROUS_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/** What a browser effectively sees as the start of a URL: ASCII whitespace and C0 controls removed, lower-cased. */
function normaliseUrl(value: string): string {
  return value
    .trim()
    .replace(/[\u0000-\u0020\u007f]/g, '')
    .toLowerCase();
}

function describeElement(element: Element): string {
  const html = element.outerHTML;
  return `<${element.tagName.toLowerCase()}> (${html.length > 120 ? `${html.slice(0, 120)}…` : html})`;
}

/** Problems found by parsing `output` the way a browser would and walking every element. */
function findProblems(output: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(output)) problems.push('raw output contains "<script"');

  const template = document.createElement('template');
  template.innerHTML = output;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    const where = describeElement(element);
    if (!ALLOWED_TAGS.has(tag)) problems.push(`element ${where} is not on the allowlist`);

    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`event-handler attribute "${name}" on ${where}`);
      if (FORBIDDEN_ATTRIBUTES.has(name)) problems.push(`forbidden attribute "${name}" on ${where}`);
      if (!ALLOWED_ATTRIBUTES[tag]?.has(name)) problems.push(`attribute "${name}" is not allowed on ${where}`);
      if (URL_ATTRIBUTES.includes(name)) {
        const url = normaliseUrl(attribute.value);
        const scheme = DANGEROUS_SCHEMES.find((s) => url.startsWith(s));
        if (scheme)
          problems.push(`attribute "${name}" on ${where} uses the ${scheme} scheme: ${JSON.stringify(attribute.value)}`);
      }
    }

    if (tag === 'img' && element.hasAttribute('src')) {
      const raw = element.getAttribute('src') ?? '';
      const src = normaliseUrl(raw);
      const resolved = new URL(raw, 'https://site.example/pacific-ledger/news/story/');
      if (/^[/\\]{2}/.test(src)) problems.push(`img src on ${where} is protocol-relative: ${JSON.stringify(raw)}`);
      else if (/^[a-z][a-z0-9+.-]*:/.test(src)) problems.push(`img src on ${where} has a scheme: ${JSON.stringify(raw)}`);
      else if (resolved.origin !== 'https://site.example')
        problems.push(`img src on ${where} resolves off-site to ${resolved.href}`);
    }
  }
  return problems;
}

/** Fails with every offending element/attribute named, not just the first. */
function expectSafe(output: string): void {
  const problems = findProblems(output);
  if (problems.length > 0) {
    throw new Error(`sanitised output is unsafe:\n  - ${problems.join('\n  - ')}\noutput: ${JSON.stringify(output)}`);
  }
}

type Vector = readonly [name: string, html: string];

const SVG_BASE64 = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4='; // <svg xmlns=... onload="alert(1)"/>
const HTML_BASE64 = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>
const LONG_ENTITIES =
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041';
// The last entity is followed by '/', not a hex digit, so a browser decodes the whole scheme (javascript://%0Aalert(1) runs).
const HEX_ENTITIES = '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A';

const XSS_VECTORS: readonly Vector[] = [
  // script tags
  ['plain script', '<p>before</p><script>alert(1)</script><p>after</p>'],
  ['upper-case SCRIPT', '<SCRIPT>alert(1)</SCRIPT>'],
  ['mixed-case ScRiPt', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script with type and src attributes', '<script type="text/javascript" src="https://evil.example/x.js"></script>'],
  ['script/src without a space', '<script/src="https://evil.example/x.js"></script>'],
  ['script tag name followed by a newline', '<script\n>alert(1)</script\n>'],
  ['split script <scr<script>ipt>', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['double angle <<script>', '<<script>script>alert(1)//<</script>/script>'],
  ['unclosed script', '<p>hello</p><script>alert(1)'],
  ['unclosed script open tag', '<p>hello</p><script src=https://evil.example/x.js '],
  ['script inside an HTML comment', '<!--<script>alert(1)</script>-->'],
  ['comment breakout <!--> then script', '<!--><script>alert(1)</script>-->'],
  ['IE conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['script inside CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['script inside an allowed paragraph', '<p>one<script>alert(1)</script>two</p>'],
  ['</script> breakout inside an allowed title attribute', '<a href="/news/x/" title="</script><script>alert(1)</script>">x</a>'],
  ['</script> breakout inside a disallowed attribute', '<p class="</script><script>alert(1)</script>">x</p>'],
  ['script inside textarea', '<textarea><script>alert(1)</script></textarea>'],

  // event handlers
  ['onerror on an allowed img', '<img src="/images/a.png" alt="a" onerror="alert(1)">'],
  ['onerror on an img with src=x and no alt', '<img src=x onerror=alert(1)>'],
  ['upper-case ONERROR and IMG SRC', '<IMG SRC="/images/a.png" ALT="a" ONERROR="alert(1)">'],
  ['onload on an allowed img with width/height', '<img src="/images/a.png" alt="a" width="1" height="1" onload="alert(1)">'],
  ['onerror after a slash separator', '<img src="/images/a.png" alt="a"/onerror=alert(1)>'],
  ['onerror with a newline before =', '<img src="/images/a.png" alt="a" onerror\n=alert(1)>'],
  ['onclick on an allowed p', '<p onclick="alert(1)">x</p>'],
  ['onmouseover on an allowed a', '<a href="/news/x/" onmouseover="alert(1)">x</a>'],
  ['onmouseover after a slash on strong', '<strong/onmouseover=alert(1)>x</strong>'],
  ['onclick on an allowed https link', '<a href="https://example.com/" onclick="alert(1)">x</a>'],
  ['onload on body', '<body onload=alert(1)><p>x</p></body>'],
  ['onfocus with autofocus on a div', '<div onfocus="alert(1)" autofocus tabindex="0">x</div>'],
  ['input onfocus autofocus', '<input onfocus=alert(1) autofocus>'],
  ['details open ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['frameset onload', '<p>x</p><frameset onload=alert(1)>'],
  ['custom element onafterscriptexecute', '<xss onafterscriptexecute=alert(1)>x</xss>'],

  // javascript: / vbscript: URLs
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: href unquoted', '<a href=javascript:alert(1)>x</a>'],
  ['mixed-case JaVaScRiPt: href', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['&#106;avascript: decimal entity', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['&#x6A;avascript: hex entity', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['hex entities without semicolons', `<a href="${HEX_ENTITIES}//%0Aalert(1)">x</a>`],
  ['long zero-padded numeric entities', `<a href="${LONG_ENTITIES}">x</a>`],
  ['javascript&colon; named entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['javascript&#58; colon entity', '<a href="javascript&#58;alert(1)">x</a>'],
  ['literal tab inside the scheme', '<a href="jav\tascript:alert(1)">x</a>'],
  ['literal newline inside the scheme', '<a href="java\nscript:alert(1)">x</a>'],
  ['&#x09; tab entity inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['&#x0A; newline entity inside the scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['NUL inside the scheme', '<a href="java\u0000script:alert(1)">x</a>'],
  ['leading spaces before javascript:', '<a href="   javascript:alert(1)">x</a>'],
  ['leading control characters before javascript:', '<a href="&#x01;&#x14;javascript:alert(1)">x</a>'],
  ['javascript: img src', '<img src="javascript:alert(1)" alt="x">'],
  ['javascript: img src with entities', '<img src="&#106;avascript:alert(1)" alt="x">'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['VBScript: img src', '<img src="VBScript:msgbox(1)" alt="x">'],

  // data: URLs
  ['data:text/html base64 href', `<a href="data:text/html;base64,${HTML_BASE64}">x</a>`],
  ['data:text/html plain href', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['upper-case DATA: href', `<a href="DATA:text/html;base64,${HTML_BASE64}">x</a>`],
  ['data:image/svg+xml base64 img src', `<img src="data:image/svg+xml;base64,${SVG_BASE64}" alt="x">`],
  ['data:image/svg+xml base64 href', `<a href="data:image/svg+xml;base64,${SVG_BASE64}">x</a>`],
  ['data:text/html img src', '<img src="data:text/html,<script>alert(1)</script>" alt="x">'],

  // frames, plugins, svg, math
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe remote src', '<iframe src="https://evil.example/"></iframe>'],
  ['object data javascript:', '<object data="javascript:alert(1)"></object>'],
  ['object scriptlet', '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>'],
  ['embed javascript: src', '<embed src="javascript:alert(1)">'],
  ['applet', '<applet code="Evil.class"></applet>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg/onload without a space', '<svg/onload=alert(1)>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg a xlink:href javascript:', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['svg use data: href', `<svg><use href="data:image/svg+xml;base64,${SVG_BASE64}#x"></use></svg>`],
  ['math/mglyph/style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'math/mglyph/style comment mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  ['svg/p/style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],

  // styles
  ['style block with expression()', '<style>body { background: expression(alert(1)) }</style><p>x</p>'],
  ['style block with @import', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ['style attribute background:url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style attribute x:expression()', '<p style="x:expression(alert(1))">x</p>'],
  ['style attribute on an allowed img', '<img src="/images/a.png" alt="a" style="behavior:url(x.htc)">'],

  // document-level and form elements
  ['base href', '<base href="javascript:alert(1)//"><a href="/news/x/">x</a>'],
  [
    'form action javascript: with button formaction',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  ],
  ['button formaction outside a form', '<button formaction="javascript:alert(1)">x</button>'],
  ['isindex action', '<isindex action="javascript:alert(1)" type="image">'],
  ['meta refresh to javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link rel=import', '<link rel="import" href="https://evil.example/x.html">'],
  ['link rel=stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template with script', '<template><script>alert(1)</script></template>'],
  ['template with img onerror', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],

  // broken markup and attribute breakouts
  ['script inside a broken open tag', '<p <script>alert(1)</script>>x</p>'],
  ['img inside an unterminated a tag', '<a href="/news/x/"<img src=x onerror=alert(1)>x</a>'],
  ['unterminated attribute quote', '<a href="/news/x/ onmouseover=alert(1) x="y">x</a>'],
  ['title quote breakout into onmouseover', '<a href="/news/x/" title=\'" onmouseover="alert(1)\'>x</a>'],
  ['alt quote breakout into onerror', '<img src="/images/a.png" alt="x&quot; onerror=&quot;alert(1)">'],
  ['href quote breakout', '<a href="/news/x/&quot;onclick=&quot;alert(1)">x</a>'],
  ['backtick attribute value', '<img src=`x` onerror=alert(1) alt=`x`>'],
  ['duplicate href attributes', '<a href="/news/x/" href="javascript:alert(1)">x</a>'],
  ['xlink:href on an html a', '<a href="/news/x/" xlink:href="javascript:alert(1)">x</a>'],
  ['blockquote cite javascript:', '<blockquote cite="javascript:alert(1)"><p>x</p></blockquote>'],

  // image sources
  ['protocol-relative image', '<img src="//evil.example/x.png" alt="x">'],
  ['backslash protocol-relative image', '<img src="/\\evil.example/x.png" alt="x">'],
  ['double-backslash image', '<img src="\\\\evil.example/x.png" alt="x">'],
  ['protocol-relative image with a tab between the slashes', '<img src="/\t/evil.example/x.png" alt="x">'],
  ['protocol-relative image with a tab entity between the slashes', '<img src="/&#9;/evil.example/x.png" alt="x">'],
  ['protocol-relative image after a leading space', '<img src=" //evil.example/x.png" alt="x">'],
  ['remote https image', '<img src="https://evil.example/x.png" alt="x">'],
  ['remote http image', '<img src="http://evil.example/x.png" alt="x">'],
  ['img src=x:alert(1)', '<img src=x:alert(1) alt=x>'],
  ['img srcset javascript:', '<img src="/images/a.png" alt="a" srcset="javascript:alert(1) 1x">'],
  ['protocol-relative href', '<a href="//evil.example/">x</a>'],

  // link targets
  ['target=_blank with rel=opener', '<a target="_blank" rel="opener" href="https://evil.example/">x</a>'],
  ['target=_blank without rel', '<a target=_blank href="https://evil.example/">x</a>'],
  ['ping tracking attribute', '<a href="https://example.com/" ping="https://evil.example/track">x</a>'],
];

/** The same attacks in Markdown's own syntax. */
const MARKDOWN_VECTORS: readonly Vector[] = [
  ['markdown link to javascript:', '[click](javascript:alert(1))'],
  ['markdown link to JaVaScRiPt: with an entity', '[click](JaVaScRiPt&#58;alert(1))'],
  ['markdown image from javascript:', '![x](javascript:alert(1))'],
  ['markdown image from a data: URL', `![x](data:image/svg+xml;base64,${SVG_BASE64})`],
  ['markdown link to a data: URL', `[click](data:text/html;base64,${HTML_BASE64})`],
  ['markdown image from another host', '![x](https://evil.example/track.png)'],
  ['markdown image protocol-relative', '![x](//evil.example/track.png)'],
  ['markdown autolink to javascript:', '<javascript:alert(1)>'],
  ['markdown reference link to javascript:', '[click][x]\n\n[x]: javascript:alert(1)'],
  ['markdown link title breaking out', '[a](/news/x/ "t\" onmouseover=\"alert(1))'],
  ['html block inside markdown', '# Heading\n\n<div onclick="alert(1)"><script>alert(1)</script></div>\n\ntext'],
  ['inline html inside a markdown paragraph', 'A <img src=x onerror=alert(1)> in a sentence.'],
];

describe('sanitizeArticleHtml against XSS vectors', () => {
  it('has a corpus of at least 45 distinct vectors, and more in Markdown', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(XSS_VECTORS.map(([name]) => name)).size).toBe(XSS_VECTORS.length);
    expect(new Set(XSS_VECTORS.map(([, html]) => html)).size).toBe(XSS_VECTORS.length);
  });

  it('the safety check itself catches unsafe markup', () => {
    expect(() => expectSafe('<p onclick="x">a</p>')).toThrow('event-handler attribute "onclick" on <p>');
    expect(() => expectSafe('<a href=" JAVA\tSCRIPT:alert(1)">a</a>')).toThrow('uses the javascript: scheme');
    expect(() => expectSafe('<img src="//evil.example/x.png" alt="x">')).toThrow('protocol-relative');
    expect(() => expectSafe('<img src="/\\evil.example/x.png" alt="x">')).toThrow('protocol-relative');
    expect(() => expectSafe('<img src="https://evil.example/x.png" alt="x">')).toThrow('has a scheme');
    expect(() => expectSafe('<iframe></iframe>')).toThrow('element <iframe>');
    expect(() => expectSafe('<p style="x">a</p>')).toThrow('forbidden attribute "style" on <p>');
    expect(() => expectSafe('&lt;p&gt;<SCRIPT>')).toThrow('raw output contains "<script"');
    expect(() => expectSafe('<p>fine <a href="/news/x/">link</a> <img src="/images/a.png" alt="a"></p>')).not.toThrow();
  });

  describe.each([
    ['an HTML body, no base path', (source: string) => source, ''],
    ['an HTML body, base path /pacific-ledger', (source: string) => source, '/pacific-ledger'],
    // Markdown lets HTML through to the sanitiser, and has link and image syntax of its own.
    ['a Markdown body, no base path', renderMarkdown, ''],
    ['a Markdown body, base path /pacific-ledger', renderMarkdown, '/pacific-ledger'],
  ])('in %s', (_, render, basePath) => {
    it.each([...XSS_VECTORS, ...MARKDOWN_VECTORS])('neutralises: %s', (_name, source) => {
      const output = sanitizeArticleHtml(render(source), basePath);
      expectSafe(output);
      expect(output).not.toMatch(/<script/i);
      // Sanitising again must not change anything: output that reparses differently is how mXSS starts.
      expect(sanitizeArticleHtml(output)).toBe(output);
    });
  });
});

describe('sanitizeArticleHtml keeps editorial markup', () => {
  it.each([
    ['paragraphs', '<p>First paragraph.</p><p>Second paragraph, with "quotes" and it\'s an apostrophe.</p>'],
    ['headings', '<h2>Section</h2><h3>Subsection</h3><h4>Minor</h4>'],
    ['unordered and ordered lists', '<ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>'],
    ['blockquote with paragraphs', '<blockquote><p>Quoted words.</p><p>More of them.</p></blockquote>'],
    ['inline emphasis', '<p>Some <strong>strong</strong>, <em>emphasised</em>, <b>bold</b> and <i>italic</i> text.</p>'],
    ['root-relative link', '<p>See <a href="/news/x/">the earlier story</a>.</p>'],
    ['https link with a title', '<p>Read <a href="https://example.com/report.pdf" title="The report">the report</a>.</p>'],
    ['mailto link', '<p>Write to <a href="mailto:desk@example.com">the desk</a>.</p>'],
    ['relative link', '<p><a href="other-story/">other</a></p>'],
    ['root-relative image', '<img src="/images/a.png" alt="A" />'],
    ['image with width and height', '<img src="/images/a.png" alt="A chart" width="640" height="360" />'],
    [
      'figure with caption and cite',
      '<figure><img src="/images/a.png" alt="A" /><figcaption>Caption <cite>Source</cite></figcaption></figure>',
    ],
    ['line breaks and rules', '<p>Line one<br />line two</p><hr /><p>After the rule.</p>'],
    ['escaped text', '<p>Fares &amp; fees: 2 &lt; 3 and 5 &gt; 4.</p>'],
  ])('%s', (_, html) => {
    expect(sanitizeArticleHtml(html)).toBe(html);
    expectSafe(sanitizeArticleHtml(html));
  });

  it('prefixes root-relative links with the base path', () => {
    expect(sanitizeArticleHtml('<a href="/news/x/">x</a>', '/pacific-ledger')).toBe('<a href="/pacific-ledger/news/x/">x</a>');
  });

  it('prefixes root-relative image sources with the base path', () => {
    expect(sanitizeArticleHtml('<img src="/images/a.png" alt="A" />', '/pacific-ledger')).toBe(
      '<img src="/pacific-ledger/images/a.png" alt="A" />',
    );
  });

  it('does not prefix absolute, relative or mailto links', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/x/">x</a>', '/pacific-ledger')).toBe(
      '<a href="https://example.com/x/">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="other/">x</a>', '/pacific-ledger')).toBe('<a href="other/">x</a>');
    expect(sanitizeArticleHtml('<a href="mailto:desk@example.com">x</a>', '/pacific-ledger')).toBe(
      '<a href="mailto:desk@example.com">x</a>',
    );
  });

  it('does not turn a protocol-relative link into a site path', () => {
    expect(sanitizeArticleHtml('<a href="//evil.example/">x</a>', '/pacific-ledger')).toBe('<a>x</a>');
  });
});

describe('real articles', () => {
  const dir = path.resolve(__dirname, '../../data/articles');
  const files = listStoryFiles(dir).files.map((file) => path.relative(dir, file));

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s comes through the sanitiser unchanged', (file) => {
    const parsed = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(parsed).not.toBeNull();
    // markdown-it writes a quote in text as &quot;, which the sanitiser writes back as the quote itself.
    const body = file.endsWith('.md') ? renderMarkdown(parsed!.body).replaceAll('&quot;', '"') : parsed!.body;
    expect(body.length).toBeGreaterThan(0);
    expect(sanitizeArticleHtml(body)).toBe(body);
  });
});
