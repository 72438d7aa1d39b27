import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test } from './support/test';

const run = promisify(execFile);
const good = fs.readFileSync('data/articles/2025/port-cargo-volumes-spring.html', 'utf8');

/** A content folder holding the real articles plus bad records, filed in 2024 (the cases' year), each `{name}.html`. */
function contentWith(records: { name: string; body: string }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pacific-ledger-bad-'));
  fs.cpSync('data/articles', dir, { recursive: true });
  fs.mkdirSync(path.join(dir, '2024'));
  for (const { name, body } of records) fs.writeFileSync(path.join(dir, '2024', `${name}.html`), body);
  return dir;
}

const variant = (slug: string, replacements: [RegExp, string][]) =>
  replacements.reduce(
    (text, [pattern, value]) => text.replace(pattern, value),
    good.replace(/^slug: .*$/m, `slug: "${slug}"`).replace(/^publishedDate: .*$/m, 'publishedDate: "2024-01-15"'),
  );

/** Photographs for the image cases, where the content check reads them: public/images/e2e-tmp/ (gitignored). */
const photoDir = path.join('public', 'images', 'e2e-tmp');
async function writePhotos() {
  fs.mkdirSync(photoDir, { recursive: true });
  const photo = sharp({ create: { width: 800, height: 533, channels: 3, background: '#3a6b8c' } });
  await photo.jpeg().toFile(path.join(photoDir, 'too-small.jpg'));
  fs.writeFileSync(path.join(photoDir, 'unreadable.jpg'), 'not a picture at all');
}

const cases = [
  { kind: 'duplicate slug', field: 'slug', body: good.replace(/^publishedDate: .*$/m, 'publishedDate: "2024-01-15"') },
  // Through the whole build (`npm run build`'s command), which must stop there and leave out/ as it was.
  {
    kind: 'unknown category',
    field: 'category',
    message: 'must be one of california',
    build: true,
    body: variant('bad-category', [[/^category: .*$/m, 'category: "sports"']]),
  },
  {
    kind: 'impossible date',
    field: 'publishedDate',
    body: variant('bad-date', [[/^publishedDate: .*$/m, 'publishedDate: "2025-02-30"']]),
  },
  {
    kind: 'malformed date',
    field: 'publishedDate',
    body: variant('bad-date-form', [[/^publishedDate: .*$/m, 'publishedDate: "March 5th"']]),
  },
  { kind: 'empty title', field: 'title', body: variant('empty-title', [[/^title: .*$/m, 'title: ""']]) },
  {
    kind: 'missing image file',
    field: 'imageURL',
    body: variant('no-image', [[/^imageURL: .*$/m, 'imageURL: "/images/articles/not-drawn-yet.svg"']]),
  },
  { kind: 'slug outside a-z0-9-', field: 'slug', body: variant('Bad_Slug!', []) },
  { kind: 'empty imageAlt', field: 'imageAlt', body: variant('empty-alt', [[/^imageAlt: .*$/m, 'imageAlt: "   "']]) },
  {
    kind: 'malformed time',
    field: 'publishedDate',
    body: variant('bad-time', [[/^publishedDate: .*$/m, 'publishedDate: "2025-05-07T14:30"']]),
  },
  {
    kind: 'updatedDate before publishedDate',
    field: 'updatedDate',
    body: variant('bad-update', [
      [/^publishedDate: .*$/m, 'publishedDate: "2025-05-07T14:30:00-07:00"\nupdatedDate: "2025-05-06"'],
    ]),
  },
  {
    kind: 'broken YAML',
    field: 'front matter',
    message: 'is not valid YAML',
    body: variant('bad-yaml', [[/^author: (.*)$/m, 'author: $1\nauthor: $1']]),
  },
  { kind: 'unknown author', field: 'author', body: variant('bad-author', [[/^author: .*$/m, 'author: "jane-doe"']]) },
  { kind: 'missing author', field: 'author', body: variant('no-author', [[/^author: .*\n/m, '']]) },
  {
    kind: 'unreadable photo',
    field: 'imageURL',
    message: 'could not be read as an image',
    body: variant('unreadable-photo', [[/^imageURL: .*$/m, 'imageURL: "/images/e2e-tmp/unreadable.jpg"']]),
  },
  {
    kind: 'photo too small',
    field: 'imageURL',
    message: 'is 800 px wide; a photograph must be at least 1200 px wide',
    body: variant('small-photo', [[/^imageURL: .*$/m, 'imageURL: "/images/e2e-tmp/too-small.jpg"']]),
  },
];

/** The file a case's record is written to: its kind, in a-z and hyphens. */
const fileOf = (kind: string) => kind.replace(/\W+/g, '-');

/** Runs a pipeline script on `dir`'s articles: its exit code and what it printed on stderr. */
async function runOn(dir: string, script: string) {
  // tsx itself, not through npx, which would cost a start of npm.
  const tsx = path.join('node_modules', '.bin', 'tsx');
  try {
    await run(tsx, ['--conditions=react-server', script], { env: { ...process.env, ARTICLES_DIR: dir } });
    return { code: 0, stderr: '' };
  } catch (error) {
    return error as { code: number; stderr: string };
  }
}

test('each kind of bad record stops the content check with one line naming the article and the field; a failed build leaves out/ untouched', async () => {
  test.setTimeout(120_000);
  const snapshot = () => fs.readdirSync('out', { recursive: true }).length + ':' + fs.statSync('out/index.html').mtimeMs;
  const before = snapshot();
  await writePhotos();
  // Every kind in one content check, as a newsroom's bad day would bring them: one line each, and no other.
  // The kind that goes through the whole build (`npm run build`'s command) is alone in its folder.
  const checked = cases.filter((c) => !('build' in c));
  const built = cases.filter((c) => 'build' in c);
  const folders = [
    contentWith(checked.map(({ kind, body }) => ({ name: fileOf(kind), body }))),
    contentWith(built.map(({ kind, body }) => ({ name: fileOf(kind), body }))),
  ];
  const [check, build] = await Promise.all([
    runOn(folders[0], 'scripts/pipeline/prepare-content.ts'),
    runOn(folders[1], 'scripts/pipeline/index.ts'),
  ]);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(photoDir, { recursive: true, force: true });
  // Each run stops (exit 1) with a line for each of its records and no other.
  for (const [{ code, stderr }, records] of [
    [check, checked],
    [build, built],
  ] as const) {
    expect(code).toBe(1);
    expect(
      stderr.split('\n').filter((line) => line.startsWith('Invalid')),
      stderr,
    ).toHaveLength(records.length);
  }
  const results = [...checked.map((c) => ({ ...c, ...check })), ...built.map((c) => ({ ...c, ...build }))];
  const lines = results.map(({ kind, field, stderr, ...rest }) => {
    const message = (rest as { message?: string }).message;
    const problems = stderr
      .split('\n')
      .filter((line) => line.startsWith('Invalid article') && line.includes(`/${fileOf(kind)}.html`));
    expect(problems, `${kind}:\n${stderr}`).toHaveLength(1);
    expect(problems[0], kind).toMatch(new RegExp(`^Invalid article .*\\.html\\): field "${field}" `));
    if (message) expect(problems[0], kind).toContain(message);
    return `  ${kind}: ${problems[0]}`;
  });
  expect(snapshot(), 'out/ after the failed build').toBe(before);
  console.log(`bad records: ${results.length} kinds, each stopped with one line:\n${lines.join('\n')}`);
});
