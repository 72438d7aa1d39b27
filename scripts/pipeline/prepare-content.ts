/**
 * Runs before `next build`: checks every article, the standing pages and the staff (a bad record
 * stops here), the articles into the content store the later steps read (server/content/store.ts);
 * then renders the hero images' variants and share cards into `public/generated/`.
 *
 * Images are cached by content: each output is named in `.cache/images/` by a hash of its source
 * file and its settings, so a build renders only what is new, also on a fresh clone that restores
 * that folder. Renders run in a pool as wide as the machine's cores. A render no build uses any
 * more stays cached for a while (image-cache.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { getPages } from '../../server/pages';
import { publicationState, type ArticleSummary } from '../../lib/article';
import { toInstant } from '../../lib/dates';
import { imageFile } from '../../server/content/load';
import { DEFAULT_CONTENT_STORE, writeBuildContext } from '../../server/build-context';
import { refreshStore } from '../../server/content/store';
import { openStore } from '../../server/content/stored';
import { listFileProblems } from '../../server/content/lists';
import { dictionaryProblems } from '../../server/editions';
import { ContentError } from '../../server/content/validate';
import {
  LOGO_PATH,
  LOGO_SIZE,
  SHARE_IMAGE_SIZE,
  SITE_SHARE_PATH,
  STRUCTURED_IMAGE_SHAPES,
  fallbackWidth,
  imageVariant,
  shareImagePath,
  structuredImagePath,
  variantHeight,
  variantWidths,
  type ImageSource,
} from '../../lib/images';
import { buildId } from './build-id';
import { CACHE_GRACE_DAYS, markUsed, pruneCache } from './image-cache';
import { pool } from './pool';
import { ownsBundle, parseShard } from './shard';
import { bundleSizeFrom, splitIntoBundles } from '../../server/search-bundles';

const publicDir = path.join(process.cwd(), 'public');
const generatedDir = path.join(publicDir, 'generated');
const cacheDir = path.resolve(process.env.IMAGE_CACHE_DIR ?? path.join('.cache', 'images'));

/** One output file: where it goes, and how it is made from its source. */
interface Output {
  sitePath: string;
  settings: Record<string, unknown>;
  render: (source: Sharp) => Sharp;
}

/**
 * AVIF at the chroma resolution JPEG uses (sharp's default for AVIF is 4:4:4). Colour at
 * half resolution is invisible in photographs and cuts each file by about a tenth, which on a phone
 * is the difference of a round trip for the home page's lead image.
 */
const AVIF = { quality: 55, effort: 4, chromaSubsampling: '4:2:0' } as const;

/** The sizes a page draws a picture in: AVIF at each width it can fill, and a JPEG for browsers without AVIF. */
function variantOutputs(picture: ImageSource): Output[] {
  const jpegWidth = fallbackWidth(picture);
  return [
    ...variantWidths(picture).map((width): Output => {
      const size = { width, height: variantHeight(picture, width) };
      return {
        sitePath: imageVariant(picture.imageURL, width, 'avif'),
        settings: { ...size, avif: AVIF },
        render: (img) => img.resize(size).avif(AVIF),
      };
    }),
    {
      sitePath: imageVariant(picture.imageURL, jpegWidth, 'jpg'),
      settings: { width: jpegWidth, jpeg: { quality: 78, mozjpeg: true } },
      render: (img) =>
        img.resize({ width: jpegWidth, height: variantHeight(picture, jpegWidth) }).jpeg({ quality: 78, mozjpeg: true }),
    },
  ];
}

/** A story's hero: its sizes, its share card and the shapes its structured data names. */
function outputsOf(article: ArticleSummary): Output[] {
  return [
    ...variantOutputs(article),
    {
      sitePath: shareImagePath(article.imageURL),
      settings: { share: SHARE_IMAGE_SIZE, jpeg: { quality: 80, mozjpeg: true } },
      render: (img) => img.resize({ ...SHARE_IMAGE_SIZE, fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }),
    },
    ...STRUCTURED_IMAGE_SHAPES.map(({ width, height, name }): Output => ({
      sitePath: structuredImagePath(article.imageURL, { name }),
      settings: { structured: { width, height }, jpeg: { quality: 80, mozjpeg: true } },
      render: (img) => img.resize({ width, height, fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }),
    })),
  ];
}

const logo: Output = {
  sitePath: LOGO_PATH,
  settings: { logo: LOGO_SIZE },
  render: (img) => img.resize(LOGO_SIZE, LOGO_SIZE).png(),
};

/** The site's share card: the logo, 420 px, centred on the paper colour of a 1200×630 card. */
const PAPER = '#fbfaf7';
const siteShare: Output = {
  sitePath: SITE_SHARE_PATH,
  settings: { siteShare: SHARE_IMAGE_SIZE, logo: 420, background: PAPER },
  render: (img) =>
    img
      .resize(420, 420)
      .extend({ top: 105, bottom: 105, left: 390, right: 390, background: PAPER })
      .flatten({ background: PAPER })
      .jpeg({ quality: 85, mozjpeg: true }),
};

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Places the cached `file` at `target`: a hard link where the file system allows (no copy, and a
 * cheap up-to-date check). The cache learns that the render is in use.
 */
async function place(file: string, target: string): Promise<void> {
  const [a, b] = await Promise.all([fs.stat(file), fs.stat(target).catch(() => null)]);
  await markUsed(file, a.mtimeMs);
  if (b && a.ino === b.ino && a.dev === b.dev) return;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rm(target, { force: true });
  await fs.link(file, target).catch(() => fs.copyFile(file, target));
}

interface Job {
  source: string;
  /** The first record that uses the source and its field, as an error names them. */
  usedBy: string;
  outputs: Output[];
  /** Dots per inch to draw an SVG source at, before resizing: the 32 px icon needs 16× to make 512 px. */
  density?: number;
}

async function main() {
  const started = Date.now();
  // The staff, the topics, the editions' dictionaries and the stories are checked in one round: every problem of each in one run.
  const staff = [...listFileProblems(), ...dictionaryProblems()];
  let store: ReturnType<typeof refreshStore>;
  try {
    store = refreshStore(DEFAULT_CONTENT_STORE, { stamp: buildId() });
  } catch (error) {
    if (error instanceof ContentError && staff.length > 0) throw new ContentError([...staff, error.message].join('\n'));
    throw error;
  }
  if (staff.length > 0) throw new ContentError(staff.join('\n'));
  const { summaries: checkedStories, checked: read } = store;
  const { buildTime, preview } = buildMoment();
  // The routes read the stories from the store: every page, until the plan says which (plan-build.ts).
  writeBuildContext({ contentStore: DEFAULT_CONTENT_STORE, render: 'all', buildTime: buildTime.toISOString(), preview });
  const held = heldBack(checkedStories, buildTime);
  const articles = preview ? checkedStories : checkedStories.filter((story) => !held.stories.has(story.slug));
  console.log(held.summary(preview));
  const pages = getPages();
  const checked = Date.now();
  if (process.argv.includes('--content-only')) {
    console.log(
      `Content OK: ${checkedStories.length} articles (${read} checked, the rest unchanged), ${pages.length} pages (${checked - started} ms).`,
    );
    return;
  }

  const jobs = new Map<string, Job>();
  const pictured = picturedBy(articles);
  for (const article of pictured) {
    if (!jobs.has(article.imageURL))
      jobs.set(article.imageURL, {
        source: imageFile(article.imageURL),
        usedBy: `Invalid article "${article.slug}": field "imageURL"`,
        outputs: outputsOf(article),
      });
  }
  // A live update's photographs, drawn in the sizes of a story's: the store holds them with the updates.
  const stories = openStore(DEFAULT_CONTENT_STORE);
  for (const { slug } of pictured.filter((article) => article.live))
    for (const update of stories.article(slug)?.updates ?? [])
      // A picture that is a hero too is rendered once: the hero's job draws these sizes and more.
      (update.photos ?? []).forEach((photo, index) => {
        if (jobs.has(photo.imageURL)) return;
        const usedBy = `Invalid live update "${update.id}" of "${slug}": field "photos[${index}].imageURL"`;
        jobs.set(photo.imageURL, { source: imageFile(photo.imageURL), usedBy, outputs: variantOutputs(photo) });
      });
  jobs.set('logo', {
    source: path.join(process.cwd(), 'app', 'icon.svg'),
    usedBy: 'The site icon',
    outputs: [logo, siteShare],
    density: 72 * 16,
  });

  const used = new Set<string>();
  const placed = new Set<string>();
  let rendered = 0;
  const problems: string[] = [];
  /**
   * Each cache entry's render, started once: two outputs may be one entry (two pictures of the same
   * bytes, drawn at the same settings). It is drawn into a file of this process's own and renamed into
   * place, so another build drawing the same entry into the same cache meanwhile races for nothing.
   */
  const renders = new Map<string, Promise<void>>();
  const renderOnce = (cached: string, render: (file: string) => Promise<unknown>) => {
    let once = renders.get(cached);
    if (!once) {
      once = fs.access(cached).catch(async () => {
        const drawing = `${cached}.${process.pid}.tmp`;
        await render(drawing);
        await fs.rename(drawing, cached);
        rendered += 1;
      });
      renders.set(cached, once);
    }
    return once;
  };
  sharp.concurrency(1); // one libvips thread per render; the pool runs one render per core
  const tasks = [...jobs.values()].flatMap((job) => {
    const sourceHash = fs.readFile(job.source).then(sha256);
    return job.outputs.map((output) => async () => {
      const drawnAt = job.density ? `\n${job.density}` : '';
      const key = sha256(`${await sourceHash}\n${JSON.stringify(output.settings)}${drawnAt}`);
      const cached = path.join(cacheDir, `${key}${path.extname(output.sitePath)}`);
      used.add(path.basename(cached));
      const target = path.join(publicDir, output.sitePath);
      placed.add(target);
      const density = job.source.endsWith('.svg') ? { density: job.density ?? 144 } : {};
      try {
        await renderOnce(cached, (file) =>
          output.render(sharp(job.source, { ...density, failOn: 'error' }).rotate()).toFile(file),
        );
      } catch (error) {
        problems.push(
          `${job.usedBy} could not be rendered (${(error as Error).message}): ${path.relative(process.cwd(), job.source)}`,
        );
        return;
      }
      await place(cached, target);
    });
  });
  await fs.mkdir(cacheDir, { recursive: true });
  await pool(tasks, (task) => task(), os.availableParallelism());
  if (problems.length > 0) throw new ContentError([...new Set(problems)].join('\n'));

  const removed = await removeUnused(generatedDir, (file) => placed.has(file));
  const pruned = await pruneCache(cacheDir, used);
  console.log(
    `Content OK: ${checkedStories.length} articles (${read} checked, the rest unchanged), ${pages.length} pages (${checked - started} ms). ` +
      `Images: ${tasks.length} outputs of ${jobs.size} sources, ` +
      `${rendered} rendered, ${tasks.length - rendered} from cache, ${removed} stale removed, ${pruned} unused cache entries over ${CACHE_GRACE_DAYS} days old pruned (${Date.now() - checked} ms, ${os.availableParallelism()} at a time).`,
  );
}

/**
 * The stories whose pictures this build renders: all it publishes, or a shard's (`--shard K/N`):
 * those of its search bundles, whose pages it renders (shard.ts). The merge takes each picture from
 * the shard that rendered it.
 */
function picturedBy(articles: ArticleSummary[]): ArticleSummary[] {
  const at = process.argv.indexOf('--shard');
  if (at === -1) return articles;
  const shard = parseShard(process.argv[at + 1] ?? '');
  return splitIntoBundles(articles, bundleSizeFrom(process.env.SEARCH_BUNDLE_SIZE)).flatMap((bundle, index) =>
    ownsBundle(shard, index) ? bundle : [],
  );
}

/**
 * When the build happens, the same for all its steps: `BUILD_TIME` (an ISO 8601 moment, which
 * tests and a rebuild of the past may set) or the clock; and whether it is a preview build.
 */
function buildMoment(): { buildTime: Date; preview: boolean } {
  const setting = process.env.BUILD_TIME;
  const buildTime = setting ? new Date(setting) : new Date();
  if (Number.isNaN(buildTime.getTime()))
    throw new ContentError(`BUILD_TIME="${setting}" is not a moment: write it as 2026-11-26T09:00:00Z or with its offset.`);
  return { buildTime, preview: process.env.BUILD_PREVIEW === '1' };
}

/** The stories a build at `buildTime` holds back, and a line that says so and when the next is due. */
function heldBack(stories: ArticleSummary[], buildTime: Date) {
  const drafts = stories.filter((story) => publicationState(story, buildTime) === 'draft');
  const scheduled = stories
    .filter((story) => publicationState(story, buildTime) === 'scheduled')
    .sort((a, b) => toInstant(a.publishedDate).getTime() - toInstant(b.publishedDate).getTime());
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return {
    stories: new Set([...drafts, ...scheduled].map((story) => story.slug)),
    summary: (preview: boolean) => {
      const next = scheduled[0] ? `; the next is due at ${scheduled[0].publishedDate} ("${scheduled[0].slug}")` : '';
      const held = `${count(drafts.length, 'draft', 'drafts')} and ${count(scheduled.length, 'scheduled story', 'scheduled stories')}`;
      return preview
        ? `Preview build at ${buildTime.toISOString()}: ${held} shown, marked as a preview${next}.`
        : `Held back at ${buildTime.toISOString()}: ${held}${next}.`;
    },
  };
}

/** Deletes the files under `dir` that `keep` rejects (images of articles that no longer exist would otherwise ship). */
async function removeUnused(dir: string, keep: (file: string) => boolean): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const stale = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !keep(file));
  await Promise.all(stale.map((file) => fs.rm(file)));
  return stale.length;
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    console.error(`\nContent check failed; nothing was built.\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
