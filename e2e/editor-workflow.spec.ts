import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { MAX_IMAGE_BYTES } from '../lib/article-schema';
import { imageInspector, toUpdateRecord } from '../server/content/load';
import { validateUpdates } from '../server/content/validate';
import { editorConfig } from '../server/editor/config';
import { startDecapServer } from '../scripts/tools/decap-server';
import { expectNoSidewaysScroll, expectTouchTargets, PHONE } from './support/phone';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';

/**
 * The review workflow, on a reporter's phone and an editor's laptop, with a real backend: the exported
 * site's /admin/, whose config names decap-server on localhost:8081 (server/editor/config.ts), and
 * decap-server there in its git mode, Decap's local stand-in for GitHub: each entry in review is a
 * branch (`cms/stories-{year}/{slug}`), and publishing merges it into `main`, as a pull request on GitHub
 * would be. Its repository is made for the test (the site's content, one commit), so the working copy
 * is never written. The first test sends a story's edit through review; the second a live update filed
 * with a photo, the sample's live story reopened in the repository.
 */
const BACKEND_PORT = 8081;
const story = { slug: 'sierra-snowpack-water-outlook', title: 'Sierra Snowpack Ends Season Above Average', year: '2025' };
const standfirst = 'Reservoirs stay high into summer, and farms in the valley expect their full allocation.';
/**
 * The sample's live story, its coverage reopened in the test's repository: the editor then has its
 * collection of updates, as the build's config gives every open live story (server/editor/config.ts).
 */
const live = {
  path: '2025/pacific-islands-climate-summit',
  slug: 'pacific-islands-climate-summit',
  title: 'Pacific Island Nations Meet on Sea-Level Rise Adaptation and Climate Financing',
  published: '2025-05-28T09:00:00+12:00',
};
const update = {
  headline: 'Delegates Sign the Adaptation Fund’s Rules',
  photo: 'summit-delegates-sign-the-rules.jpg',
  alt: 'Delegates at a long table sign the fund’s rules',
};

let repo: string;
let backend: ChildProcess;

// One worker for both tests: one repository and one decap-server, on the port the editor's config names.
test.describe.configure({ mode: 'serial' });
// Each step waits its turn, not the whole test's time: a step that never comes fails naming itself.
test.use({ actionTimeout: 60_000 });

/** The browsers a test signed in, closed after it: a Decap left open keeps asking the backend. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Newsroom', '-c', 'user.email=desk@example.org', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-workflow-'));
  fs.cpSync('data', path.join(repo, 'data'), { recursive: true });
  fs.cpSync(path.join('public', 'images', 'articles'), path.join(repo, 'public', 'images', 'articles'), { recursive: true });
  const liveFile = path.join(repo, 'data', 'articles', `${live.path}.html`);
  fs.writeFileSync(liveFile, fs.readFileSync(liveFile, 'utf8').replace(/^coverageEnd: .*\n/m, ''));
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'The newsroom today');
  backend = await startDecapServer({ mode: 'git', dir: repo, port: BACKEND_PORT });
});

test.afterAll(async () => {
  // Gone before its repository is: it may still be writing to .git.
  if (backend && backend.exitCode === null) {
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    backend.kill();
    await exited;
  }
  fs.rmSync(repo, { recursive: true, force: true, maxRetries: 5 });
});

/** The built config.yml, with the collection of updates it would have with the live story open. */
async function withOpenLiveStory(context: BrowserContext) {
  await context.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text()) as { collections: object[] };
    const withLive = editorConfig({ years: [], liveStories: [{ path: live.path, title: live.title }] });
    config.collections.push(...withLive.collections.filter((collection) => collection.name === `live-${live.slug}`));
    await route.fulfill({ response, body: stringify(config) });
  });
}

/** The editor signed in, in a browser of its own: the phone's or the laptop's. */
async function signIn(browser: Browser, baseURL: string, options: object): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'America/Los_Angeles', ...options });
  contexts.push(context);
  await withOpenLiveStory(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return page;
}

test('a reporter on a phone sends an edit for review, refused a photo too large on the way; an editor on a laptop publishes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = await signIn(browser, baseURL!, PHONE);

  await phone.getByRole('link', { name: `Stories, ${story.year}`, exact: true }).click();
  await expect(phone.getByRole('link', { name: new RegExp(story.title) })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectTouchTargets(phone);

  await phone.getByRole('link', { name: new RegExp(story.title) }).click();
  const field = phone.getByRole('textbox', { name: 'Standfirst' });
  await expect(field).toHaveValue(/Sierra Nevada snowpack/);
  await expectNoSidewaysScroll(phone);
  await expectTouchTargets(phone);

  // A photograph too large to send: refused as it is chosen, with the limit (lib/article-schema.ts MAX_IMAGE_BYTES).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-photos-'));
  fs.writeFileSync(path.join(dir, 'harbour-at-dawn.jpg'), Buffer.alloc(21 * 1024 * 1024, 1));
  const tooLarge = new Promise<string>((resolve) => phone.once('dialog', (dialog) => resolve(dialog.message())));
  await phone.getByRole('button', { name: 'Choose different image' }).click();
  await phone.getByRole('dialog').locator('input[type="file"]').setInputFiles(path.join(dir, 'harbour-at-dawn.jpg'));
  expect(await tooLarge).toBe(
    `File too large.\nConfigured to not allow files greater than ${Math.floor(MAX_IMAGE_BYTES / 1000)} kB.`,
  );
  // The library stays open, the story's picture unchanged.
  await phone.getByRole('button', { name: 'Close' }).click();
  fs.rmSync(dir, { recursive: true, force: true });

  await field.fill(standfirst);
  await phone.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(phone.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  // Sent for review: a branch of its own in the repository, main untouched.
  await phone.getByRole('button', { name: /^Status:/ }).click();
  await phone.getByRole('menuitem', { name: 'In review' }).click();
  await expect(phone.getByRole('button', { name: 'Status: In review' })).toBeVisible();
  expect(git('branch', '--list', 'cms/*')).toContain(`cms/stories-${story.year}/${story.slug}`);
  expect(git('show', `main:data/articles/${story.year}/${story.slug}.md`)).toContain('excerpt: "California');

  await phone.goto('/admin/#/workflow');
  await expect(phone.getByRole('heading', { name: /In review/i })).toBeVisible();
  // The board with the story's card on it, before it is measured.
  const storyCard = phone.getByRole('link', { name: new RegExp(story.title) });
  await expect(storyCard).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectTouchTargets(phone);
  // Legible on the phone: the board's columns one under the other, the story's card near the screen's width
  // (side by side, each column was a third of it).
  await expect.poll(async () => (await storyCard.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.viewport.width * 0.75);

  // The editor at the desk approves it and publishes it: merged into main. The list, the board and the entry
  // fit a laptop's screen as they fit the phone's.
  const laptop = await signIn(browser, baseURL!, { viewport: { width: 1280, height: 800 } });
  // The newsroom's name and logo, not Decap's, in the header.
  await expect(laptop.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'logo.svg');
  await laptop.getByRole('link', { name: `Stories, ${story.year}`, exact: true }).click();
  await expect(laptop.getByRole('link', { name: new RegExp(story.title) })).toBeVisible();
  await expectNoSidewaysScroll(laptop);
  await laptop.goto('/admin/#/workflow');
  await expect(laptop.getByRole('heading', { name: /In review/i })).toBeVisible();
  await expectNoSidewaysScroll(laptop);
  await laptop.getByRole('link', { name: new RegExp(story.title) }).click();
  await expect(laptop.getByRole('textbox', { name: 'Standfirst' })).toHaveValue(standfirst);
  await expectNoSidewaysScroll(laptop);
  await laptop.getByRole('button', { name: 'Status: In review' }).click();
  await laptop.getByRole('menuitem', { name: 'Ready' }).click();
  // Published once the backend has it Ready: Decap publishes nothing in review.
  await expect(laptop.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 30_000 });
  await laptop.getByRole('button', { name: 'Publish', exact: true }).click();
  await laptop.getByRole('menuitem', { name: 'Publish now' }).click();
  // The story's file on main, its front matter as the content check reads it (YAML folds a long line).
  const excerpt = () =>
    (parse(git('show', `main:data/articles/${story.year}/${story.slug}.md`).split('---')[1]) as { excerpt: string }).excerpt;
  await expect.poll(excerpt, { timeout: 30_000 }).toBe(standfirst);
  // Merged, then its branch deleted: decap-server does the two one after the other.
  await expect.poll(() => git('branch', '--list', 'cms/*'), { timeout: 30_000 }).toBe('');
});

test('a reporter on a phone files a live update with a photo for review; an editor on a laptop publishes it, as the content check takes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-photos-'));
  await sharp({ create: { width: 1536, height: 2048, channels: 3, background: '#4f6a5a' } })
    .jpeg()
    .toFile(path.join(dir, update.photo));
  const phone = await signIn(browser, baseURL!, PHONE);
  await phone.getByRole('link', { name: `Live: ${live.title}`, exact: true }).click();
  await phone.getByRole('link', { name: 'Create entry of type Update' }).click();
  await phone.getByRole('textbox', { name: 'Headline' }).fill(update.headline);
  await phone.getByRole('combobox', { name: 'Author' }).click();
  await phone.getByRole('option', { name: /^Ingrid Solberg/ }).click();
  await phone.getByRole('switch', { name: /^Key event/ }).click();
  await phone.getByText('Rich Text', { exact: true }).locator('..').getByRole('switch').click();
  await phone.locator('[data-slate-editor="true"]').click();
  await phone.keyboard.type('The fund’s board adopted its rules at **noon**.\n');
  await phone.getByRole('button', { name: 'Add photo' }).click();
  await phone.getByRole('button', { name: 'Choose an image' }).click();
  await phone.getByRole('dialog').locator('input[type="file"]').setInputFiles(path.join(dir, update.photo));
  await phone.getByRole('button', { name: 'Choose selected' }).click();
  await phone.getByRole('textbox', { name: 'Alt text' }).fill(update.alt);
  await expectNoSidewaysScroll(phone);
  await expectTouchTargets(phone);
  await phone.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(phone.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  await phone.getByRole('button', { name: /^Status:/ }).click();
  await phone.getByRole('menuitem', { name: 'In review' }).click();
  await expect(phone.getByRole('button', { name: 'Status: In review' })).toBeVisible();
  // In review: a branch of its own, the update and its photo on it, nothing on main.
  expect(git('branch', '--list', 'cms/*')).toContain(`cms/live-${live.slug}/`);
  const updates = `data/articles/${live.path}/updates/`;
  const onMain = () => git('ls-tree', '--name-only', 'main', updates).split('\n').filter(Boolean);
  const before = onMain();
  fs.rmSync(dir, { recursive: true, force: true });

  const laptop = await signIn(browser, baseURL!, { viewport: { width: 1280, height: 800 } });
  await laptop.goto('/admin/#/workflow');
  await laptop.getByRole('link', { name: new RegExp(update.headline) }).click();
  await laptop.getByRole('button', { name: 'Status: In review' }).click();
  await laptop.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(laptop.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 30_000 });
  await laptop.getByRole('button', { name: 'Publish', exact: true }).click();
  await laptop.getByRole('menuitem', { name: 'Publish now' }).click();

  // On main: one more update in the story's folder, with its photo, which the content check takes.
  await expect.poll(() => onMain().length, { timeout: 30_000 }).toBe(before.length + 1);
  const file = onMain().find((name) => !before.includes(name))!;
  expect(file).toMatch(/t\d{4}-delegates-sign-the-adaptation-fund-?s-rules\.md$/);
  git('checkout', '-q', 'main');
  const record = toUpdateRecord(path.join(repo, file), fs.readFileSync(path.join(repo, file), 'utf8'));
  const checked = validateUpdates(
    { source: `data/articles/${live.path}.html` },
    { slug: live.slug, live: true, publishedDate: live.published },
    [record],
    { inspectImage: imageInspector(path.join(repo, 'public', 'images')) },
  );
  expect(checked.problems).toEqual([]);
  expect(checked.updates![0]).toMatchObject({
    headline: update.headline,
    author: 'ingrid-solberg',
    key: true,
    photos: [{ imageURL: `/images/articles/${update.photo}`, imageAlt: update.alt, image: { width: 1536, height: 2048 } }],
  });
  // Merged, then its branch deleted: decap-server does the two one after the other.
  await expect.poll(() => git('branch', '--list', 'cms/*'), { timeout: 30_000 }).toBe('');
});
