import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_VERSION, affectedPages, fallbackReason, planBuild, type BuildManifest } from './plan';
import { refreshStore } from '../../server/content/store';

const manifest = (overrides: Partial<BuildManifest> = {}): BuildManifest => ({
  version: MANIFEST_VERSION,
  code: 'code-1',
  environment: {},
  stories: { a: 'a1', b: 'b1' },
  pages: {
    '/news/a/': { hash: 'pa', stories: ['a', 'b'] },
    '/news/b/': { hash: 'pb', stories: ['b', 'a'] },
    '/category/tech/': { hash: 'lt', stories: ['b', 'a'] },
  },
  search: ['s1'],
  banner: {},
  ...overrides,
});

describe('when a build falls back to a full one', () => {
  it('says why, in one line: no previous build, another version, a changed variable, changed code', () => {
    expect(fallbackReason(null, manifest())).toBe('no previous build to start from');
    expect(fallbackReason(manifest({ version: 0 }), manifest())).toBe(
      'the previous build was made by another version of the build',
    );
    expect(fallbackReason(manifest(), manifest({ environment: { BASE_PATH: '/news' } }))).toBe(
      'BASE_PATH changed (unset → "/news")',
    );
    expect(fallbackReason(manifest({ environment: { SITE_URL: 'https://a.example' } }), manifest())).toBe(
      'SITE_URL changed ("https://a.example" → unset)',
    );
    expect(fallbackReason(manifest(), manifest({ code: 'code-2' }))).toBe('the code, config or dependencies changed');
    expect(planBuild(manifest(), manifest({ code: 'code-2' }))).toEqual({
      full: true,
      reason: 'the code, config or dependencies changed',
    });
  });

  it('builds on the previous build when only the stories changed', () => {
    expect(fallbackReason(manifest(), manifest({ stories: { a: 'a2' } }))).toBeNull();
    expect(planBuild(manifest(), manifest()).full).toBe(false);
  });
});

describe('which pages a change renders', () => {
  it('renders nothing when nothing changed, and keeps every page and search bundle', () => {
    expect(planBuild(manifest(), manifest())).toEqual({
      full: false,
      render: [],
      remove: [],
      keep: ['/news/a/', '/news/b/', '/category/tech/'],
      reuseSearch: [true],
    });
  });

  it('renders a changed page saying which story changed, a new page as new, and removes a page gone', () => {
    const current = manifest({
      stories: { a: 'a2', c: 'c1' },
      pages: {
        '/news/a/': { hash: 'pa2', stories: ['a', 'c'] },
        '/news/c/': { hash: 'pc', stories: ['c', 'a'] },
        '/category/tech/': { hash: 'lt2', stories: ['c', 'a'] },
      },
      search: ['s2', 's3'],
    });
    const plan = planBuild(manifest(), current);
    expect(plan).toEqual({
      full: false,
      render: [
        { path: '/news/a/', reason: 'shows edited a, removed b, added c' },
        { path: '/news/c/', reason: 'a new page' },
        { path: '/category/tech/', reason: 'shows removed b, edited a, added c' },
      ],
      remove: ['/news/b/'],
      keep: [],
      reuseSearch: [false, false],
    });
  });

  it('names a page whose stories only moved along (a later page of a listing)', () => {
    const previous = manifest({ pages: { '/category/tech/page/2/': { hash: 'x', stories: ['b'] } } });
    const current = manifest({ pages: { '/category/tech/page/2/': { hash: 'y', stories: ['a'] } } });
    expect(affectedPages(previous, current).render).toEqual([
      { path: '/category/tech/page/2/', reason: 'its stories moved along' },
    ]);
  });
});

/**
 * The fingerprints of the real pages, over a copy of the sample stories changed as a newsroom
 * would: each change must render the pages that show the story, and no other story's page.
 */
describe('the pages a story change affects, over the sample stories', () => {
  // The sample's stories are all of 2025.
  const source = path.join('data', 'articles', '2025');
  let dir: string;
  let filed: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-test-'));
    filed = path.join(dir, '2025');
    fs.cpSync(source, filed, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The fingerprints as a build would take them: the stories checked into a store, which the routes read. */
  async function inputs(buildTime = '2026-01-01T00:00:00Z'): Promise<BuildManifest> {
    const store = path.join(dir, '.store');
    refreshStore(store, { stamp: 'test', articlesDir: dir });
    let result: BuildManifest | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../server/build-context', () => ({
        readBuildContext: () => ({ contentStore: store, render: 'all', buildTime, preview: false }),
      }));
      const { pageInputs, searchInputs, storyInputs } = await import('../../server/page-inputs');
      const { getBreaking } = await import('../../server/articles');
      const { editions } = await import('../../lib/editions');
      const stories = storyInputs();
      result = manifest({
        stories,
        pages: pageInputs(),
        search: searchInputs(stories, 10),
        banner: Object.fromEntries(editions.map((edition) => [edition.id, getBreaking(edition)])),
      });
    });
    return result!;
  }

  /** Edits the story of a slug, wherever it is filed (a translated story's file is named after its original). */
  const edit = (slug: string, change: (text: string) => string) => {
    const file = (fs.readdirSync(filed, { recursive: true }) as string[])
      .map((name) => path.join(filed, name))
      .find((name) => /\.(md|html)$/.test(name) && fs.readFileSync(name, 'utf8').includes(`\nslug: "${slug}"\n`))!;
    fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  };
  const articlePages = (paths: string[]) => paths.filter((page) => page.startsWith('/news/'));

  /** The feeds that carry a story whole: its section's and its topics' in its edition. */
  const feedsOf = (built: BuildManifest, slug: string) =>
    Object.entries(built.pages)
      .filter(([address, page]) => address.endsWith('/feed.xml') && page.stories.includes(slug))
      .map(([address]) => ({ path: address, reason: `shows edited ${slug}` }));

  it('a body edit renders its own page, its text-only copy and the feeds that carry it whole, no other', async () => {
    const before = await inputs();
    edit('port-cargo-volumes-spring', (text) => text.replace('</p>', ' One more sentence.</p>'));
    const after = await inputs();
    const plan = affectedPages(before, after);
    expect(plan.render).toEqual([
      { path: '/news/port-cargo-volumes-spring/', reason: 'shows edited port-cargo-volumes-spring' },
      { path: '/lite/news/port-cargo-volumes-spring/', reason: 'shows edited port-cargo-volumes-spring' },
      ...feedsOf(after, 'port-cargo-volumes-spring'),
    ]);
    expect(feedsOf(after, 'port-cargo-volumes-spring').map((feed) => feed.path)).toEqual(
      expect.arrayContaining(['/category/business/feed.xml']),
    );
    expect(plan.remove).toEqual([]);
  });

  it('a title edit renders its page, the listings that show it, and the pages that list it as related', async () => {
    const before = await inputs();
    edit('port-cargo-volumes-spring', (text) => text.replace(/^title: ".*"$/m, 'title: "Port Cargo Volumes Climb Again"'));
    const after = await inputs();
    const rendered = affectedPages(before, after).render.map((page) => page.path);
    const showing = Object.entries(after.pages)
      .filter(([, page]) => page.stories.includes('port-cargo-volumes-spring'))
      .map(([address]) => address);
    expect(rendered.sort()).toEqual(showing.sort());
    expect(rendered).toEqual(expect.arrayContaining(['/category/business/', '/author/rosa-delgado/']));
  });

  it('a new Spanish translation renders the Spanish pages it is on and its original’s page (its alternates), no other English page', async () => {
    const before = await inputs();
    fs.writeFileSync(
      path.join(filed, 'paso-nocturno.md'),
      fs
        .readFileSync(path.join(source, 'european-night-trains-return.md'), 'utf8')
        .replace(/^slug: .*$/m, 'slug: "paso-nocturno"\nlang: "es"\ntranslationOf: "european-night-trains-return"'),
    );
    const rendered = affectedPages(before, await inputs()).render.map((page) => page.path);
    expect(rendered).toEqual(expect.arrayContaining(['/es/news/paso-nocturno/', '/news/european-night-trains-return/']));
    const english = rendered.filter((page) => !page.startsWith('/es/'));
    expect(english).toEqual(['/news/european-night-trains-return/', '/lite/news/european-night-trains-return/']);
  });

  it('a Spanish story’s edit indexes again the one search bundle that holds it: the bundles are of every edition', async () => {
    const before = await inputs();
    edit('recarga-acuiferos-valle-central', (text) => `${text.trimEnd()}\n\nUna frase más.\n`);
    const after = await inputs();
    const stories = Object.keys(after.stories).length;
    expect(after.search).toHaveLength(Math.ceil(stories / 10));
    expect(after.search.filter((bundle, index) => bundle !== before.search[index])).toHaveLength(1);
  });

  it('a new story renders its page and listings; an older story of its section keeps its page', async () => {
    const before = await inputs();
    fs.writeFileSync(
      path.join(filed, 'new-tech-story.md'),
      fs
        .readFileSync(path.join(source, 'european-night-trains-return.md'), 'utf8')
        .replace(/^slug: .*$/m, 'slug: "new-tech-story"')
        .replace(/^category: .*$/m, 'category: "tech"')
        .replace(/^author: .*$/m, 'author: "priya-natarajan"')
        .replace(/^publishedDate: .*$/m, 'publishedDate: "2025-07-01"'),
    );
    const after = await inputs();
    const plan = affectedPages(before, after);
    expect(plan.render).toEqual(
      expect.arrayContaining([
        { path: '/news/new-tech-story/', reason: 'a new page' },
        { path: '/category/tech/', reason: 'shows added new-tech-story' },
        { path: '/author/priya-natarajan/', reason: 'shows added new-tech-story' },
      ]),
    );
    // No page of another section or author, and every other story's page rendered shows the new one.
    expect(plan.render.every(({ reason }) => reason === 'a new page' || reason.includes('new-tech-story'))).toBe(true);
    expect(articlePages(plan.render.map((page) => page.path)).filter((page) => page !== '/news/new-tech-story/')).toEqual(
      articlePages(Object.keys(after.pages)).filter(
        (page) => page !== '/news/new-tech-story/' && after.pages[page].stories.includes('new-tech-story'),
      ),
    );
    expect(plan.keep).toEqual(expect.arrayContaining(['/category/business/', '/news/port-cargo-volumes-spring/']));
    // Its section's feed and its topics' feeds, and no other.
    const feeds = plan.render.map((page) => page.path).filter((page) => page.endsWith('/feed.xml'));
    expect(feeds.sort()).toEqual(
      ['/category/tech/feed.xml', '/topic/climate/feed.xml', '/topic/transportation/feed.xml', '/topic/travel/feed.xml'].sort(),
    );
    expect(plan.keep).toEqual(expect.arrayContaining(['/category/world/feed.xml', '/topic/water/feed.xml']));
    // The newest search bundle changes; the older ones are taken as they were.
    expect(after.search.slice(0, -1)).toEqual(before.search.slice(0, -1));
  });

  it('moving a story to another section and another author renders both sides', async () => {
    const before = await inputs();
    edit('port-cargo-volumes-spring', (text) =>
      text.replace(/^category: .*$/m, 'category: "world"').replace(/^author: .*$/m, 'author: "ingrid-solberg"'),
    );
    const rendered = affectedPages(before, await inputs()).render.map((page) => page.path);
    expect(rendered).toEqual(
      expect.arrayContaining([
        '/news/port-cargo-volumes-spring/',
        '/category/business/',
        '/category/world/',
        '/author/rosa-delgado/',
        '/author/ingrid-solberg/',
      ]),
    );
    expect(rendered).not.toContain('/category/tech/');
  });

  it('a deleted story removes its page and its copy, and renders the pages that showed it', async () => {
    const before = await inputs();
    fs.rmSync(
      path.join(
        filed,
        fs.readdirSync(filed).find((name) => name.startsWith('port-cargo-volumes-spring.'))!,
      ),
    );
    const plan = affectedPages(before, await inputs());
    expect(plan.remove).toEqual(['/news/port-cargo-volumes-spring/', '/lite/news/port-cargo-volumes-spring/']);
    expect(plan.render.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/category/business/', '/author/rosa-delgado/']),
    );
    expect(plan.render.every(({ reason }) => reason.includes('removed port-cargo-volumes-spring'))).toBe(true);
  });

  const live = 'pacific-islands-climate-summit';
  const updates = () => path.join(filed, live, 'updates');
  const openLive = () => edit(live, (text) => text.replace(/^coverageEnd: .*\n/m, ''));

  it('a new update of a live story renders its own page and its copy, no card of it changes; its feeds are checked again', async () => {
    openLive();
    const before = await inputs();
    fs.writeFileSync(
      path.join(updates(), '2025-05-28t1800-after-the-close.md'),
      '---\ntime: "2025-05-28T18:00:00+12:00"\nheadline: "One more"\nauthor: "ingrid-solberg"\n---\nA late word.\n',
    );
    const after = await inputs();
    // Its feeds follow its body part too, which holds the updates they do not carry: rendered again, to the same bytes.
    expect(affectedPages(before, after).render).toEqual([
      { path: `/news/${live}/`, reason: `shows edited ${live}` },
      { path: `/lite/news/${live}/`, reason: `shows edited ${live}` },
      ...feedsOf(after, live),
    ]);
    // Its page's fingerprint follows its body part, which holds the updates; its summary is as it was.
    const { [live]: edited, ...others } = after.stories;
    expect(edited).not.toBe(before.stories[live]);
    expect(others).toEqual(Object.fromEntries(Object.entries(before.stories).filter(([slug]) => slug !== live)));
  });

  it('a live story whose coverage ends renders its page and the pages that show its card, which was labelled Live', async () => {
    const before = await inputs('2025-05-28T12:00:00+12:00');
    const after = await inputs('2025-05-28T17:30:00+12:00');
    const rendered = affectedPages(before, after).render.map((page) => page.path);
    const showing = Object.entries(after.pages)
      .filter(([, page]) => page.stories.includes(live))
      .map(([address]) => address);
    expect(rendered.sort()).toEqual(showing.sort());
    expect(rendered).toEqual(expect.arrayContaining([`/news/${live}/`, '/category/world/', '/author/ingrid-solberg/']));
  });

  it('the breaking-news banner is on every page: setting it or its end renders every page, and says why', async () => {
    const before = await inputs();
    edit('port-cargo-volumes-spring', (text) => text.replace(/^---\n/, '---\nbreakingUntil: "2026-01-02T00:00:00Z"\n'));
    const set = await inputs();
    expect(set.banner.en).toEqual({ slug: 'port-cargo-volumes-spring', title: expect.stringMatching(/^West Coast Port/) });
    const plan = affectedPages(before, set);
    // Every page of its edition; the Spanish edition's pages show its own banner, which has not changed. A feed
    // shows no banner.
    const isPage = (page: string) => !page.startsWith('/es/') && !page.endsWith('/feed.xml');
    expect(plan.keep.filter(isPage)).toEqual([]);
    expect(plan.keep).toContain('/es/news/recarga-acuiferos-valle-central/');
    expect(plan.render.find((page) => page.path === '/category/tech/')?.reason).toBe('the breaking-news banner changed');
    const ended = affectedPages(set, await inputs('2026-01-02T00:00:00Z'));
    expect(ended.keep.filter(isPage)).toEqual([]);
    expect(
      ended.render
        .filter(({ path }) => !path.startsWith('/es/'))
        .every(({ reason }) => reason === 'the breaking-news banner changed'),
    ).toBe(true);
  });
});
