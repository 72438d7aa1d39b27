import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, startDevLoop, type DevLoop } from './support/dev-loop';
import { expect, test } from './support/test';
import { port } from './support/ports';

/**
 * The writing loop as a writer meets it: `npm run dev` on a copy of the stories, then a Markdown
 * story added, edited and deleted while it runs. Each change shows on the next page load, with no
 * restart, and search knows of it.
 */
const origin = `http://127.0.0.1:${port('devLoop')}`;
const slug = 'dev-loop-story';

function story(title: string): string {
  return `---
title: "${title}"
slug: "${slug}"
category: "tech"
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

let dev: DevLoop | undefined;
let dir: string;

test.beforeAll(async () => {
  // The editor's test may hold the loop (one `next dev` per folder): wait for it.
  test.setTimeout(360_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-articles-'));
  // Stories and a live story's folder of updates.
  fs.cpSync('data/articles', dir, { recursive: true });
  // The editor's local backend on a port of this suite's, not the 8081 a writer's own loop uses.
  dev = await startDevLoop(port('devLoop'), { ARTICLES_DIR: dir, EDITOR_LOCAL_PORT: String(port('devLoopEditor')) });
});

test.afterAll(async () => {
  await dev?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('npm run dev shows a new Markdown story on its page, its section and in search, then its edits and its removal', async () => {
  test.setTimeout(420_000);
  await eventually(`${origin}/`, (status) => status === 200);
  const manifest = async () => JSON.parse(await eventually(`${origin}/pagefind/bundles.json`, (status) => status === 200));
  const before = (await manifest()).bundles[0].articles;

  fs.writeFileSync(path.join(dir, `${slug}.md`), story('A Story Written Live'));
  const page = await eventually(
    `${origin}/news/${slug}/`,
    (status, body) => status === 200 && body.includes('A Story Written Live'),
  );
  expect(page).toContain('<h2>Then</h2>');
  expect(page).toContain('<strong>no restart</strong>');
  await eventually(`${origin}/category/tech/`, (_, body) => body.includes('A Story Written Live'));
  await expect.poll(async () => (await manifest()).bundles[0].articles, { timeout: 60_000 }).toBe(before + 1);

  fs.writeFileSync(path.join(dir, `${slug}.md`), story('A Story Edited Live'));
  await eventually(`${origin}/news/${slug}/`, (_, body) => body.includes('A Story Edited Live'));

  // A mistake shows on the page, with the build's words: here a colon left unquoted in the title.
  fs.writeFileSync(
    path.join(dir, `${slug}.md`),
    story('A Story Edited Live').replace('title: "A Story Edited Live"', 'title: Live: a mistake'),
  );
  await eventually(
    `${origin}/news/${slug}/`,
    (status, body) => status === 500 && body.includes('Likely fix: quote a value that contains a colon'),
  );

  fs.rmSync(path.join(dir, `${slug}.md`));
  // Gone: a 404, or, once the story's check has failed, Next's own error for an address a static export
  // does not list (a development server keeps that route's failed list until it restarts).
  await eventually(
    `${origin}/news/${slug}/`,
    (status, body) => status === 404 || (status === 500 && body.includes('is missing param') && !body.includes('Edited Live')),
  );
  await eventually(`${origin}/category/tech/`, (status, body) => status === 200 && !body.includes('A Story Edited Live'));
  await expect.poll(async () => (await manifest()).bundles[0].articles, { timeout: 60_000 }).toBe(before);
});
