/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The standing pages, read from a folder of the test's own: what a newsroom gets wrong, and what the build says. */
const dirs: string[] = [];

function pagesFrom(files: Record<string, string>): () => unknown {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  process.env.PAGES_DIR = dir;
  let getPages: () => unknown = () => null;
  jest.isolateModules(() => {
    ({ getPages } = jest.requireActual<typeof import('./pages')>('./pages'));
  });
  return getPages;
}

const sample = Object.fromEntries(
  ['about', 'contact', 'privacy', 'terms'].map((slug) => [
    `${slug}.md`,
    fs.readFileSync(path.join('data', 'pages', `${slug}.md`), 'utf8'),
  ]),
);

afterEach(() => {
  delete process.env.PAGES_DIR;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('standing pages', () => {
  it('reads the sample pages: a title, and headings with the ids the policies link to', () => {
    const pages = pagesFrom(sample)() as { slug: string; title: string; html: string }[];
    expect(pages.map((page) => page.slug)).toEqual(['about', 'contact', 'privacy', 'terms']);
    expect(pages[0].html).toContain('<h2 id="corrections-policy">Corrections policy</h2>');
    expect(pages[1].html).toContain('<a href="mailto:newsroom@example.org">newsroom@example.org</a>');
  });

  it.each([
    ['a missing file', { 'about.md': undefined }, 'Invalid page "about" (', 'field "file" is missing'],
    ['no title', { 'terms.md': '---\ndescription: "Terms."\n---\nText.' }, 'Invalid page "terms"', 'field "title" is missing'],
    [
      'an empty body',
      { 'privacy.md': '---\ntitle: "Privacy"\ndescription: "What we keep."\n---\n' },
      'Invalid page "privacy"',
      'field "body" must not be empty',
    ],
    [
      'a policy section renamed away',
      { 'about.md': sample['about.md'].replace('## Ethics', '## Our ethics') },
      'Invalid page "about"',
      'siteConfig.policies.ethicsPolicy links to #ethics, a section the page does not have',
    ],
  ])('stops the build on %s, naming the page and the field', (_, changes, who, what) => {
    const files = Object.fromEntries(
      Object.entries({ ...sample, ...changes }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(pagesFrom(files)).toThrow(expect.objectContaining({ message: expect.stringContaining(who) }));
    expect(pagesFrom(files)).toThrow(what);
  });
});
