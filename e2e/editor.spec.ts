import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { eventually, startDevLoop, type DevLoop } from './support/dev-loop';
import { expect, test } from './support/test';
import { closeNotices, expectNoSidewaysScroll, expectTouchTargets, PHONE } from './support/phone';
import { port } from './support/ports';

/**
 * The editor at /admin/ as a writer meets it on a laptop: `npm run dev`, which runs decap-server
 * beside `next dev`, and a story written through Decap's own form, its picture uploaded through the
 * image widget, then published (directly: the local backend has no editorial workflow). The story
 * is then on its page, in its section and in search, with no restart. The shared `test` fails on any
 * Content Security Policy violation while the editor loads and saves (support/test.ts).
 *
 * The editor writes into this working copy, as it would on the writer's laptop: the story and its
 * picture are deleted after the test, whether it passed or not, and before it, should a killed run
 * have left them.
 */
const slug = 'editor-e2e-harbour-pilots';
const title = 'Harbour Pilots Train for Larger Container Ships';
const picture = `${slug}.jpg`;
/** New stories are filed in the year of the build, the development server's now: its collection is "Stories, {year}". */
const year = String(new Date().getUTCFullYear());
const filed = path.join('data', 'articles', year);
const created = [path.join(filed, `${slug}.md`), path.join('public', 'images', 'articles', picture)];
/**
 * An open live story, written as a file once the loop runs, that the second test adds an update to in
 * the editor. Both slugs start `editor-e2e-`, which the other specs leave out of the sample (support/site.ts).
 */
const live = { slug: 'editor-e2e-port-strike', title: 'Port Strike: Live Coverage From the Harbour' };
const liveFile = path.join(filed, `${live.slug}.md`);
const liveFolder = path.join(filed, live.slug);
/** A translated sample story's two versions, one file each (data/articles/{year}/translated/), and the fields a file holds. */
const translatedFiles = ['en', 'es'].map((edition) =>
  path.join('data', 'articles', '2025', 'translated', `central-valley-groundwater-recharge.${edition}.md`),
);
const fields = (file: string) => parse(fs.readFileSync(file, 'utf8').split('---\n')[1]) as Record<string, unknown>;

/** A photograph from the reporter's camera roll, upright, filed with the live update on the phone (the last test). */
const fieldPhoto = { name: 'editor-e2e-talks-at-the-port.jpg', alt: 'Negotiators walk into the port authority building' };
const fieldPhotoFile = path.join('public', 'images', 'articles', fieldPhoto.name);
/** A picture the phone offers in a format the site does not take: a GIF. */
const fieldPhotoGifFile = path.join('public', 'images', 'articles', 'editor-e2e-talks-at-the-port.gif');
/** A story written as a file while the loop runs, edited, broken and deleted (the first test). */
const written = { slug: 'editor-e2e-written-live', file: path.join(filed, 'editor-e2e-written-live.md') };
const removeCreated = () => {
  [...created, liveFile, liveFolder, written.file, fieldPhotoFile, fieldPhotoGifFile].forEach((file) =>
    fs.rmSync(file, { recursive: true, force: true }),
  );
  // The year's folder too, if these made it.
  if (fs.existsSync(filed) && fs.readdirSync(filed).length === 0) fs.rmdirSync(filed);
};

/** The moment `minutes` ago, as a story's front matter writes it. */
const minutesAgo = (minutes: number) =>
  new Date(Math.floor(Date.now() / 60_000 - minutes) * 60_000).toISOString().replace('.000Z', '+00:00');

/** Writes the open live story, as a writer would save its file: the loop picks it up. */
function writeLiveStory() {
  fs.writeFileSync(
    liveFile,
    [
      '---',
      `title: "${live.title}"`,
      `slug: "${live.slug}"`,
      'category: "california"',
      'topics: ["economy"]',
      'excerpt: "Dockworkers walked out at dawn; the port is closed to new ships."',
      `publishedDate: "${minutesAgo(60)}"`,
      'imageURL: "/images/articles/port-cargo-volumes-spring.svg"',
      'author: "maya-okafor"',
      'imageAlt: "Illustration of container cranes over a quiet harbour"',
      'live: true',
      '---',
      '',
      'Dockworkers at the port walked out at dawn.',
      '',
    ].join('\n'),
  );
}

let dev: DevLoop | undefined;
let pictureUpload: string;
let fieldPhotoUpload: string;
let fieldPhotoGif: string;

test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1400, height: 1000 } });
// One worker, one loop for both tests: a second worker's beforeAll and afterAll would write and delete the
// same files under the first one's loop.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Another checkout's suite may hold this folder's loop (one `next dev` per folder): wait for it.
  test.setTimeout(360_000);
  removeCreated();
  fs.mkdirSync(filed, { recursive: true });
  // A photograph wide enough for the content check (1,200 px), named as a writer's camera would not.
  pictureUpload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'editor-upload-')), picture);
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f8f' } })
    .jpeg()
    .toFile(pictureUpload);
  fieldPhotoUpload = path.join(path.dirname(pictureUpload), fieldPhoto.name);
  await sharp({ create: { width: 1536, height: 2048, channels: 3, background: '#5a6f4f' } })
    .jpeg()
    .toFile(fieldPhotoUpload);
  fieldPhotoGif = path.join(path.dirname(pictureUpload), path.basename(fieldPhotoGifFile));
  await sharp({ create: { width: 1536, height: 2048, channels: 3, background: '#5a6f4f' } })
    .gif()
    .toFile(fieldPhotoGif);
  dev = await startDevLoop(port('editorLoop'), { EDITOR_LOCAL_PORT: String(port('editorLoopBackend')) });
});

test.afterAll(async () => {
  removeCreated();
  fs.rmSync(path.dirname(pictureUpload), { recursive: true, force: true });
  // The content store and the editor's files as the working copy has them again (with the default
  // local port), before the next test may start a loop: the other specs read the store.
  await dev?.stop(() => {
    spawnSync(path.join('node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/pipeline/prepare-content.ts'], {
      stdio: 'ignore',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
  });
});

/** A story file as a writer saves it in their editor of choice. */
function writtenStory(title: string): string {
  return `---
title: "${title}"
slug: "${written.slug}"
category: "tech"
topics: ["research"]
author: "priya-natarajan"
excerpt: "A story written while the development server runs."
publishedDate: "2030-01-02T09:00:00-08:00"
imageURL: "/images/articles/open-source-chip-design-consortium.svg"
imageAlt: "Illustration of a chip"
---

The writing loop works: **no restart**.

## Then

- one
- two
`;
}

/**
 * The writing loop without the editor: a Markdown story added, edited, broken and deleted as files
 * while `npm run dev` runs. Each change shows on the next page load, with no restart, and search knows of it.
 */
test('npm run dev shows a new Markdown story on its page, its section and in search, then its edits and its removal', async () => {
  test.setTimeout(420_000);
  const origin = dev!.origin;
  const page = `${origin}/news/${written.slug}/`;
  await eventually(`${origin}/`, (status) => status === 200);
  const manifest = async () => JSON.parse(await eventually(`${origin}/pagefind/bundles.json`, (status) => status === 200));
  const before = (await manifest()).bundles[0].articles;

  fs.writeFileSync(written.file, writtenStory('A Story Written Live'));
  const html = await eventually(page, (status, body) => status === 200 && body.includes('A Story Written Live'));
  expect(html).toContain('<h2>Then</h2>');
  expect(html).toContain('<strong>no restart</strong>');
  await eventually(`${origin}/category/tech/`, (_, body) => body.includes('A Story Written Live'));
  await expect.poll(async () => (await manifest()).bundles[0].articles, { timeout: 60_000 }).toBe(before + 1);

  fs.writeFileSync(written.file, writtenStory('A Story Edited Live'));
  await eventually(page, (_, body) => body.includes('A Story Edited Live'));

  // A mistake shows on the page, with the build's words: here a colon left unquoted in the title.
  fs.writeFileSync(
    written.file,
    writtenStory('A Story Edited Live').replace('title: "A Story Edited Live"', 'title: Live: a mistake'),
  );
  await eventually(page, (status, body) => status === 500 && body.includes('Likely fix: quote a value that contains a colon'));

  fs.rmSync(written.file);
  // Gone: a 404, or, once the story's check has failed, Next's own error for an address a static export
  // does not list (a development server keeps that route's failed list until it restarts).
  await eventually(
    page,
    (status, body) => status === 404 || (status === 500 && body.includes('is missing param') && !body.includes('Edited Live')),
  );
  await eventually(`${origin}/category/tech/`, (status, body) => status === 200 && !body.includes('A Story Edited Live'));
  await expect.poll(async () => (await manifest()).bundles[0].articles, { timeout: 60_000 }).toBe(before);
});

test('a story written in the editor at /admin/ is published, then on its page, in its section and in search', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const origin = dev!.origin;
  await eventually(`${origin}/admin/`, (status, body) => status === 200 && body.includes('decap-cms.js'));
  await eventually(`${origin}/`, (status) => status === 200);

  // On localhost the editor finds decap-server: no GitHub, no login, only the button that enters.
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: `Stories, ${year}`, exact: true }).click();
  await page.getByRole('link', { name: 'Create entry of type Story' }).click();

  await page.getByRole('textbox', { name: 'Headline' }).fill(title);
  // A slug the content check would refuse: the editor says so with the check's words, and saves nothing.
  await page.getByRole('textbox', { name: 'Slug' }).fill('Harbour Pilots');
  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Technology', exact: true }).click();
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: /^Priya Natarajan/ }).click();
  // Topics are chosen from the topics file, by name, not typed.
  await page.getByRole('combobox', { name: 'Topics' }).click();
  await page.getByRole('option', { name: 'Getting around', exact: true }).click();
  await page.getByRole('textbox', { name: 'Standfirst' }).fill('Simulators let pilots rehearse the tightest turns in the bay.');

  // The body in Markdown, as docs/newsroom.md teaches it: the editor's raw mode.
  await page.getByText('Rich Text', { exact: true }).locator('..').getByRole('switch').click();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(
    'Pilots rehearse each turn on a **simulator** first.\n\n## What changes\n\n- longer ships\n- deeper berths\n',
  );

  // The picture, uploaded through the image widget's media library.
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(pictureUpload);
  await expect(page.getByRole('dialog').getByText(picture)).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();

  // Published without alt text and with that slug: refused in the editor, each field named.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('field "slug" must use only a-z, 0-9 and single hyphens')).toBeVisible();
  await expect(page.getByText(/Alt text is required/i)).toBeVisible();
  expect(created.filter((file) => fs.existsSync(file))).toEqual([]);
  // Emptied first: on a field that holds text, Decap's input takes a fill as typing after it.
  await page.getByRole('textbox', { name: 'Slug' }).clear();
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('textbox', { name: 'Alt text' }).fill('A pilot boat beside a container ship at dawn');
  // A caption typed then cleared is left out of the file, not written empty (which the content check refuses).
  await page.getByRole('textbox', { name: 'Caption (optional)' }).fill('Draft caption');
  await page.getByRole('textbox', { name: 'Caption (optional)' }).fill('');
  await page.getByRole('textbox', { name: 'Published', exact: true }).fill('2025-06-02T09:15');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => created.every((file) => fs.existsSync(file)), { timeout: 30_000 }).toBe(true);

  const file = fs.readFileSync(created[0], 'utf8');
  expect(file).toMatch(/^---\ntitle: Harbour Pilots Train for Larger Container Ships\nslug: editor-e2e-harbour-pilots\n/);
  expect(file).toContain(`imageURL: /images/articles/${picture}\n`);
  expect(file).toContain('publishedDate: 2025-06-02T09:15:00-07:00\n');
  expect(file).toMatch(/\ntopics:\n\s*- transportation\n/);
  expect(file).not.toContain('imageCaption');
  expect(file).toContain('## What changes\n\n- longer ships\n- deeper berths');

  // The loop checks the new story and renders its picture; the next page load shows it.
  await eventually(`${origin}/news/${slug}/`, (status, body) => status === 200 && body.includes(title));
  await page.goto(`${origin}/news/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const story = page.getByRole('main').locator('article');
  await expect(story.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible();
  await expect(story.getByRole('list').filter({ hasText: 'longer ships' }).getByRole('listitem')).toHaveText([
    'longer ships',
    'deeper berths',
  ]);
  await expect(page.getByRole('img', { name: 'A pilot boat beside a container ship at dawn' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Getting around' })).toBeVisible();

  await page.goto(`${origin}/category/tech/`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // Search: the loop rewrote the index in public/pagefind/.
  await expect(async () => {
    await page.goto(`${origin}/search/?q=simulator`);
    await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
});

test("the Spanish edition's own files are edited there too: a standing page, and the topics' Spanish names", async ({ page }) => {
  test.setTimeout(240_000);
  const origin = dev!.origin;
  const about = path.join('data', 'pages', 'es', 'about.md');
  const before = fs.readFileSync(about, 'utf8');
  await eventually(`${origin}/admin/`, (status, body) => status === 200 && body.includes('decap-cms.js'));
  try {
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Standing pages', exact: true }).click();
    await page.getByRole('link', { name: 'About Us (Español)' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Acerca de Pacific Ledger');
    await page.getByRole('textbox', { name: 'Title' }).clear();
    await page.getByRole('textbox', { name: 'Title' }).fill('Quiénes somos');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect.poll(() => fs.readFileSync(about, 'utf8'), { timeout: 30_000 }).toMatch(/^---\ntitle: Quiénes somos\n/);
    // The Spanish page's file, not the English one's: the build draws it as it draws every page (routes.spec.ts).
    expect(fs.readFileSync(path.join('data', 'pages', 'about.md'), 'utf8')).not.toContain('Quiénes somos');

    // The topics' Spanish names: each names one of the topics file's by a choice, shown by its English name.
    await page.getByRole('link', { name: /Writing in Standing pages collection/ }).click();
    await page.getByRole('link', { name: 'Topics', exact: true }).click();
    await page.getByRole('link', { name: 'Topics (Español)' }).click();
    const count = JSON.parse(fs.readFileSync(path.join('data', 'topics.json'), 'utf8')).topics.length;
    await expect(page.getByText(`${count} topics`)).toBeVisible();
    await expect(page.getByText('climate: Cambio climático')).toBeVisible();
    await page.getByRole('button', { name: 'Expand' }).click();
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveCount(count);
    await expect(page.getByText('Climate change', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Cambio climático');
    await page.screenshot({ path: '.tmp/topics-es.png' });
  } finally {
    fs.writeFileSync(about, before);
  }
});

test("a translated story's versions are edited side by side, each written to its own file and shown on its own page", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const origin = dev!.origin;
  const before = translatedFiles.map((file) => fs.readFileSync(file, 'utf8'));
  const english = 'Central Valley Farmers Flood Fallow Fields in Winter to Recharge Groundwater';
  const retitled = 'Agricultores inundan campos en invierno para recargar los acuíferos del Valle Central';
  await eventually(`${origin}/admin/`, (status, body) => status === 200 && body.includes('decap-cms.js'));
  try {
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Translated stories, 2025', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(english) }).click();
    // The English form and the Spanish one side by side, each with its version's words.
    const headlines = page.getByRole('textbox', { name: 'Headline' });
    await expect(headlines).toHaveCount(2);
    await expect(headlines.nth(0)).toHaveValue(english);
    await expect(headlines.nth(1)).toHaveValue(String(fields(translatedFiles[1]).title));
    await page.screenshot({ path: '.tmp/translated-side-by-side.png' });
    await headlines.nth(1).fill(retitled);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    // Each version in its own file: the Spanish one retitled, the English one as it was, each its own slug.
    await expect.poll(() => fields(translatedFiles[1]).title, { timeout: 30_000 }).toBe(retitled);
    expect(fields(translatedFiles[1])).toMatchObject({ slug: 'recarga-acuiferos-valle-central', category: 'california' });
    expect(fields(translatedFiles[0])).toMatchObject({ title: english, slug: 'central-valley-groundwater-recharge' });
    // The Spanish page shows its new headline, and still names the English one as its version.
    await eventually(
      `${origin}/es/news/recarga-acuiferos-valle-central/`,
      (status, body) =>
        status === 200 &&
        body.includes(`<h1`) &&
        body.includes(retitled) &&
        (body.match(/<link [^>]*>/g) ?? []).some(
          (link) => /hrefLang="en(-US)?"/.test(link) && link.includes('/news/central-valley-groundwater-recharge/"'),
        ),
    );
  } finally {
    translatedFiles.forEach((file, index) => fs.writeFileSync(file, before[index]));
  }
});

test.describe('on a reporter’s phone', () => {
  test.use(PHONE);

  test('a translated story opens as one form, its language chosen in it, and its versions side by side again at a touch', async ({
    page,
  }) => {
    const origin = dev!.origin;
    const [english, spanish] = translatedFiles.map((file) => String(fields(file).title));
    await eventually(`${origin}/admin/`, (status, body) => status === 200 && body.includes('decap-cms.js'));
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Translated stories, 2025', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(english) }).click();
    // The English form alone, as wide as the screen, with its language choice.
    const headlines = page.getByRole('textbox', { name: 'Headline' });
    await expect(headlines).toHaveCount(1);
    await expect(headlines).toHaveValue(english);
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page);
    await page.getByText('Writing in EN', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'es', exact: true }).click();
    await expect(headlines).toHaveCount(1);
    await expect(headlines).toHaveValue(spanish);
    await page.screenshot({ path: '.tmp/translated-phone.png' });
    // The pane's button brings the two forms back side by side, and Decap keeps that choice.
    await page.getByTitle('Toggle i18n').click();
    await expect(headlines).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('cms.right-pane'))).toBe('i18n');
  });

  test('an update filed at 375 px, with a photo from the camera roll, goes into its live story’s folder and onto the story’s page; one without a headline, or a photo of the wrong type or without alt text, is refused', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const origin = dev!.origin;
    const headline = 'Talks Resume as the First Ships Wait Offshore';
    writeLiveStory();
    await eventually(`${origin}/news/${live.slug}/`, (status, body) => status === 200 && body.includes('Live'));

    // Each open live story has a collection of its updates: on a phone, behind the collections menu.
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: `Live: ${live.title}`, exact: true }).click();
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page);
    await page.getByRole('link', { name: 'Create entry of type Update' }).click();
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page);

    // Sent without its headline: refused in the form, and nothing written.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText(/Headline is required/i)).toBeVisible();
    expect(fs.existsSync(path.join(liveFolder, 'updates'))).toBe(false);
    await closeNotices(page);

    await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
    await page.getByRole('combobox', { name: 'Author' }).click();
    await page.getByRole('option', { name: /^Priya Natarajan/ }).click();
    // Chosen, the list of staff closes: nothing of it lies over the fields below.
    await expect(page.getByRole('option', { name: /^Daniel Reyes/ })).toHaveCount(0);
    await page.getByRole('switch', { name: /^Key event/ }).click();
    await page.getByText('Rich Text', { exact: true }).locator('..').getByRole('switch').click();
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('Negotiators returned to the table at **noon**.\n');

    // A photo from the camera roll, first in a format the site does not take (a GIF) and without its
    // alt text: refused in the form, each with the content check's words, and nothing written.
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await expectNoSidewaysScroll(page);
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(fieldPhotoGif);
    await expect(page.getByRole('dialog').getByText(path.basename(fieldPhotoGif))).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(
      page.getByText('field "imageURL" must be a path like /images/articles/{name}.{svg,jpg,jpeg,png,webp,avif}'),
    ).toBeVisible();
    await expect(page.getByText(/Alt text is required/i)).toBeVisible();
    expect(fs.existsSync(path.join(liveFolder, 'updates'))).toBe(false);
    await closeNotices(page);
    await page.getByRole('button', { name: 'Choose different image' }).click();
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(fieldPhotoUpload);
    await expect(page.getByRole('dialog').getByText(fieldPhoto.name)).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByRole('textbox', { name: 'Alt text' }).fill(fieldPhoto.alt);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    // One new file in the story's folder of updates, named by the moment and the headline: the update's id.
    const updates = path.join(liveFolder, 'updates');
    await expect.poll(() => (fs.existsSync(updates) ? fs.readdirSync(updates) : []), { timeout: 30_000 }).toHaveLength(1);
    const [file] = fs.readdirSync(updates);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}t\d{4}-talks-resume-as-the-first-ships-wait-offshore\.md$/);
    const text = fs.readFileSync(path.join(updates, file), 'utf8');
    expect(text).toContain(`headline: ${headline}\n`);
    expect(text).toContain('author: priya-natarajan\n');
    expect(text).toContain('key: true\n');
    expect(text).toContain('Negotiators returned to the table at **noon**.');
    expect((parse(text.split('---')[1]) as { photos: unknown }).photos).toEqual([
      { imageURL: `/images/articles/${fieldPhoto.name}`, imageAlt: fieldPhoto.alt },
    ]);

    const id = file.replace(/\.md$/, '');
    await eventually(`${origin}/news/${live.slug}/`, (status, body) => status === 200 && body.includes(headline));
    await page.goto(`${origin}/news/${live.slug}/`);
    const update = page.locator(`article#update-${id}`);
    await expect(update.getByRole('heading', { level: 3 })).toHaveText(headline);
    await expect(update.getByText('Key event', { exact: true })).toBeVisible();
    await expect(update.locator('strong')).toHaveText('noon');
    // The photo, drawn at its own upright shape from the sizes the loop made of it, not the phone's file.
    const photo = update.getByRole('img', { name: fieldPhoto.alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)))
      .toBeCloseTo(0.75, 2);
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/generated\/images\/articles\/editor-e2e-talks-at-the-port-\d+\.avif$/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Key events' }).getByRole('link', { name: new RegExp(headline) }),
    ).toBeVisible();
  });
});
