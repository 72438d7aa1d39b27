/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshStore } from './store';
import { openStore } from './stored';
import { ContentError } from './validate';

const story = (slug: string, { date = '2025-03-05', body = '<p>Body of the story.</p>', extra = '' } = {}) =>
  [
    '---',
    `title: "Headline of ${slug}"`,
    `slug: "${slug}"`,
    'category: "us"',
    'topics: ["elections"]',
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
/** The year's folder the stories are filed in. */
let filed: string;
let imagesDir: string;
let store: string;
const write = (file: string, text: string) => fs.writeFileSync(path.join(filed, file), text);
const refresh = (stamp = 'code-1') => refreshStore(store, { stamp, articlesDir, imagesDir });
const bodies = () => fs.readdirSync(path.join(store, 'bodies')).length;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  articlesDir = path.join(root, 'articles');
  imagesDir = path.join(root, 'images');
  store = path.join(root, 'store');
  filed = path.join(articlesDir, '2025');
  fs.mkdirSync(filed, { recursive: true });
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
    fs.rmSync(path.join(filed, 'new.md'));
    expect(refresh().summaries.map((summary) => summary.slug)).toEqual(['old']);
    expect(bodies()).toBe(1);
  });

  it('checks every story again for other code or another environment', () => {
    refresh('code-1');
    expect(refresh('code-2')).toMatchObject({ checked: 2 });
  });

  it('reads a story file again only when its size or time changed, and checks it only when its bytes did', () => {
    const file = path.join(filed, 'old.html');
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
    const file = path.join(filed, 'old.html');
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

describe('a live story in the store', () => {
  const update = (id: string, { time = '2025-03-05T10:00:00-08:00', extra = '', body = 'What happened *then*.' } = {}) => [
    id,
    ['---', `time: "${time}"`, `headline: "Update ${id}"`, 'author: "maya-okafor"', extra, '---', body, ''].join('\n'),
  ];
  const updatesDir = () => path.join(filed, 'live', 'updates');
  const writeUpdate = ([id, text]: string[], name = `${id}.md`) => {
    fs.mkdirSync(updatesDir(), { recursive: true });
    fs.writeFileSync(path.join(updatesDir(), name), text);
  };
  const live = (extra = 'live: true') => write('live.md', story('live', { date: '2025-03-05T09:00:00-08:00', extra }));
  const problems = () => {
    try {
      refresh();
    } catch (error) {
      return (error as Error).message.split('\n');
    }
    throw new Error('expected the content check to fail');
  };

  beforeEach(() => {
    live();
    writeUpdate(update('first', { time: '2025-03-05T09:30:00-08:00' }));
    writeUpdate(update('second', { extra: 'key: true' }));
  });

  it('keeps its updates, newest first and sanitised, in its body part, and out of its summary', () => {
    refresh();
    const archive = openStore(store);
    const summary = archive.summaries.find((entry) => entry.slug === 'live')!;
    expect(summary).toMatchObject({ live: true });
    expect(summary).not.toHaveProperty('updates');
    const article = archive.article('live')!;
    expect(article.updates?.map((entry) => [entry.id, entry.key])).toEqual([
      ['second', true],
      ['first', undefined],
    ]);
    expect(article.updates?.[0]).toMatchObject({ headline: 'Update second', content: '<p>What happened <em>then</em>.</p>' });
    // The other stories' parts carry no updates.
    expect(archive.article('old')).not.toHaveProperty('updates');
  });

  it('checks the story again when an update’s photo file changes, and takes the new size', () => {
    const photo = path.join(imagesDir, 'articles', 'field.svg');
    fs.writeFileSync(photo, '<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="2048"/>');
    writeUpdate(
      update('third', {
        time: '2025-03-05T11:00:00-08:00',
        extra: 'photos:\n  - imageURL: "/images/articles/field.svg"\n    imageAlt: "The harbour at dawn"',
      }),
    );
    refresh();
    const size = () => openStore(store).article('live')?.updates?.[0].photos?.[0].image;
    expect(size()).toEqual({ width: 1536, height: 2048 });
    expect(refresh()).toMatchObject({ checked: 0 });
    fs.writeFileSync(photo, '<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1536"/>');
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(size()).toEqual({ width: 2048, height: 1536 });
    fs.rmSync(photo);
    expect(problems()).toEqual([
      expect.stringMatching(/"third" of "live" .*field "photos\[0\]\.imageURL" points to a missing file/),
    ]);
  });

  it('checks the story again when an update is added, edited or removed, and its body hash follows', () => {
    refresh();
    const hashes = [openStore(store).bodyHash('live')];
    expect(refresh()).toMatchObject({ checked: 0 });
    writeUpdate(update('third', { time: '2025-03-05T11:00:00-08:00' }));
    expect(refresh()).toMatchObject({ checked: 1 });
    hashes.push(openStore(store).bodyHash('live'));
    expect(
      openStore(store)
        .article('live')
        ?.updates?.map((entry) => entry.id),
    ).toEqual(['third', 'second', 'first']);
    writeUpdate(update('third', { time: '2025-03-05T11:00:00-08:00', body: 'Corrected <script>alert(1)</script>text.' }));
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(openStore(store).article('live')?.updates?.[0].content).toBe('<p>Corrected text.</p>');
    hashes.push(openStore(store).bodyHash('live'));
    fs.rmSync(path.join(updatesDir(), 'third.md'));
    expect(refresh()).toMatchObject({ checked: 1 });
    hashes.push(openStore(store).bodyHash('live'));
    expect(new Set(hashes).size).toBe(3);
    expect(hashes[3]).toBe(hashes[0]);
    // An editor's hidden swap file is no update.
    fs.writeFileSync(path.join(updatesDir(), '.third.md.swp'), 'half a file');
    expect(refresh()).toMatchObject({ checked: 0 });
  });

  it('reads an update saved again just before a refresh, even with its size and time unchanged', () => {
    const file = path.join(updatesDir(), 'first.md');
    const { mtime } = fs.statSync(file);
    refresh();
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Update first', 'Update frist'));
    fs.utimesSync(file, mtime, mtime);
    expect(refresh()).toMatchObject({ checked: 1 });
    expect(openStore(store).article('live')?.updates?.[1].headline).toBe('Update frist');
  });

  it('stops on a bad update, naming the story, the update’s file and the field, and keeps the store it had', () => {
    refresh();
    writeUpdate(update('third', { time: '2025-03-05T08:00:00-08:00', extra: 'pinned: true' }));
    writeUpdate(update('fourth', { extra: 'pinned: true\nkey: "yes"' }));
    writeUpdate(['Bad_Name', update('x')[1]], 'Bad_Name.md');
    writeUpdate(['notes', 'just text'], 'notes.txt');
    const source = (name: string) => path.join(path.relative(process.cwd(), updatesDir()), name);
    expect(problems()).toEqual([
      `Invalid live update "Bad_Name" of "live" (${source('Bad_Name.md')}): field "file name" must use only a-z, 0-9 and single hyphens before \`.md\`: it is the update’s id`,
      `Invalid live update "fourth" of "live" (${source('fourth.md')}): field "key" must be true or false`,
      `Invalid live update "notes.txt" of "live" (${source('notes.txt')}): field "front matter" is not a Markdown file: an update is {id}.md`,
      `Invalid live update "third" of "live" (${source('third.md')}): field "time" is before the story's publishedDate (2025-03-05T08:00:00-08:00 < 2025-03-05T09:00:00-08:00)`,
    ]);
    expect(openStore(store).article('live')?.updates).toHaveLength(2);
  });

  it('allows one pinned update, refuses a second, and refuses an update after the coverage ended', () => {
    live('live: true\ncoverageEnd: "2025-03-05T10:30:00-08:00"');
    writeUpdate(update('first', { time: '2025-03-05T09:30:00-08:00', extra: 'pinned: true' }));
    writeUpdate(update('second', { time: '2025-03-05T10:00:00-08:00', extra: 'pinned: true' }));
    writeUpdate(update('third', { time: '2025-03-05T10:31:00-08:00' }));
    const source = (name: string) => path.join(path.relative(process.cwd(), updatesDir()), name);
    expect(problems()).toEqual([
      `Invalid live update "second" of "live" (${source('second.md')}): field "pinned" pins a second update: "first" is pinned already, and a story pins one at most`,
      `Invalid live update "third" of "live" (${source('third.md')}): field "time" is after the story's coverageEnd (2025-03-05T10:31:00-08:00 > 2025-03-05T10:30:00-08:00)`,
    ]);
  });

  it('refuses updates of a story that is not live, a coverage end without live coverage, and updates with no story', () => {
    live('');
    write('ended.md', story('ended', { extra: 'coverageEnd: "2025-03-05T12:00:00-08:00"' }));
    fs.mkdirSync(path.join(filed, 'gone', 'updates'), { recursive: true });
    fs.writeFileSync(path.join(filed, 'gone', 'updates', 'one.md'), update('one')[1]);
    const folder = path.relative(process.cwd(), updatesDir());
    expect(problems()).toEqual([
      `Invalid live updates (${path.relative(process.cwd(), path.join(filed, 'gone', 'updates'))}): no story file gone.md or .html beside the folder: a story’s updates are in the folder named after its file`,
      expect.stringMatching(
        /^Invalid article "ended" \(.*ended\.md\): field "coverageEnd" ends live coverage, but the story is not live: add `live: true`$/,
      ),
      `Invalid article "live" (${path.relative(process.cwd(), path.join(filed, 'live.md'))}): field "live" must be true for a story with updates (2 in ${folder})`,
    ]);
  });

  it('takes a live story with no updates yet', () => {
    fs.rmSync(updatesDir(), { recursive: true });
    refresh();
    expect(openStore(store).article('live')).toMatchObject({ live: true, updates: [] });
  });
});

describe('a story kept in two editions side by side (translated/, one file per edition)', () => {
  const translated = (file: string, text: string) => {
    fs.mkdirSync(path.join(filed, 'translated'), { recursive: true });
    fs.writeFileSync(path.join(filed, 'translated', file), text);
  };
  const problemsOf = () => {
    try {
      refresh();
    } catch (error) {
      return (error as Error).message.split('\n');
    }
    return [];
  };

  it('makes the version in another edition a translation of the default edition’s file of the same name', () => {
    translated('strike.en.md', story('strike'));
    translated('strike.es.md', story('huelga'));
    refresh();
    const bySlug = new Map(openStore(store).summaries.map((summary) => [summary.slug, summary]));
    expect(bySlug.get('strike')).toMatchObject({ lang: 'en' });
    expect(bySlug.get('strike')).not.toHaveProperty('translationOf');
    expect(bySlug.get('huelga')).toMatchObject({ lang: 'es', translationOf: 'strike' });
    expect(openStore(store).pathOf('huelga')).toBe('2025/translated/strike.es');
    expect(openStore(store).years()).toEqual([{ year: '2025', html: true, translatedHtml: false }]);
  });

  it('follows the original’s slug when it changes, with no change to the version’s file', () => {
    translated('strike.en.md', story('strike'));
    translated('strike.es.md', story('huelga'));
    refresh();
    translated('strike.en.md', story('port-strike'));
    refresh();
    expect(openStore(store).summaries.find((summary) => summary.slug === 'huelga')).toMatchObject({
      translationOf: 'port-strike',
    });
  });

  it('refuses a version without its original, one that names its edition or original otherwise, and a file named for no edition', () => {
    translated('alone.es.md', story('sola'));
    translated('strike.en.md', story('strike'));
    translated('strike.es.md', story('huelga', { extra: 'lang: "en"' }));
    translated('vote.en.md', story('vote'));
    translated('vote.es.md', story('voto', { extra: 'translationOf: "old"' }));
    translated('tide.fr.md', story('maree'));
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        /^Misfiled content \(.*translated\/tide\.fr\.md\): a story kept in several editions is \{name\}\.\{edition\}\.md .*\(en, es\)/,
      ),
      expect.stringMatching(
        /^Invalid article "huelga" \(.*strike\.es\.md\): field "lang" must be "es", as the file's name says, or be left out$/,
      ),
      expect.stringMatching(
        /^Invalid article "voto" \(.*vote\.es\.md\): field "translationOf" must be left out: the original .* is the file vote\.en\.md/,
      ),
      expect.stringMatching(
        /^Invalid article "sola" \(.*alone\.es\.md\): no English version beside it, alone\.en\.md .* filed as .*2025\/sola\.md with lang: es$/,
      ),
    ]);
  });
});
