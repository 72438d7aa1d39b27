/**
 * `npm run bench:editor -- [--sizes 1000,10000] [--runs 3] [--results bench/results/editor.md]`: the editor
 * at /admin/ with a newsroom's archive in its repository. For each size, a generated archive (the scale
 * benchmark's, archive/generate.ts) is the working copy decap-server serves in its file-system mode, as
 * on a writer's laptop (`npm run dev`), and the built site's `out/admin/` is served by nginx, with a
 * config.yml made for the archive's years (a collection a year, as the build makes it); headless
 * Chromium at 1280 × 800, signed in, then times, median of the runs:
 *
 * - **start**: the editor's page loaded to its collections shown (Decap's bundle, its config, sign-in);
 * - **list**: the fullest year's "Stories, {year}" clicked to the first story of the list on screen;
 * - **search**: a word typed in the search box (that year's, as it opens on the list) and Enter to the first story found on screen;
 * - **sort**: "Sort by" → "Published" to the list in that order (its first story the oldest or the newest);
 * - **open**: a story of the list clicked to its headline in the form.
 *
 * Run `npm run build` first (it reads `out/admin/`). Everything it writes is under .tmp/bench-editor/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { generateArchive } from './archive/generate';
import { listStoryFiles, storyName } from '../../server/content/load';
import { editorConfigText } from '../../server/editor/files';
import { findHeadlessChromium, missingBrowserHelp } from './chromium';
import { coreSpeedMs } from './bench-scale/core-speed';
import { startDecapServer } from './decap-server';
import { startNginx } from './nginx-server';
import { median } from './bench-scale/report';

const WORK = path.join('.tmp', 'bench-editor');
const SITE_PORT = Number(process.env.E2E_PORT_BASE ?? 4391) - 7;
/** The editor's config names decap-server's default port (server/editor/config.ts). */
const BACKEND_PORT = 8081;
const TIMEOUT = 600_000;
const QUERY = 'groundwater';

interface Timings {
  start: number;
  list: number;
  search: number;
  sort: number;
  open: number;
  /** The stories the search showed (a count, not timed). */
  found: number;
}

/** The working copy of an archive, and its fullest year, which the runs list, sort and search. */
interface WorkingCopy {
  dir: string;
  /** The editor's page and files, with a config.yml listing the archive's years. */
  site: string;
  year: string;
  stories: number;
  oldest: string;
  newest: string;
}

/** A working copy of `size` stories: the site's data with the generated archive as its stories. */
async function workingCopy(size: number): Promise<WorkingCopy> {
  const dir = path.join(WORK, `repo-${size}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync('data', path.join(dir, 'data'), { recursive: true, filter: (source) => !source.includes(`data${path.sep}articles`) });
  const archive = await generateArchive({ dir: path.join(dir, 'data'), count: size });
  fs.mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
  fs.renameSync(path.join(archive.imagesDir, 'articles'), path.join(dir, 'public', 'images', 'articles'));
  // The generator writes some stories as HTML, as the sample has some: here every one is a Markdown story of
  // its year's "Stories" collection (Markdown takes HTML as it is), so that the list holds the whole year.
  const files = listStoryFiles(archive.articlesDir).files.map((file) => {
    const markdown = file.replace(/\.html$/, '.md');
    fs.renameSync(file, markdown);
    const at = Date.parse(/^publishedDate: "?([^"\n]+)"?$/m.exec(fs.readFileSync(markdown, 'utf8'))![1]);
    return { slug: storyName(markdown), year: path.basename(path.dirname(markdown)), at };
  });
  const counts = Map.groupBy(files, (file) => file.year);
  const [year, stories] = [...counts].sort(([, a], [, b]) => b.length - a.length)[0];
  stories.sort((a, b) => a.at - b.at);
  const site = path.join(WORK, `site-${size}`);
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(path.join('out', 'admin'), path.join(site, 'admin'), { recursive: true });
  const years = [...counts.keys()]
    .map((held) => ({ year: held, html: false, translatedHtml: false }))
    .sort((a, b) => b.year.localeCompare(a.year));
  fs.writeFileSync(path.join(site, 'admin', 'config.yml'), editorConfigText({ localPort: BACKEND_PORT, years }));
  return { dir, site, year, stories: stories.length, oldest: stories[0].slug, newest: stories.at(-1)!.slug };
}

const storyLink = (page: Page, slug?: string) =>
  page.locator(slug ? `a[href$="/entries/${slug}"]` : 'a[href*="/collections/stories-"][href*="/entries/"]').first();

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** One run: a fresh page of the signed-in browser. */
async function run(page: Page, admin: string, ends: WorkingCopy): Promise<Timings> {
  const collection = `Stories, ${ends.year}`;
  const start = await timed(async () => {
    await page.goto(admin);
    await page.getByRole('link', { name: collection, exact: true }).first().waitFor({ timeout: TIMEOUT });
  });
  // From the workflow view, so that the list is opened, not already on screen.
  await page.goto(`${admin}#/workflow`);
  await page.getByRole('link', { name: 'Contents' }).click();
  const list = await timed(async () => {
    await page.getByRole('link', { name: collection, exact: true }).first().click();
    await storyLink(page).waitFor({ timeout: TIMEOUT });
  });
  const sort = await timed(async () => {
    await page.getByRole('button', { name: 'Sort by' }).click();
    await page.getByRole('menuitem', { name: 'Published' }).click();
    await page
      .locator(`a[href$="/entries/${ends.oldest}"], a[href$="/entries/${ends.newest}"]`)
      .first()
      .waitFor({ timeout: TIMEOUT });
  });
  const open = await timed(async () => {
    // Clicked as a finger would, wherever the list has scrolled to (Decap's fixed header may cover it).
    await storyLink(page).evaluate((link) => (link as HTMLElement).click());
    await page.getByRole('textbox', { name: 'Headline' }).and(page.locator(':not([value=""])')).waitFor({ timeout: TIMEOUT });
  });
  await page.goBack();
  const box = page.getByPlaceholder(/^Search/).first();
  await box.fill(QUERY);
  const search = await timed(async () => {
    await box.press('Enter');
    await storyLink(page).waitFor({ timeout: TIMEOUT });
  });
  const found = await page.locator('a[href*="/collections/stories-"][href*="/entries/"]').count();
  return { start, list, search, sort, open, found };
}

async function measure(size: number, runs: number, browserPath: string): Promise<Timings & { year: string; stories: number }> {
  const copy = await workingCopy(size);
  const backend = await startDecapServer({ mode: 'fs', dir: copy.dir, port: BACKEND_PORT });
  const { server: site, ready } = startNginx(copy.site, SITE_PORT);
  const browser = await chromium.launch({ executablePath: browserPath });
  try {
    await ready;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = `http://localhost:${SITE_PORT}/admin/`;
    const page = await context.newPage();
    await page.goto(admin);
    await page.getByRole('button', { name: 'Login', exact: true }).click({ timeout: TIMEOUT });
    const results: Timings[] = [];
    for (let index = 0; index < runs; index += 1) {
      results.push(await run(page, admin, copy));
      console.log(`${size} stories, run ${index + 1}: ${JSON.stringify(results.at(-1))}`);
    }
    const of = (key: Exclude<keyof Timings, 'found'>) => median(results.map((result) => result[key]));
    return {
      start: of('start'),
      list: of('list'),
      search: of('search'),
      sort: of('sort'),
      open: of('open'),
      found: results[0].found,
      year: copy.year,
      stories: copy.stories,
    };
  } finally {
    await browser.close();
    backend.kill();
    site.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000' },
      runs: { type: 'string', default: '3' },
      results: { type: 'string', default: path.join('bench', 'results', 'editor.md') },
    },
  });
  const browserPath = findHeadlessChromium();
  if (!browserPath) throw new Error(missingBrowserHelp);
  if (!fs.existsSync(path.join('out', 'admin', 'config.yml'))) throw new Error('No out/admin/: run `npm run build` first.');
  const sizes = values.sizes.split(',').map(Number);
  const coreBefore = coreSpeedMs();
  const rows: string[] = [];
  for (const size of sizes) {
    const t = await measure(size, Number(values.runs), browserPath);
    rows.push(
      `| ${size.toLocaleString('en-US')} | ${t.year}: ${t.stories.toLocaleString('en-US')} | ${seconds(t.start)} | ${seconds(t.list)} | ${seconds(t.search)} (${t.found} shown) | ${seconds(t.sort)} | ${seconds(t.open)} |`,
    );
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const report = `# The editor with a newsroom's archive

\`npm run bench:editor -- --sizes ${values.sizes} --runs ${values.runs}\` at ${commit}, ${new Date().toISOString()}.

Machine: ${os.cpus()[0].model.split(' ')[0]}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; Decap CMS ${version('decap-cms')}, decap-server ${version('decap-server')} (file-system mode); one core's reference work ${Math.round(coreBefore)} ms.

Each figure is the median of ${values.runs} runs in headless Chromium at 1280 × 800, signed in (scripts/tools/bench-editor.ts says what each times). The stories are filed by year, a collection a year: the runs list, search and sort the archive's fullest year.

| stories | the year listed | start | list | search "${QUERY}" | sort by Published | open a story |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
  fs.mkdirSync(path.dirname(values.results), { recursive: true });
  fs.writeFileSync(values.results, report);
  console.log(report);
}

const version = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
