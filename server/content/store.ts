import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary } from '@/lib/article';
import { sortNewestFirst } from '@/lib/dates';
import { newestFirst as updatesNewestFirst } from '@/lib/live';
import {
  contentPaths,
  finishArticle,
  finishUpdate,
  imageFile,
  imageInspector,
  listStoryFiles,
  toArticleRecord,
  toUpdateRecord,
  updateFileNames,
  updatesFolder,
  versionOriginals,
} from './load';
import {
  ContentError,
  duplicateSlugs,
  slugOf,
  translationProblems,
  validateRecord,
  validateUpdates,
  type RecordName,
} from './validate';
import {
  STORE_VERSION,
  bodyFile,
  bodyName,
  readIndex,
  storeIndexFile as indexFile,
  type BodyPart,
  type StoredFile,
  type StoredStory,
  type StoreIndex,
} from './stored';

/**
 * The content store: every story read, checked, sanitised and typeset once per build, by the
 * build's first step (scripts/pipeline/prepare-content.ts), for the steps after it. Each of them
 * (the plan, every `next build` worker, finish-export) would otherwise read and check the whole
 * archive again: at 10,000 stories that is 8 s a process.
 *
 * A folder, kept between builds beside Next's cache:
 * - `stories.json`: each story's summary (everything but its body and a live story's updates),
 *   newest first, with the hash of its file, of its folder of updates and of its body part;
 * - `bodies/{hash}.json`: each story's body part, `{ content, updates }`, as the page shows it (a live
 *   story's updates newest first), read only by the pages and feeds that show it. Its hash is the
 *   page's fingerprint of it, so a new update re-renders the story's page and no other.
 *
 * A build checks again only the files whose bytes (or hero image) changed since the store was
 * written, and the whole archive when the store was written by other code or for another
 * environment (`stamp`): the sanitiser and the base path shape the bodies.
 */

/** A file changed this close to a refresh is read again on the next: file times can be as coarse as 2 s (FAT, some network file systems). */
const RACY_MS = 2000;
/** The stored time of such a file: it matches no file's size and time. */
const RACY = 'racy';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 22);
/** What names a body in the store, and stands for it in a page's fingerprint. */
export const bodyHash = sha;
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
    previous?.version === STORE_VERSION && previous.stamp === stamp ? previous.stories.map((story) => [story.source, story]) : [],
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

  // A folder of updates is known by its files' names and bytes, and read again when any of their
  // names, sizes or times changed (an update added, edited or removed), with the same care for racy times.
  const knownFolder = (folder: string, before: StoredFile | undefined): { stored?: StoredFile; files?: [string, Buffer][] } => {
    const names = updateFileNames(folder);
    if (names.length === 0) return {};
    const stats = names.map((name) => [name, fs.statSync(path.join(folder, name))] as const);
    const now = sha(stats.map(([name, stat]) => `${name}:${stat.size}:${stat.mtimeMs}`).join('\n'));
    if (before?.stat === now) return { stored: before };
    const files = names.map((name): [string, Buffer] => [name, fs.readFileSync(path.join(folder, name))]);
    const racy = stats.some(([, stat]) => stat.mtimeMs > started - RACY_MS);
    const hash = sha(Buffer.concat(files.flatMap(([name, text]) => [Buffer.from(`${name}\0${text.length}\0`), text])));
    return { stored: { stat: racy ? RACY : now, hash }, files };
  };

  const bodiesDir = path.join(dir, 'bodies');
  const written = new Set(fs.existsSync(bodiesDir) ? fs.readdirSync(bodiesDir) : []);
  const stories: StoredStory[] = [];
  const names: RecordName[] = [];
  const problems: string[] = [];
  const bodies = new Map<string, string>();
  let checked = 0;
  const storyFiles = listStoryFiles(articlesDir);
  problems.push(...storyFiles.problems);
  for (const file of storyFiles.files) {
    const before = reusable.get(path.relative(process.cwd(), file));
    const { stored, text } = known(file, before?.file);
    const folder = updatesFolder(file);
    const updates = knownFolder(folder, before?.updates);
    const current =
      before?.file.hash === stored.hash &&
      before.image.hash === imageOf(before.summary.imageURL).hash &&
      before.updates?.hash === updates.stored?.hash &&
      Object.entries(before.photos ?? {}).every(([imageURL, photo]) => photo.hash === imageOf(imageURL).hash) &&
      written.has(bodyName(before.body));
    if (before && current) {
      const photos = before.photos && Object.fromEntries(Object.keys(before.photos).map((url) => [url, imageOf(url)]));
      stories.push({
        ...before,
        file: stored,
        image: imageOf(before.summary.imageURL),
        updates: updates.stored,
        ...(photos && { photos }),
      });
      names.push({ source: before.source, slug: before.summary.slug });
      continue;
    }
    checked += 1;
    const record = toArticleRecord(file, (text ?? fs.readFileSync(file)).toString('utf8'));
    const result = validateRecord(record, { inspectImage });
    names.push(slugOf(record));
    problems.push(...result.problems);
    if (!result.article) continue;
    const files =
      updates.files ??
      updateFileNames(folder).map((update): [string, Buffer] => [update, fs.readFileSync(path.join(folder, update))]);
    const live = validateUpdates(
      record,
      result.article,
      files.map(([update, bytes]) => toUpdateRecord(path.join(folder, update), bytes.toString('utf8'))),
      { inspectImage },
    );
    problems.push(...live.problems);
    if (live.problems.length > 0) continue;
    const { content, ...summary } = finishArticle(result.article);
    const part: BodyPart = live.updates ? { content, updates: updatesNewestFirst(live.updates.map(finishUpdate)) } : { content };
    const json = JSON.stringify(part);
    const body = bodyHash(json);
    bodies.set(body, json);
    const photoURLs = [
      ...new Set((live.updates ?? []).flatMap((update) => (update.photos ?? []).map((photo) => photo.imageURL))),
    ];
    stories.push({
      source: record.source,
      file: stored,
      image: imageOf(summary.imageURL),
      updates: updates.stored,
      ...(photoURLs.length > 0 && { photos: Object.fromEntries(photoURLs.map((url) => [url, imageOf(url)])) }),
      body,
      summary,
    });
  }
  problems.push(...duplicateSlugs(names));
  // A translated story's original is its neighbour in the default edition, whose slug may have changed since.
  const versions = versionOriginals(stories.map((story) => ({ source: story.source, slug: story.summary.slug })));
  problems.push(...versions.problems);
  for (const [index, story] of stories.entries()) {
    const original = versions.originals.get(story.source);
    if (original && story.summary.translationOf !== original)
      stories[index] = { ...story, summary: { ...story.summary, translationOf: original } };
  }
  problems.push(...translationProblems(stories.map((story) => ({ source: story.source, ...story.summary }))));
  if (problems.length > 0) throw new ContentError(problems.join('\n'));

  const newestFirst = sortNewestFirst(stories, (story) => story.summary);
  fs.mkdirSync(bodiesDir, { recursive: true });
  // Each file whole or not at all (a temporary name, then a rename): a build killed here leaves
  // no half-written body that the next would take for a checked one.
  for (const [hash, content] of bodies) {
    if (written.has(bodyName(hash))) continue;
    fs.writeFileSync(`${bodyFile(dir, hash)}.tmp`, content);
    fs.renameSync(`${bodyFile(dir, hash)}.tmp`, bodyFile(dir, hash));
  }
  const index: StoreIndex = { version: STORE_VERSION, stamp, stories: newestFirst };
  fs.writeFileSync(`${indexFile(dir)}.tmp`, JSON.stringify(index));
  fs.renameSync(`${indexFile(dir)}.tmp`, indexFile(dir));
  const used = new Set(stories.map((story) => bodyName(story.body)));
  for (const file of written) if (!used.has(file)) fs.rmSync(path.join(bodiesDir, file));
  return { summaries: newestFirst.map((story) => story.summary), checked };
}
