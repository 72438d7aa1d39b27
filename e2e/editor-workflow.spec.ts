import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { MAX_IMAGE_BYTES } from '../lib/article-schema';
import { startDecapServer } from '../scripts/tools/decap-server';
import { expectNoSidewaysScroll, expectTouchTargets, PHONE } from './support/phone';
import { expect, test, type Browser, type Page } from './support/test';

/**
 * The review workflow, on a reporter's phone and an editor's laptop, with a real backend: the exported
 * site's /admin/, whose config names decap-server on localhost:8081 (server/editor/config.ts), and
 * decap-server there in its git mode, Decap's local stand-in for GitHub: each entry in review is a
 * branch (`cms/stories-{year}/{slug}`), and publishing merges it into `main`, as a pull request on GitHub
 * would be. Its repository is made for the test (the site's content, one commit), so the working copy
 * is never written.
 */
const BACKEND_PORT = 8081;
const story = { slug: 'sierra-snowpack-water-outlook', title: 'Sierra Snowpack Ends Season Above Average', year: '2025' };
const standfirst = 'Reservoirs stay high into summer, and farms in the valley expect their full allocation.';

let repo: string;
let backend: ChildProcess;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Newsroom', '-c', 'user.email=desk@example.org', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-workflow-'));
  fs.cpSync('data', path.join(repo, 'data'), { recursive: true });
  fs.cpSync(path.join('public', 'images', 'articles'), path.join(repo, 'public', 'images', 'articles'), { recursive: true });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'The newsroom today');
  backend = await startDecapServer({ mode: 'git', dir: repo, port: BACKEND_PORT });
});

test.afterAll(() => {
  backend?.kill();
  fs.rmSync(repo, { recursive: true, force: true });
});

/** The editor signed in, in a browser of its own: the phone's or the laptop's. */
async function signIn(browser: Browser, baseURL: string, options: object): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, timezoneId: 'America/Los_Angeles', ...options })).newPage();
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
  await expectNoSidewaysScroll(phone);
  await expectTouchTargets(phone);
  // Legible on the phone: the board's columns one under the other, the story's card near the screen's width
  // (side by side, each column was a third of it).
  const card = await phone.getByRole('link', { name: new RegExp(story.title) }).boundingBox();
  expect(card!.width).toBeGreaterThan(PHONE.viewport.width * 0.75);

  // The editor at the desk approves it and publishes it: merged into main.
  const laptop = await signIn(browser, baseURL!, { viewport: { width: 1280, height: 800 } });
  // The newsroom's name and logo, not Decap's, in the header.
  await expect(laptop.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'logo.svg');
  await laptop.goto('/admin/#/workflow');
  await laptop.getByRole('link', { name: new RegExp(story.title) }).click();
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
  expect(git('branch', '--list', 'cms/*')).toBe('');
});
