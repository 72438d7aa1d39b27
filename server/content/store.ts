import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary } from '@/lib/article';
import { sortNewestFirst } from '@/lib/dates';
import { contentPaths, finishArticle, imageFile, imageInspector, isArticleFile, toArticleRecord } from './load';
import { ContentError, duplicateSlugs, slugOf, validateRecord, type RecordName } from './validate';

/**
 * The content store: every story read, checked, sanitised and typeset once per build, by the
 * build's first step (scripts/pipeline/prepare-content.ts), for the steps after it. Each of them
 * (the plan, every `next build` worker, finish-export) would otherwise read and check the whole
 * archive again: at 10,000 stories that is 8 s a process.
 *
 * A folder, kept between builds beside Next's cache:
 * - `stories.json`: each story's summary (everything but its body), newest first, with the hash
 *   of its file and of its body;
 * - `bodies/{hash}.html`: each body as the page shows it, read only by the pages and feeds that show it.
 *
 * A build checks again only the files whose bytes (or hero image) changed since the store was
 * written, and the whole archive when the store was written by other code or for another
 * environment (`stamp`): the sanitiser and the base path shape the bodies.
 */

const VERSION = 3;

/** A file changed this close to a refresh is read again on the next: file times can be as coarse as 2 s (FAT, some network file systems). */
const RACY_MS = 2000;
/** The stored time of such a file: it matches no file's size and time. */
const RACY = 'racy';

interface StoredStory {
  /** The story's file, relative to the working directory, as messages name it. */
  source: string;
  /** What the file held, and its hero image's file: the store's entry is good while both hold. */
  file: StoredFile;
  image: StoredFile;
  /** The hash of its body, which names the body's file. */
  body: string;
  summary: ArticleSummary;
}

interface StoredFile {
  /** The file's size and time when it was last read, and a hash of what it held. */
  stat: string;
  hash: string;
}

interface StoreIndex {
  version: number;
  stamp: string;
  stories: StoredStory[];
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 22);
/** What names a body in the store, and stands for it in a page's fingerprint. */
export const bodyHash = sha;
const indexFile = (dir: string) => path.join(dir, 'stories.json');
/** The store's index: rewritten (by a rename) whenever a story changes. */
export const storeIndexFile = indexFile;
const bodyFile = (dir: string, hash: string) => path.join(dir, 'bodies', `${hash}.html`);

function readIndex(dir: string): StoreIndex | null {
  try {
    return JSON.parse(fs.readFileSync(indexFile(dir), 'utf8')) as StoreIndex;
  } catch {
    return null;
  }
}

export interface RefreshOptions {
  /** What the code and environment that check and finish the stories are: a different stamp checks every story again. */
  stamp: string;
  articlesDir?: string;
  imagesDir?: string;
}

/**
 * Brings the store in `dir` up to date with the story files: checks the new and changed ones,
 * takes the rest from the store, drops the removed ones. Throws ContentError naming every bad
 * record and field, and then leaves the store as it was.
 */
export function refreshStore(
  dir: string,
  { stamp, articlesDir = contentPaths.articles, imagesDir = contentPaths.images }: RefreshOptions,
): { summaries: ArticleSummary[]; checked: number } {
  const previous = readIndex(dir);
  const reusable = new Map(
    previous?.version === VERSION && previous.stamp === stamp ? previous.stories.map((story) => [story.source, story]) : [],
  );
  const inspectImage = imageInspector(imagesDir);
  const started = Date.now();
  // A file is known by its bytes. Its size and time say when they must be read again, as git's
  // index does: a file with the size and time the store saw is taken as unchanged (at 100,000
  // stories that spares reading 100,000 files), and one only touched since (a checkout, a copy) is
  // read once and found unchanged. As in git, a time too close to the store's own is not trusted:
  // a file saved again within the same tick of a coarse clock keeps its time, so it is read again.
  const known = (file: string, before: StoredFile | undefined): { stored: StoredFile; text?: Buffer } => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const now = stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
    if (before?.stat === now) return { stored: before };
    const text = stat ? fs.readFileSync(file) : undefined;
    const racy = stat && stat.mtimeMs > started - RACY_MS;
    return { stored: { stat: racy ? RACY : now, hash: text ? sha(text) : 'missing' }, text };
  };
  const seen = new Map([...reusable.values()].map((story) => [story.summary.imageURL, story.image]));
  const images = new Map<string, StoredFile>();
  const imageOf = (imageURL: string): StoredFile => {
    let image = images.get(imageURL);
    if (!image) images.set(imageURL, (image = known(imageFile(imageURL, imagesDir), seen.get(imageURL)).stored));
    return image;
  };

  const bodiesDir = path.join(dir, 'bodies');
  const written = new Set(fs.existsSync(bodiesDir) ? fs.readdirSync(bodiesDir) : []);
  const stories: StoredStory[] = [];
  const names: RecordName[] = [];
  const problems: string[] = [];
  const bodies = new Map<string, string>();
  let checked = 0;
  for (const name of fs.readdirSync(articlesDir).filter(isArticleFile).sort()) {
    const file = path.join(articlesDir, name);
    const before = reusable.get(path.relative(process.cwd(), file));
    const { stored, text } = known(file, before?.file);
    const current =
      before?.file.hash === stored.hash &&
      before.image.hash === imageOf(before.summary.imageURL).hash &&
      written.has(`${before.body}.html`);
    if (before && current) {
      stories.push({ ...before, file: stored, image: imageOf(before.summary.imageURL) });
      names.push({ source: before.source, slug: before.summary.slug });
      continue;
    }
    checked += 1;
    const record = toArticleRecord(file, (text ?? fs.readFileSync(file)).toString('utf8'));
    const result = validateRecord(record, { inspectImage });
    names.push(slugOf(record));
    problems.push(...result.problems);
    if (!result.article) continue;
    const { content, ...summary } = finishArticle(result.article);
    const body = bodyHash(content);
    bodies.set(body, content);
    stories.push({ source: record.source, file: stored, image: imageOf(summary.imageURL), body, summary });
  }
  problems.push(...duplicateSlugs(names));
  if (problems.length > 0) throw new ContentError(problems.join('\n'));

  const newestFirst = sortNewestFirst(stories, (story) => story.summary);
  fs.mkdirSync(bodiesDir, { recursive: true });
  // Each file whole or not at all (a temporary name, then a rename): a build killed here leaves
  // no half-written body that the next would take for a checked one.
  for (const [hash, content] of bodies) {
    if (written.has(`${hash}.html`)) continue;
    fs.writeFileSync(`${bodyFile(dir, hash)}.tmp`, content);
    fs.renameSync(`${bodyFile(dir, hash)}.tmp`, bodyFile(dir, hash));
  }
  const index: StoreIndex = { version: VERSION, stamp, stories: newestFirst };
  fs.writeFileSync(`${indexFile(dir)}.tmp`, JSON.stringify(index));
  fs.renameSync(`${indexFile(dir)}.tmp`, indexFile(dir));
  const used = new Set(stories.map((story) => `${story.body}.html`));
  for (const file of written) if (!used.has(file)) fs.rmSync(path.join(bodiesDir, file));
  return { summaries: newestFirst.map((story) => story.summary), checked };
}

/** The stories as the store holds them: summaries newest first, and each body when it is asked for. */
export interface StoredArchive {
  summaries: ArticleSummary[];
  /** A hash of the story's body, as it would be of the body itself: what a fingerprint needs without reading it. */
  bodyHash: (slug: string) => string | undefined;
  /** A hash of the bytes of the story's hero image file: the text-only copy says what the picture weighs. */
  imageHash: (slug: string) => string | undefined;
  article: (slug: string) => Article | null;
}

export function openStore(dir: string): StoredArchive {
  const index = readIndex(dir);
  if (!index || index.version !== VERSION)
    throw new Error(`${dir} holds no content store of this version: run the build's first step (npm run prepare-content).`);
  const bySlug = new Map(index.stories.map((story) => [story.summary.slug, story]));
  return {
    summaries: index.stories.map((story) => story.summary),
    bodyHash: (slug) => bySlug.get(slug)?.body,
    imageHash: (slug) => bySlug.get(slug)?.image.hash,
    article: (slug) => {
      const story = bySlug.get(slug);
      return story ? { ...story.summary, content: fs.readFileSync(bodyFile(dir, story.body), 'utf8') } : null;
    },
  };
}
