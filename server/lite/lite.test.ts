/** @jest-environment node */
import { createHash } from 'node:crypto';
import { kilobytes } from '@/lib/images';
import { absoluteUrl, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { liteBody, liteLink } from './body';
import { getArticles } from '../articles';
import { pageKinds } from '../page-kinds';
import { liteJob, liteStyle } from './index';
import { defaultEdition } from '@/lib/editions';

/** Every picture the tests ask about weighs 4,321 bytes; anything else is unknown. */
const fileSize = (href: string) => (href.startsWith('/generated/') || href.startsWith('/images/') ? 4321 : null);

describe('the text-only edition’s document', () => {
  it('carries its stylesheet minified, and a policy that allows it by hash, no script and nothing else', async () => {
    const { css, policy } = await liteStyle();
    expect(css).toContain('body{');
    expect(css).not.toMatch(/\/\*|\n/);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
    );
  });

  it('names the full page as canonical and is kept out of indexes, but on a crisis day’s front page', () => {
    const article = [...getArticles()].sort((a, b) => a.title.length - b.title.length)[0];
    const story = liteJob(pageKinds.story, { slug: article.slug }, defaultEdition);
    expect(story.file).toBe(`lite/news/${article.slug}/index.html`);
    expect(story.document.head).toMatchObject({
      canonical: absoluteUrl(routes.article(article.slug)),
      index: false,
      title: `${article.title} | ${siteConfig.name} (text-only)`,
    });
    const front = liteJob(pageKinds.front, {}, defaultEdition, true);
    expect(front.file).toBe('index.html');
    expect(front.document.head).toMatchObject({
      canonical: absoluteUrl('/'),
      index: true,
      title: `${siteConfig.name} — ${siteConfig.tagline}`,
    });
  });
});

describe('bodies in the text-only edition', () => {
  it('turn pictures into links that say what they show and weigh, and keep links to the site in the edition', () => {
    const body = liteBody(
      '<p>See <a href="/news/other-story/#corrections">this</a>, <a href="/feed.xml">the feed</a> and <a href="https://example.org/">a site</a>.</p>' +
        '<p><img src="/images/map.png" alt="A &quot;map&quot; of the bay" width="800" height="600"></p>',
      fileSize,
    );
    expect(body).toBe(
      '<p>See <a href="/lite/news/other-story/#corrections">this</a>, <a href="/feed.xml">the feed</a> and <a href="https://example.org/">a site</a>.</p>' +
        '<p><a href="/images/map.png">Picture: A "map" of the bay (4.2 kB)</a></p>',
    );
  });

  it('pass nothing the content check would not', () => {
    expect(liteBody('<p onclick="x()">Text<script>alert(1)</script></p>', fileSize)).toBe('<p>Text</p>');
  });

  it('says sizes in kilobytes, to a tenth below 10 kB', () => {
    expect([kilobytes(4321), kilobytes(38_000), kilobytes(100)]).toEqual(['4.2 kB', '37 kB', '0.1 kB']);
    expect(liteLink('/search/?q=x')).toBe('/search/?q=x');
    expect(liteLink('/about/#ethics')).toBe('/lite/about/#ethics');
  });
});
