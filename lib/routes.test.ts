import {
  samePage,
  exportedFile,
  fullPageOf,
  liteCopyOf,
  liteHref,
  legacyHashPath,
  pageSegments,
  parsePageSegments,
  parseSearch,
  parseRoute,
  routes,
  sectionOf,
  type SearchRequest,
} from './routes';
import { siteConfig } from './site';
import { topicIds } from './topics';

describe('routes', () => {
  it('reads back every page address it builds', () => {
    expect(parseRoute(routes.home())).toEqual({ name: 'home' });
    expect(parseRoute(routes.article('sierra-snowpack'))).toEqual({ name: 'article', slug: 'sierra-snowpack' });
    expect(parseRoute(routes.category('tech'))).toEqual({ name: 'category', id: 'tech', page: 0 });
    expect(parseRoute(routes.category('tech', 1))).toEqual({ name: 'category', id: 'tech', page: 1 });
    expect(parseRoute(routes.category('tech', 3))).toEqual({ name: 'category', id: 'tech', page: 3 });
    expect(parseRoute(routes.author('maya-okafor', 2))).toEqual({ name: 'author', slug: 'maya-okafor', page: 2 });
    expect(parseRoute(routes.search())).toEqual({ name: 'search' });
  });

  it.each([
    '/news/',
    '/news/x/y/',
    '/news/x',
    '/category/',
    '/category/tech/page/0/',
    '/category/tech/page/02/',
    '/category/tech/pages/2/',
    '/search/x/',
    '/about/',
    '',
  ])('names no page at %s', (path) => {
    expect(parseRoute(path)).toBeNull();
  });

  it('tells the section of an address even when it names no page there', () => {
    expect(sectionOf('/news/no-such-story/')).toBe('article');
    expect(sectionOf('/news/')).toBe('article');
    expect(sectionOf('/category/sports/page/x')).toBe('category');
    expect(sectionOf('/author/nobody/')).toBe('author');
    expect(sectionOf('/NEWS/x/')).toBeNull();
    expect(sectionOf('/about/')).toBeNull();
  });

  it('puts a search in its address and reads it back, dropping unknown sections, topics and orders', () => {
    const request: SearchRequest = { query: 'water rights', sections: ['us', 'world'], topics: ['water'], sort: 'newest' };
    const path = routes.search(request);
    expect(path).toBe('/search/?q=water+rights&section=us&section=world&topic=water&sort=newest');
    expect(parseSearch(path.slice(path.indexOf('?')), topicIds)).toEqual(request);
    expect(
      parseSearch(
        '?q=%20court%20&section=sports&section=us&section=us&topic=wather&topic=climate&topic=climate&sort=oldest',
        topicIds,
      ),
    ).toEqual({
      query: 'court',
      sections: ['us'],
      topics: ['climate'],
      sort: 'relevance',
    });
  });

  it('names a topic, its archive pages, its feed and the index of topics', () => {
    expect([routes.topic('water'), routes.topic('water', 2), routes.topicFeed('water'), routes.topics()]).toEqual([
      '/topic/water/',
      '/topic/water/page/2/',
      '/topic/water/feed.xml',
      '/topics/',
    ]);
    expect(parseRoute('/topic/water/page/2/')).toEqual({ name: 'topic', id: 'water', page: 2 });
    expect([liteCopyOf('/topic/water/'), liteCopyOf('/topics/'), liteCopyOf('/topic/water/feed.xml')]).toEqual([
      '/lite/topic/water/',
      '/lite/topics/',
      null,
    ]);
  });

  it('names the sitemap, its parts once it is an index, and the News sitemap', () => {
    expect(routes.sitemap()).toBe('/sitemap.xml');
    expect([1, 2].map(routes.sitemapPart)).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml']);
    expect(routes.newsSitemap()).toBe('/news-sitemap.xml');
  });

  it('maps the original app’s hash links to clean paths', () => {
    expect(legacyHashPath('#/news/european-night-trains-return')).toBe('/news/european-night-trains-return/');
    expect(legacyHashPath('#/category/business/')).toBe('/category/business/');
    expect(legacyHashPath('#/')).toBe('/');
    expect(legacyHashPath('#/news/')).toBeNull();
    expect(legacyHashPath('#top')).toBeNull();
  });
});

describe('page segments', () => {
  it('puts the front page (0) at the listing’s own address and the archive pages under page/{n}', () => {
    expect([0, 1, 2].map(pageSegments)).toEqual([[], ['page', '1'], ['page', '2']]);
  });

  it('reads back every address it writes', () => {
    expect([0, 1, 2, 3].map((page) => parsePageSegments(pageSegments(page)))).toEqual([0, 1, 2, 3]);
    expect(parsePageSegments(undefined)).toBe(0);
  });

  it.each([[['page', '01']], [['page', '02']], [['page', '0']], [['page', 'x']], [['page']], [['other']], [['page', '2', 'x']]])(
    'refuses %j',
    (segments) => {
      expect(parsePageSegments(segments)).toBeNull();
    },
  );
});

describe('sections of the standing pages', () => {
  it('addresses a section by its page and its heading’s id', () => {
    expect(routes.pageSection({ page: 'about', section: 'ethics' })).toBe('/about/#ethics');
    expect(routes.pageSection(siteConfig.sectionLinks.correctionRequests)).toBe('/contact/#request-a-correction');
  });

  it('puts every policy and section link on a standing page the site has', () => {
    const pages = siteConfig.pages.map((page) => routes.page(page.slug));
    for (const link of [...Object.values(siteConfig.policies), ...Object.values(siteConfig.sectionLinks)])
      expect(pages).toContain(routes.pageSection(link).split('#')[0]);
  });
});

describe('exported files', () => {
  it('names the file of the export that answers each kind of address', () => {
    expect(exportedFile(routes.home())).toBe('index.html');
    expect(exportedFile(routes.search())).toBe('search/index.html');
    expect(exportedFile(routes.article('sierra-snowpack'))).toBe('news/sierra-snowpack/index.html');
    expect(exportedFile(routes.category('tech', 2))).toBe('category/tech/page/2/index.html');
    expect(exportedFile(routes.page('about'))).toBe('about/index.html');
    expect(exportedFile(routes.feed())).toBe('feed.xml');
    expect(exportedFile(routes.categoryFeed('tech'))).toBe('category/tech/feed.xml');
    expect(exportedFile(routes.sitemapPart(3))).toBe('sitemaps/3.xml');
  });
});

describe('the text-only edition', () => {
  it('copies the pages a reader reads, at the same path under /lite/, and reads the copy back', () => {
    const pages = [
      routes.home(),
      routes.article('sierra-snowpack'),
      routes.category('tech'),
      routes.category('tech', 2),
      routes.author('maya-okafor', 1),
      routes.page('about'),
      routes.corrections(),
    ];
    for (const page of pages) {
      expect(liteCopyOf(page)).toBe(`/lite${page}`);
      expect(fullPageOf(liteCopyOf(page)!)).toBe(page);
    }
    expect(routes.liteFront()).toBe(liteCopyOf(routes.home()));
  });

  it.each([routes.search(), '/search/?q=x', routes.feed(), '/lite/', '/nowhere/', '/news/x'])('has no copy of %s', (path) => {
    expect(liteCopyOf(path)).toBeNull();
  });

  it('copies exactly the addresses parseRoute reads as a story, a section, an author or home', () => {
    const paths = [
      '/',
      '/news/x/',
      '/news/x/y/',
      '/news/',
      '/category/tech/',
      '/category/tech/page/3/',
      '/category/tech/page/0/',
      '/category/tech/page/03/',
      '/category/tech/pages/2/',
      '/author/a/page/12/',
      '/author/',
      '/search/',
      '/search/x/',
      '',
    ];
    for (const path of paths)
      expect([path, liteCopyOf(path) !== null]).toEqual([
        path,
        parseRoute(path)?.name !== undefined && parseRoute(path)?.name !== 'search',
      ]);
  });

  it('reads no full page from an address outside it', () => {
    expect(fullPageOf('/news/x/')).toBeNull();
    expect(fullPageOf('/lite/search/')).toBeNull();
    expect(fullPageOf('/es/news/x/')).toBeNull();
    expect(fullPageOf('/es/lite/search/')).toBeNull();
  });

  it('copies another edition’s pages under that edition’s own /lite/, and reads the copy back', () => {
    for (const page of ['/', '/news/x/', '/category/tech/page/2/', '/topic/water/', '/topics/', '/about/']) {
      expect(liteCopyOf(`/es${page}`)).toBe(`/es/lite${page}`);
      expect(fullPageOf(`/es/lite${page}`)).toBe(`/es${page}`);
    }
    expect([liteCopyOf('/es/search/'), liteCopyOf('/es/lite/'), liteCopyOf('/es'), liteCopyOf('/fr/news/x/')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('liteHref', () => {
  it('links a page to its text-only copy, its section kept, and a page without one to itself', () => {
    expect(liteHref('/about/#ethics')).toBe('/lite/about/#ethics');
    expect(liteHref('/news/x/')).toBe('/lite/news/x/');
    expect(liteHref('/search/?q=x')).toBe('/search/?q=x');
    expect(liteHref('/es/about/#ethics')).toBe('/es/lite/about/#ethics');
    expect(liteHref('/es/search/?q=x')).toBe('/es/search/?q=x');
  });

  it('tells two site paths of one page, whatever their query, fragment or trailing slash', () => {
    expect(samePage('/news/x', '/news/x/')).toBe(true);
    expect(samePage('/category/us/#latest', '/category/us')).toBe(true);
    expect(samePage('/search/?q=water', '/search/')).toBe(true);
    expect(samePage('/', '')).toBe(true);
    expect(samePage('/news/x/', '/news/y/')).toBe(false);
    expect(samePage('/es/', '/')).toBe(false);
  });
});
