/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileByYear } from '@/scripts/tools/file-by-year';
import { listStoryFiles, loadArticles } from './load';

const story = (fields: string, body = '<p>Body.</p>') => `---\n${fields}\n---\n${body}\n`;
const good = (slug: string) =>
  [
    `title: "Headline of ${slug}"`,
    `slug: "${slug}"`,
    'category: "us"',
    'author: "daniel-reyes"',
    'excerpt: "What happened."',
    'publishedDate: "2025-03-05"',
    'imageURL: "/images/articles/art.svg"',
    'imageAlt: "An illustration"',
    'topics: ["elections"]',
  ].join('\n');

let dir: string;
/** The year's folder the stories are filed in. */
let filed: string;
let images: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
  filed = path.join(dir, '2025');
  fs.mkdirSync(filed);
  images = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  fs.mkdirSync(path.join(images, 'articles'));
  fs.writeFileSync(
    path.join(images, 'articles', 'art.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"/>',
  );
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(images, { recursive: true, force: true });
});

function problemsOf(): string[] {
  try {
    loadArticles(dir, images);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the content check to fail');
}

describe('loadArticles', () => {
  it('reads HTML and Markdown stories alike, newest first', () => {
    fs.writeFileSync(path.join(filed, 'one.html'), story(good('one')));
    fs.writeFileSync(
      path.join(filed, 'two.md'),
      story(`${good('two')}\npublishedDate: "2025-03-06"`.replace('publishedDate: "2025-03-05"\n', ''), '## Then\n\nA *fact*.'),
    );
    const articles = loadArticles(dir, images);
    expect(articles.map(({ slug, content }) => [slug, content])).toEqual([
      ['two', '<h2>Then</h2>\n<p>A <em>fact</em>.</p>'],
      ['one', '<p>Body.</p>'],
    ]);
  });

  it('says where a YAML error is and how to fix it: quote a value with a colon', () => {
    fs.writeFileSync(
      path.join(filed, 'colon.md'),
      story(good('colon').replace('title: "Headline of colon"', 'title: Water: the next fight')),
    );
    expect(problemsOf()).toEqual([
      `Invalid article (${path.relative(process.cwd(), path.join(filed, 'colon.md'))}): field "front matter" is not valid YAML at line 2: ` +
        'Nested mappings are not allowed in compact mappings. Likely fix: quote a value that contains a colon, e.g. title: "Water: the next fight"',
    ]);
  });

  it('reads a story saved with a byte order mark and Windows line endings', () => {
    fs.writeFileSync(path.join(filed, 'crlf.html'), `\uFEFF${story(good('crlf'))}`.replaceAll('\n', '\r\n'));
    expect(loadArticles(dir, images).map(({ slug, publishedDate }) => [slug, publishedDate])).toEqual([['crlf', '2025-03-05']]);
  });

  it('says when the front matter is not closed, and never runs it as code', () => {
    fs.writeFileSync(path.join(filed, 'open.md'), `---\n${good('open')}\nBody.\n`);
    fs.writeFileSync(path.join(filed, 'script.md'), `---js\n({ title: process.exit(3) })\n---\nBody.\n`);
    expect(problemsOf()).toEqual([
      expect.stringMatching(/open\.md\): field "front matter" is not valid YAML: the front matter has no closing `---` line$/),
      expect.stringMatching(
        /script\.md\): field "front matter" is not valid YAML: the front matter must be YAML, not JavaScript$/,
      ),
    ]);
  });

  it('reads a field left empty as one left out: an optional one is not there, a required one is missing', () => {
    fs.writeFileSync(path.join(filed, 'empty.md'), story(`${good('empty')}\nimageCredit:\nkind: null\nlive: null`));
    expect(loadArticles(dir, images)[0]).not.toHaveProperty('imageCredit');
    fs.writeFileSync(path.join(filed, 'blank.md'), story(good('blank').replace('title: "Headline of blank"', 'title:')));
    expect(problemsOf()).toEqual([expect.stringMatching(/^Invalid article "blank" \(.*blank\.md\): field "title" /)]);
  });

  it('reports every problem of every file in one run, images included', () => {
    fs.writeFileSync(
      path.join(filed, 'a.html'),
      story(good('a').replace('category: "us"', 'category: "sports"').replace('art.svg', 'gone.svg')),
    );
    fs.writeFileSync(path.join(filed, 'b.md'), story(good('b').replace('excerpt: "What happened."', 'excerpt: ""')));
    fs.writeFileSync(path.join(filed, 'c.md'), story(`${good('c')}\nslug: "again"`));
    const problems = problemsOf();
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^Invalid article "a" \(.*a\.html\): field "category" must be one of california/);
    expect(problems[1]).toMatch(/^Invalid article "a" \(.*a\.html\): field "imageURL" points to a missing file: .*gone\.svg$/);
    expect(problems[2]).toMatch(/^Invalid article "b" \(.*b\.md\): field "excerpt" must not be empty$/);
    expect(problems[3]).toMatch(
      /^Invalid article \(.*c\.md\): field "front matter" is not valid YAML at line 11: Map keys must be unique\. Likely fix: remove one/,
    );
  });
});

describe('the stories filed by year', () => {
  it('finds them in every year’s folder, each with its folder of updates beside it', () => {
    fs.writeFileSync(path.join(filed, 'one.md'), story(good('one')));
    fs.mkdirSync(path.join(dir, '2026', 'two', 'updates'), { recursive: true });
    fs.writeFileSync(path.join(dir, '2026', 'two.html'), story(good('two')));
    expect(listStoryFiles(dir)).toEqual({
      files: [path.join(filed, 'one.md'), path.join(dir, '2026', 'two.html')],
      problems: [],
    });
  });

  it('names a story outside a year’s folder, and a folder that is not a year, with the migration that files them', () => {
    fs.writeFileSync(path.join(dir, 'loose.md'), story(good('loose')));
    fs.mkdirSync(path.join(dir, 'loose', 'updates'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'loose', 'updates', 'one.md'), '---\n---\n');
    const where = (name: string) => path.relative(process.cwd(), path.join(dir, name));
    const filing = `stories are filed by year, ${where('{year}/{slug}.md')}, each with its folder of updates beside it; \`npm run content:file-by-year\` files every story by the year of its publication`;
    expect(problemsOf()).toEqual([
      `Misfiled content (${where('loose')}): ${filing}`,
      `Misfiled content (${where('loose.md')}): ${filing}`,
    ]);
  });

  it('are filed so by the migration, by the year of their publication as written, with their updates; a second run moves nothing', () => {
    fs.rmdirSync(filed);
    fs.writeFileSync(path.join(dir, 'one.md'), story(good('one').replace('2025-03-05', '2024-12-31T23:30:00-08:00')));
    fs.writeFileSync(path.join(dir, 'two.html'), story(good('two')));
    fs.mkdirSync(path.join(dir, 'two', 'updates'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'two', 'updates', 'first.md'), '---\n---\n');
    fs.writeFileSync(path.join(dir, 'undated.md'), story(good('undated').replace(/^publishedDate: .*$/m, '')));
    expect(fileByYear(dir)).toEqual({
      moved: ['one.md → 2024/one.md', 'two.html → 2025/two.html'],
      left: ['undated.md: no publishedDate to file it by (YYYY-MM-DD…); move it into its year’s folder by hand'],
    });
    expect(fs.readdirSync(path.join(dir, '2025', 'two', 'updates'))).toEqual(['first.md']);
    expect(fileByYear(dir).moved).toEqual([]);
    fs.rmSync(path.join(dir, 'undated.md'));
    expect(listStoryFiles(dir)).toEqual({
      files: [path.join(dir, '2024', 'one.md'), path.join(filed, 'two.html')],
      problems: [],
    });
  });
});
