/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyChanges } from '../publish';
import { staleFiles } from './changes';

function writeTree(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** Every file and folder under `root`, folders ending in `/`, with each file's text. */
function readTree(root: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    tree[entry.isDirectory() ? `${relative}/` : relative] = entry.isDirectory()
      ? ''
      : fs.readFileSync(path.join(root, relative), 'utf8');
  }
  return Object.fromEntries(Object.entries(tree).sort(([a], [b]) => a.localeCompare(b)));
}

describe('an incremental build’s changes', () => {
  const dirs: string[] = [];
  const work = () => {
    dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'merge-')));
    return dirs.at(-1)!;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('keeps the unchanged pages with their files, replaces or removes the others, and leaves the previous site whole until the publish', async () => {
    const dir = work();
    const site = path.join(dir, 'site');
    const previous = path.join(dir, 'out');
    writeTree(previous, {
      'index.html': 'old home',
      '_next/static/old-chunk.js': 'old',
      'generated/gone.webp': 'an image no story uses any more',
      'pagefind/1/index.pf': 'a bundle taken as it is',
      'pagefind/2/index_old.pf': 'a bundle indexed again',
      'pagefind/2/entry.json': 'old entry',
      'news/kept/index.html': 'kept',
      'news/kept/index.txt': 'kept rsc',
      'news/edited/index.html': 'old edit',
      'news/edited/index.txt': 'old edit rsc',
      'news/edited/live.json': 'old live',
      'news/edited/updates/withdrawn.json': 'an update since taken down',
      'news/live-kept/index.html': 'live kept',
      'news/live-kept/live.json': 'live kept file',
      'news/live-kept/updates/first.json': 'live kept update',
      'news/deleted/index.html': 'deleted',
      'news/deleted/index.txt': 'deleted rsc',
      'category/tech/index.html': 'old tech',
      'category/tech/feed.xml': 'old feed',
      'category/tech/page/2/index.html': 'tech 2',
      'author/gone/index.html': 'gone',
      'author/gone/page/2/index.html': 'gone 2',
      'author/gone/page/2/index.txt': 'gone 2 rsc',
      'topic/water/index.html': 'old water',
      'topic/water/feed.xml': 'water feed',
      'topic/quiet/index.html': 'quiet',
      'topic/quiet/feed.xml': 'old quiet feed',
    });
    writeTree(site, {
      'index.html': 'new home',
      '_next/static/new-chunk.js': 'new',
      'news/edited/index.html': 'new edit',
      'news/edited/index.txt': 'new edit rsc',
      'news/edited/live.json': 'new live',
      'news/added/index.html': 'added',
      'news/added/index.txt': 'added rsc',
      'category/tech/index.html': 'new tech',
      'category/tech/feed.xml': 'new feed',
      'topic/water/index.html': 'new water',
      'topic/quiet/feed.xml': 'new quiet feed',
      'pagefind/2/index_new.pf': 'the bundle indexed again',
      'pagefind/2/entry.json': 'new entry',
    });

    const previousTree = readTree(previous);
    const stale = await staleFiles({
      site,
      previous,
      keep: ['/news/kept/', '/news/live-kept/', '/category/tech/page/2/', '/topic/water/feed.xml', '/topic/quiet/'],
      drop: [
        ...['/news/edited/', '/news/added/', '/category/tech/', '/news/deleted/', '/author/gone/', '/author/gone/page/2/'],
        ...['/topic/water/', '/topic/quiet/feed.xml'],
      ],
      keepFolders: ['/pagefind/1/'],
    });
    // The previous site is still whole: a build stopped now leaves it in out/.
    expect(readTree(previous)).toEqual(previousTree);
    const kept = fs.statSync(path.join(previous, 'news/kept/index.html')).ino;

    applyChanges(site, previous, stale);
    expect(readTree(previous)).toEqual({
      '_next/': '',
      '_next/static/': '',
      '_next/static/new-chunk.js': 'new',
      // The only author's pages went, and with them the folder, as a cold build would not write it.
      'category/': '',
      'category/tech/': '',
      'category/tech/feed.xml': 'new feed',
      'category/tech/index.html': 'new tech',
      'category/tech/page/': '',
      'category/tech/page/2/': '',
      'category/tech/page/2/index.html': 'tech 2',
      'index.html': 'new home',
      'news/': '',
      'news/added/': '',
      'news/added/index.html': 'added',
      'news/added/index.txt': 'added rsc',
      'news/edited/': '',
      'news/edited/index.html': 'new edit',
      'news/edited/index.txt': 'new edit rsc',
      // A page rendered again owns its folder: its live file is this build's, and an update taken
      // down since is not brought back from the previous site.
      'news/edited/live.json': 'new live',
      'news/kept/': '',
      'news/kept/index.html': 'kept',
      'news/kept/index.txt': 'kept rsc',
      // A kept live story keeps its files with its page.
      'news/live-kept/': '',
      'news/live-kept/index.html': 'live kept',
      'news/live-kept/live.json': 'live kept file',
      'news/live-kept/updates/': '',
      'news/live-kept/updates/first.json': 'live kept update',
      // A bundle whose stories did not change stays; one indexed again is this build's, its old files gone.
      'pagefind/': '',
      'pagefind/1/': '',
      'pagefind/1/index.pf': 'a bundle taken as it is',
      'pagefind/2/': '',
      'pagefind/2/entry.json': 'new entry',
      'pagefind/2/index_new.pf': 'the bundle indexed again',
      // A feed is a page of its own: kept beside its topic's page rendered again, or rendered again beside it kept.
      'topic/': '',
      'topic/quiet/': '',
      'topic/quiet/feed.xml': 'new quiet feed',
      'topic/quiet/index.html': 'quiet',
      'topic/water/': '',
      'topic/water/feed.xml': 'water feed',
      'topic/water/index.html': 'new water',
    });
    // A kept page is the previous site's file itself, untouched; this build's files were moved, not copied.
    expect(fs.statSync(path.join(previous, 'news/kept/index.html')).ino).toBe(kept);
    expect(fs.readdirSync(site, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())).toEqual([]);
    // Run again, as after a stop half-way: nothing left to do, nothing undone.
    applyChanges(site, previous, stale);
    expect(readTree(previous)['news/added/index.html']).toBe('added');
  });
});
