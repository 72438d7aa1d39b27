/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { makeArticle } from '@/test/fixtures';

const ENV = ['SITE_URL', 'BASE_PATH', 'NEXT_PUBLIC_BASE_PATH'] as const;
const saved = Object.fromEntries(ENV.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of ENV) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

/** What a crawler and a feed reader are given by a build with this environment: robots.txt, a canonical URL, a feed. */
function builtWith(env: { SITE_URL: string; BASE_PATH?: string }) {
  for (const key of ENV) delete process.env[key];
  Object.assign(process.env, env);
  let site!: {
    robots: typeof import('./robots').default;
    absoluteUrl: typeof import('@/lib/routes').absoluteUrl;
    rssFeed: typeof import('@/server/feeds').rssFeed;
  };
  jest.isolateModules(() => {
    site = {
      robots: jest.requireActual<typeof import('./robots')>('./robots').default,
      absoluteUrl: jest.requireActual<typeof import('@/lib/routes')>('@/lib/routes').absoluteUrl,
      rssFeed: jest.requireActual<typeof import('@/server/feeds')>('@/server/feeds').rssFeed,
    };
  });
  return site;
}

describe('absolute URLs under a base path', () => {
  it.each(['https://example.org', 'https://example.org/', 'https://example.org/news', 'https://example.org/news/'])(
    'name the base path once with SITE_URL=%s and BASE_PATH=/news',
    (siteUrl) => {
      const { robots, absoluteUrl, rssFeed } = builtWith({ SITE_URL: siteUrl, BASE_PATH: '/news' });
      expect(robots().sitemap).toEqual(['https://example.org/news/sitemap.xml', 'https://example.org/news/news-sitemap.xml']);
      // The editor is for staff: crawlers are asked to keep out of it where it is served.
      expect(robots().rules).toMatchObject({ disallow: '/news/admin/' });
      expect(absoluteUrl('/news/bay-area-transit-fare-pilot/')).toBe(
        'https://example.org/news/news/bay-area-transit-fare-pilot/',
      );
      // A story's own links are under the base path already (server/content/sanitize.ts); the feed makes them absolute.
      const article = makeArticle({ slug: 'a-story', content: '<p><a href="/news/category/us/">US</a></p>' });
      const item = new XMLParser().parse(rssFeed([article])).rss.channel.item;
      expect(item.link).toBe('https://example.org/news/news/a-story/');
      expect(item['content:encoded']).toContain('href="https://example.org/news/category/us/"');
    },
  );

  it.each(['https://example.org', 'https://example.org/'])('are on the origin with SITE_URL=%s and no base path', (siteUrl) => {
    const { robots, absoluteUrl } = builtWith({ SITE_URL: siteUrl });
    expect(robots().sitemap).toEqual(['https://example.org/sitemap.xml', 'https://example.org/news-sitemap.xml']);
    expect(robots().rules).toMatchObject({ allow: '/', disallow: '/admin/' });
    expect(absoluteUrl('/')).toBe('https://example.org/');
  });

  it('keep a SITE_URL that only looks as if it ended with the base path', () => {
    const { absoluteUrl } = builtWith({ SITE_URL: 'https://example.org/newsroom', BASE_PATH: '/news' });
    expect(absoluteUrl('/about/')).toBe('https://example.org/newsroom/news/about/');
    expect(builtWith({ SITE_URL: 'https://news', BASE_PATH: '/news' }).absoluteUrl('/')).toBe('https://news/news/');
  });
});
