/**
 * The extra sites the end-to-end tests serve besides out/:
 * - out-base-path/pacific-ledger: built with BASE_PATH=/pacific-ledger, served by nginx;
 * - out-hostile: built from the articles plus one carrying XSS vectors, a draft and a story scheduled
 *   for 2030 (HELD_STORIES), which it must not publish, and an open live story, pinned and in the
 *   breaking-news banner (OPEN_LIVE_STORY); and a third edition, in Arabic, right to left, at /ar/
 *   (RTL_EDITION: EXTRA_EDITIONS, with its files and stories from scripts/tools/fixtures/editions/);
 * - out-live: a copy of out-hostile, for the live coverage's tests, which write into it;
 * - out-preview: the same stories built with `--preview`, which shows the held ones, marked;
 * - out-archive/pacific-ledger: a generated archive of 64 stories (scripts/tools/archive/test-site.ts), with BASE_PATH,
 *   its search index in bundles of 25 stories; its content store kept beside its stories, for the tests' expectations.
 * Each is built into out/ and moved aside, so run this before the main `npm run build`.
 * Names given (`npm run build:test-sites -- archive`) build only those sites: base-path, hostile (and out-live), preview, archive.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileByYear } from './file-by-year';
import { PREVIEW_OUT_DIR } from '../pipeline/folders';
import { readBuildContext } from '../../server/build-context';
import { generateArchive, writePhoto } from './archive/generate';
import {
  HELD_STORIES,
  OPEN_LIVE_STORY,
  RTL_EDITION,
  FIELD_PHOTO,
  testArchive,
  testArchiveOut,
  testArchiveRecent,
  testArchiveSearchBundleSize,
  testArchiveStore,
} from './archive/test-site';

export const BASE_PATH = '/pacific-ledger';

const hostileArticle = `---
title: "Hostile Markup Test Story </script><script>window.__xss = 'json-ld'</script>"
slug: "hostile-markup-test"
category: "tech"
topics: ["research"]
author: "priya-natarajan"
excerpt: "An article whose body carries script injection attempts <img src=x onerror=\\"window.__xss = 'excerpt'\\">, to prove they never run."
publishedDate: "2024-12-31"
imageURL: "/images/articles/open-source-chip-design-consortium.svg"
imageAlt: "Illustration of a chip die on a circuit board"
imageCaption: "A caption that tries </figcaption><script>window.__xss = 'caption'</script>"
imageCredit: "<img src=x onerror=\\"window.__xss = 'credit'\\">"
---
<p>Safe opening paragraph.</p>
<script>window.__xss = 'script tag'</script>
<p><img src="x" onerror="window.__xss = 'onerror'" alt="broken"></p>
<p><a href="javascript:window.__xss = 'javascript url'">A link that must not run script</a></p>
<svg onload="window.__xss = 'svg onload'"><circle r="4"></circle></svg>
<iframe srcdoc="&lt;script&gt;parent.__xss = 'srcdoc'&lt;/script&gt;"></iframe>
<p onmouseover="window.__xss = 'mouseover'">Hover over this paragraph.</p>
<form action="javascript:window.__xss = 'form'"><button>Submit</button></form>
<p>Markup quoted as text, which a search excerpt must show as text: &lt;script&gt;window.__xss = 'excerpt'&lt;/script&gt;</p>
<p>Safe closing paragraph.</p>
`;

const heldStory = ({ slug, word, front }: (typeof HELD_STORIES)[number]) => `---
title: "${word} Story the Newsroom Has Not Published"
slug: "${slug}"
category: "california"
topics: ["water"]
author: "maya-okafor"
excerpt: "A story the build holds back: the word ${word} appears in no public file."
${front}
imageURL: "/images/articles/${slug}.svg"
imageAlt: "Illustration for a held-back story"
---
The word ${word} is only in this story, which a public build must not publish.
`;

function build(outDir: string, env: Record<string, string>, args: string[] = []) {
  console.log(`\nBuilding ${outDir} with ${JSON.stringify(env)} ${args.join(' ')}`);
  // npm test type-checks the code once, before any build (`npm run typecheck`).
  execFileSync('npm', ['run', 'build', '--', ...args], { stdio: 'inherit', env: { ...process.env, TYPECHECKED: '1', ...env } });
  if (outDir === PREVIEW_OUT_DIR) return;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  fs.renameSync('out', outDir);
}

const wanted = (name: string) => process.argv.length <= 2 || process.argv.slice(2).includes(name);

const hostileArticles = path.join('.tmp', 'hostile-articles');
fs.rmSync(hostileArticles, { recursive: true, force: true });
fs.cpSync(path.join('data', 'articles'), hostileArticles, { recursive: true });
fs.writeFileSync(path.join(hostileArticles, 'hostile-markup-test.html'), hostileArticle);
fs.writeFileSync(path.join(hostileArticles, `${OPEN_LIVE_STORY.slug}.md`), OPEN_LIVE_STORY.file);
fs.mkdirSync(path.join(hostileArticles, OPEN_LIVE_STORY.slug, 'updates'), { recursive: true });
for (const [id, text] of Object.entries(OPEN_LIVE_STORY.updates))
  fs.writeFileSync(path.join(hostileArticles, OPEN_LIVE_STORY.slug, 'updates', `${id}.md`), text);
// The held stories' pictures sit beside the site's own, in a copy: nothing is added to public/.
const hostileImages = path.join('.tmp', 'hostile-images');
fs.rmSync(hostileImages, { recursive: true, force: true });
fs.cpSync(path.join('public', 'images'), hostileImages, { recursive: true });
for (const story of HELD_STORIES) {
  fs.writeFileSync(path.join(hostileArticles, `${story.slug}.md`), heldStory(story));
  fs.copyFileSync(
    path.join(hostileImages, 'articles', 'bay-area-transit-fare-pilot.svg'),
    path.join(hostileImages, 'articles', `${story.slug}.svg`),
  );
}
// Filed by year, as the site's own stories are: the migration files the ones written above.
fileByYear(hostileArticles);

// The hostile site's stories and its Arabic edition's, in a copy of their own: the preview site builds
// the others without that edition.
const rtlArticles = path.join('.tmp', 'hostile-articles-rtl');
fs.rmSync(rtlArticles, { recursive: true, force: true });
fs.cpSync(hostileArticles, rtlArticles, { recursive: true });
fs.cpSync(path.join(RTL_EDITION.files, 'articles'), rtlArticles, { recursive: true });

async function buildArchive() {
  fs.rmSync(testArchive.dir, { recursive: true, force: true });
  // Its newest stories are dated in the hours before the build, so the News sitemap lists them.
  const { articlesDir, imagesDir } = await generateArchive({
    ...testArchive,
    recent: { count: testArchiveRecent, now: new Date() },
  });
  const SEARCH_BUNDLE_SIZE = String(testArchiveSearchBundleSize);
  build(testArchiveOut, { BASE_PATH, ARTICLES_DIR: articlesDir, IMAGES_DIR: imagesDir, SEARCH_BUNDLE_SIZE });
  // The next build writes its own store over this one's.
  fs.rmSync(testArchiveStore, { recursive: true, force: true });
  fs.cpSync(readBuildContext().contentStore, testArchiveStore, { recursive: true });
}

/**
 * The two sites under the base path one after the other, then the one without: Turbopack's cache
 * holds one configuration, and the base path is part of it, so each change of it compiles afresh.
 */
async function main() {
  // The hostile site's live update's photograph, from a phone (FIELD_PHOTO).
  await writePhoto(
    path.join(hostileImages, FIELD_PHOTO.imageURL.replace(/^\/images\//, '')),
    FIELD_PHOTO.width,
    FIELD_PHOTO.height,
    7,
  );
  if (wanted('base-path')) build(path.join('out-base-path', BASE_PATH.slice(1)), { BASE_PATH });
  if (wanted('archive')) await buildArchive();
  if (wanted('hostile')) {
    build('out-hostile', {
      ARTICLES_DIR: rtlArticles,
      IMAGES_DIR: hostileImages,
      EXTRA_EDITIONS: JSON.stringify([RTL_EDITION.edition]),
      EDITIONS_DIR: RTL_EDITION.files,
    });
    // The live coverage's tests publish updates into their copy; no second build.
    fs.rmSync('out-live', { recursive: true, force: true });
    fs.cpSync('out-hostile', 'out-live', { recursive: true });
  }
  if (wanted('preview'))
    build(
      PREVIEW_OUT_DIR,
      { ARTICLES_DIR: hostileArticles, IMAGES_DIR: hostileImages, SITE_URL: 'https://preview.example.org' },
      ['--preview'],
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
