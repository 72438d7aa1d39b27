import {
  assetsOf,
  headlineOf,
  heroOf,
  keepRecent,
  neverKept,
  offlineManifest,
  offlinePageOf,
  offlineShellPages,
  frontStoriesFor,
  removeStory,
  storyOf,
  variantSiblings,
  type MeasuredFile,
  type OfflineStory,
} from './offline';

const story = (slug: string): OfflineStory => ({ path: `/news/${slug}/`, title: slug });
const paths = (list: OfflineStory[]) => list.map((kept) => kept.path);

describe('keepRecent: the stories a reader opened, most recent first', () => {
  it('puts a new story first', () => {
    const { list, evicted } = keepRecent([story('a'), story('b')], story('c'), 50);
    expect(paths(list)).toEqual(['/news/c/', '/news/a/', '/news/b/']);
    expect(evicted).toEqual([]);
  });

  it('moves a story opened again to the front, once', () => {
    const { list } = keepRecent([story('a'), story('b'), story('c')], story('c'), 50);
    expect(paths(list)).toEqual(['/news/c/', '/news/a/', '/news/b/']);
  });

  it('evicts the least recently opened past the limit', () => {
    const full = ['a', 'b', 'c'].map(story);
    const { list, evicted } = keepRecent(full, story('d'), 3);
    expect(paths(list)).toEqual(['/news/d/', '/news/a/', '/news/b/']);
    expect(paths(evicted)).toEqual(['/news/c/']);
  });

  it('evicts nothing when the story opened again was already kept', () => {
    const full = ['a', 'b', 'c'].map(story);
    expect(keepRecent(full, story('b'), 3).evicted).toEqual([]);
  });

  it('keeps the newest record of a story (a fresh copy replaces the old one)', () => {
    const { list } = keepRecent([{ ...story('a'), title: 'Old' }], { ...story('a'), title: 'New' }, 50);
    expect(list).toEqual([{ path: '/news/a/', title: 'New' }]);
  });

  it('removes a story by path, saying which', () => {
    const { list, removed } = removeStory(['a', 'b'].map(story), '/news/a/');
    expect(paths(list)).toEqual(['/news/b/']);
    expect(removed).toEqual(story('a'));
    expect(removeStory(list, '/news/x/').removed).toBeNull();
  });
});

describe('offlineManifest: the front-page set, within its budget', () => {
  const file = (url: string, bytes: number, sha384 = `${url}+/hash==`): MeasuredFile => ({ url, bytes, sha384 });
  const shell = [file('/', 100), file('/index.txt', 50), file('/_next/static/chunks/a.css', 200)];
  const stories = ['a', 'b', 'c'].map((slug) => ({
    ...story(slug),
    files: [file(`/news/${slug}/`, 100), file(`/news/${slug}/index.txt`, 50), file(`/generated/images/${slug}-480.avif`, 50)],
  }));

  it('holds the shell, then the stories in the front page’s order, and weighs them', () => {
    const manifest = offlineManifest({ shell, stories, maxStories: 20, budgetBytes: 5_000 });
    expect(manifest.stories).toEqual(['a', 'b', 'c'].map(story));
    expect(manifest.entries).toHaveLength(12);
    expect(manifest.bytes).toBe(350 + 3 * 200);
    expect(manifest.leftOut).toBe(0);
  });

  it('revisions what keeps its name, names what is hashed by name, and proves both by integrity', () => {
    const [home, , css] = offlineManifest({ shell, stories: [], maxStories: 20, budgetBytes: 5_000 }).entries;
    expect(home).toEqual({ url: '/', revision: '_-_hash', integrity: 'sha384-/+/hash==', bytes: 100 });
    expect(css.revision).toBeNull();
    expect(css.integrity).toBe('sha384-/_next/static/chunks/a.css+/hash==');
  });

  it('stops at the first story that would take it past the budget', () => {
    const manifest = offlineManifest({ shell, stories, maxStories: 20, budgetBytes: 350 + 2 * 200 + 199 });
    expect(paths(manifest.stories)).toEqual(['/news/a/', '/news/b/']);
    expect(manifest.bytes).toBe(750);
    expect(manifest.leftOut).toBe(1);
  });

  it('stops at maxStories', () => {
    expect(offlineManifest({ shell, stories, maxStories: 1, budgetBytes: 5_000 }).stories).toEqual([story('a')]);
  });

  it('counts maxStories for each edition: a full English list leaves room for the Spanish front page’s', () => {
    const spanish = (slug: string) => ({ path: `/es/news/${slug}/`, title: slug, files: [file(`/es/news/${slug}/`, 100)] });
    const mixed = [stories[0], spanish('x'), stories[1], spanish('y'), stories[2]];
    const manifest = offlineManifest({ shell, stories: mixed, maxStories: 2, budgetBytes: 5_000 });
    expect(paths(manifest.stories)).toEqual(['/news/a/', '/es/news/x/', '/news/b/', '/es/news/y/']);
    expect(manifest.leftOut).toBe(1);
  });

  it('counts a file two stories share once (two stories with one hero)', () => {
    const shared = file('/generated/images/shared-480.avif', 1_000);
    const two = ['a', 'b'].map((slug) => ({ ...story(slug), files: [file(`/news/${slug}/`, 100), shared] }));
    const manifest = offlineManifest({ shell, stories: two, maxStories: 20, budgetBytes: 5_000 });
    expect(manifest.bytes).toBe(350 + 1_100 + 100);
    expect(manifest.entries.filter((entry) => entry.url === shared.url)).toHaveLength(1);
  });

  it('refuses a shell over the budget', () => {
    expect(() => offlineManifest({ shell, stories, maxStories: 20, budgetBytes: 300 })).toThrow(/over the offline budget/);
  });

  it('gives the same manifest for the same files', () => {
    const input = { shell, stories, maxStories: 20, budgetBytes: 5_000 };
    expect(JSON.stringify(offlineManifest(input))).toBe(JSON.stringify(offlineManifest(JSON.parse(JSON.stringify(input)))));
  });
});

describe('what the worker reads from a path or a page', () => {
  it('knows a story by its page and by its RSC payload, and nothing else', () => {
    expect(storyOf('/news/a-story/')).toBe('/news/a-story/');
    expect(storyOf('/news/a-story/index.txt')).toBe('/news/a-story/');
    expect(storyOf('/news/a-story/index.html')).toBeNull();
    expect(storyOf('/category/us/')).toBeNull();
    expect(storyOf('/')).toBeNull();
    expect(storyOf('/index.txt')).toBeNull();
    // A story of another edition, by its own address.
    expect(storyOf('/es/news/una-noticia/')).toBe('/es/news/una-noticia/');
    expect(storyOf('/es/news/una-noticia/index.txt')).toBe('/es/news/una-noticia/');
    expect(storyOf('/es/category/us/')).toBeNull();
    expect(storyOf('/es/')).toBeNull();
  });

  it('answers a page it does not keep with the offline page of the page’s edition', () => {
    expect(offlinePageOf('/category/us/')).toBe('/offline/');
    expect(offlinePageOf('/es/category/us/')).toBe('/es/offline/');
    expect(offlinePageOf('/es/news/una-noticia/')).toBe('/es/offline/');
    expect(offlinePageOf('/estonia/')).toBe('/offline/');
  });

  it('holds every edition’s front, offline and saved pages, the default edition’s front page first', () => {
    expect(offlineShellPages()).toEqual(['/', '/offline/', '/saved/', '/es/', '/es/offline/', '/es/saved/']);
  });

  it('lists, on an edition’s offline page, the front-page stories of that edition only', () => {
    const front = [story('a'), { path: '/es/news/x/', title: 'x' }, story('b')];
    expect(paths(frontStoriesFor(front, '/offline/'))).toEqual(['/news/a/', '/news/b/']);
    expect(paths(frontStoriesFor(front, '/es/category/us/'))).toEqual(['/es/news/x/']);
  });

  it('never keeps the editor', () => {
    expect(neverKept('/admin/')).toBe(true);
    expect(neverKept('/admin/stories/x/')).toBe(true);
    expect(neverKept('/news/admin/')).toBe(false);
  });

  it('finds the smallest AVIF of the hero, before any card', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/base/generated/images/articles/hero-800.avif 800w, ' +
      '/base/generated/images/articles/hero-480.avif 480w"/><img srcSet="/base/generated/images/articles/card-480.avif 480w"/>';
    expect(heroOf(html)).toBe('/base/generated/images/articles/hero-480.avif');
    expect(heroOf('<p>No picture</p>')).toBeNull();
  });

  it('offers the other widths of a picture, smallest first', () => {
    expect(variantSiblings('/generated/images/articles/x-1200.avif')).toEqual([
      '/generated/images/articles/x-480.avif',
      '/generated/images/articles/x-800.avif',
      '/generated/images/articles/x-1600.avif',
    ]);
    expect(variantSiblings('/generated/share/articles/x.jpg')).toEqual([]);
  });

  it('lists the styles and scripts a page and its payload name', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script>(function(s){})(["/_next/static/chunks/b.js","/_next/static/chunks/a.css"])</script>';
    const payload =
      '2:I[123,["/_next/static/chunks/c.js","/_next/static/chunks/b.js"],"X"]\n:HL["/_next/static/chunks/a.css","style"]';
    expect(assetsOf(html + payload)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('reads a headline as text', () => {
    expect(headlineOf('<h1 class="x" data-pagefind-meta="title">Water &amp; Power: the &#x27;Plan&#39;</h1>')).toBe(
      "Water & Power: the 'Plan'",
    );
    expect(headlineOf('<h2>Not a headline</h2>')).toBeNull();
    // A reference past the last code point is a replacement character, not an error that stops the worker.
    expect(headlineOf('<h1>Odd &#x110000; byte</h1>')).toBe('Odd \ufffd byte');
  });
});
