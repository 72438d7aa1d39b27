/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, refreshStore } from './store';
import { ContentError } from './validate';

const story = (slug: string, { date = '2025-03-05', body = '<p>Body of the story.</p>', extra = '' } = {}) =>
  [
    '---',
    `title: "Headline of ${slug}"`,
    `slug: "${slug}"`,
    'category: "us"',
    'author: "daniel-reyes"',
    'excerpt: "What happened."',
    `publishedDate: "${date}"`,
    'imageURL: "/images/articles/art.svg"',
    'imageAlt: "An illustration"',
    extra,
    '---',
    body,
    '',
  ].join('\n');

let root: string;
let articlesDir: string;
let imagesDir: string;
let store: string;
const write = (file: string, text: string) => fs.writeFileSync(path.join(articlesDir, file), text);
const refresh = (stamp = 'code-1') => refreshStore(store, { stamp, articlesDir, imagesDir });
const bodies = () => fs.readdirSync(path.join(store, 'bodies')).length;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  articlesDir = path.join(root, 'articles');
  imagesDir = path.join(root, 'images');
  store = path.join(root, 'store');
  fs.mkdirSync(articlesDir);
  fs.mkdirSync(path.join(imagesDir, 'articles'), { recursive: true });
  fs.writeFileSync(
    path.join(imagesDir, 'articles', 'art.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"/>',
  );
  write('old.html', story('old', { date: '2025-03-01' }));
  write('new.md', story('new', { date: '2025-03-09', body: 'A *new* story with "quotes".' }));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the content store', () => {
  it('holds the summaries newest first, and each body sanitised and typeset, read when asked for', () => {
    expect(refresh()).toMatchObject({ checked: 2 });
    const archive = openStore(store);
    expect(archive.summaries.map((summary) => summary.slug)).toEqual(['new', 'old']);
    expect(archive.summaries[0]).not.toHaveProperty('content');
    expect(archive.article('new')?.content).toBe('<p>A <em>new</em> story with “quotes”.</p>');
    expect(archive.article('new')?.title).toBe('Headline of new');
    expect(archive.article('gone')).toBeNull();
  });

  it('checks again only the stories whose files changed, and drops the removed ones with their bodies', () => {
    refresh();
    expect(refresh()).toMatchObject({ checked: 0 });
    write('old.html', story('old', { date: '2025-03-01', body: '<p>Rewritten <script>alert(1)</script>body.</p>' }));
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(openStore(store).article('old')?.content).toBe('<p>Rewritten body.</p>');
    fs.rmSync(path.join(articlesDir, 'new.md'));
    expect(refresh().summaries.map((summary) => summary.slug)).toEqual(['old']);
    expect(bodies()).toBe(1);
  });

  it('checks every story again for other code or another environment', () => {
    refresh('code-1');
    expect(refresh('code-2')).toMatchObject({ checked: 2 });
  });

  it('reads a story file again only when its size or time changed, and checks it only when its bytes did', () => {
    const file = path.join(articlesDir, 'old.html');
    const past = new Date('2020-01-01');
    fs.utimesSync(file, past, past);
    refresh();
    fs.utimesSync(file, new Date('2021-01-01'), new Date('2021-01-01'));
    expect(refresh()).toMatchObject({ checked: 0 });
    // Same size, same time: taken as it was without being read, as git's index does; a save changes the time.
    const sameLength = fs.readFileSync(file, 'utf8').replace('Headline of old', 'Headline of odd');
    fs.writeFileSync(file, sameLength);
    fs.utimesSync(file, new Date('2021-01-01'), new Date('2021-01-01'));
    expect(refresh()).toMatchObject({ checked: 0 });
    fs.utimesSync(file, past, past);
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(openStore(store).summaries[1].title).toBe('Headline of odd');
  });

  it('reads a story file saved just before a refresh again, even with its size and time unchanged', () => {
    const file = path.join(articlesDir, 'old.html');
    const { mtime } = fs.statSync(file);
    refresh();
    // Saved again in the same tick of a coarse clock: same size, same time, other bytes.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Headline of old', 'Headline of odd'));
    fs.utimesSync(file, mtime, mtime);
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(openStore(store).summaries[1].title).toBe('Headline of odd');
  });

  it('takes a story whose hero image file was only touched as it was', () => {
    refresh();
    const art = path.join(imagesDir, 'articles', 'art.svg');
    fs.utimesSync(art, new Date('2030-01-01'), new Date('2030-01-01'));
    expect(refresh()).toMatchObject({ checked: 0 });
  });

  it('checks a story again when its hero image file changes', () => {
    refresh();
    fs.writeFileSync(
      path.join(imagesDir, 'articles', 'art.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" />',
    );
    expect(refresh()).toMatchObject({ checked: 2 });
    expect(openStore(store).summaries[0].image).toEqual({ width: 1200, height: 800 });
  });

  it('checks a story again when its body file has gone missing from the store', () => {
    refresh();
    fs.rmSync(path.join(store, 'bodies'), { recursive: true });
    expect(refresh()).toMatchObject({ checked: 2 });
    expect(openStore(store).article('old')?.content).toBe('<p>Body of the story.</p>');
  });

  it('stops on a bad record, naming it and the field, and keeps the store it had', () => {
    refresh();
    write('bad.html', story('bad', { extra: 'kind: "gossip"' }));
    write('again.html', story('old'));
    expect(() => refresh()).toThrow(ContentError);
    let message = '';
    try {
      refresh();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^Invalid article "bad" \(.*bad\.html\): field "kind" /),
      expect.stringMatching(/^Invalid article "old" \(.*old\.html\): field "slug" duplicates "old" of .*again\.html$/),
    ]);
    expect(openStore(store).summaries.map((summary) => summary.slug)).toEqual(['new', 'old']);
  });

  it('refuses to open a folder that holds no store', () => {
    expect(() => openStore(path.join(root, 'nothing'))).toThrow(/holds no content store/);
  });
});
