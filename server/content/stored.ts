import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary, LiveUpdate } from '@/lib/article';

/**
 * The content store as the steps after the first read it (./store.ts writes it): the plan, every
 * `next build` worker, finish-export, the editor's files. Apart from the writing side, which loads
 * the checks, the Markdown, the sanitiser and the typesetter: reading needs none of them, and each
 * of those processes would load them, half a second apiece at 10,000 stories.
 */

/** The store's format: a store of another version is checked again whole by the first step. */
export const STORE_VERSION = 6;

export interface StoredStory {
  /** The story's file, relative to the working directory, as messages name it. */
  source: string;
  /** What the file held, its hero image's file and its folder of updates: the store's entry is good while all hold. */
  file: StoredFile;
  image: StoredFile;
  /** Absent while the story has no folder of updates. */
  updates?: StoredFile;
  /** Its updates' photos' files, by path: the entry is good while each holds what it held. Absent without photos. */
  photos?: Record<string, StoredFile>;
  /** The hash of its body part, which names the part's file. */
  body: string;
  summary: ArticleSummary;
}

export interface StoredFile {
  /** The file's size and time when it was last read, and a hash of what it held. */
  stat: string;
  hash: string;
}

export interface StoreIndex {
  version: number;
  stamp: string;
  stories: StoredStory[];
}

const indexFile = (dir: string) => path.join(dir, 'stories.json');
/** The store's index: rewritten (by a rename) whenever a story changes. */
export const storeIndexFile = indexFile;
export const bodyFile = (dir: string, hash: string) => path.join(dir, 'bodies', `${hash}.json`);
export const bodyName = (hash: string) => `${hash}.json`;

/** A story's body part, as the store keeps it: the body's HTML, and a live story's updates, newest first. */
export interface BodyPart {
  content: string;
  updates?: LiveUpdate[];
}

export function readIndex(dir: string): StoreIndex | null {
  try {
    return JSON.parse(fs.readFileSync(indexFile(dir), 'utf8')) as StoreIndex;
  } catch {
    return null;
  }
}

/** A story's name in its folder, without the extension: `harbour-strike` of `2025/harbour-strike.md`. */
export const storyName = (file: string) => path.basename(file).replace(/\.(?:md|html)$/, '');

/**
 * A year's folder of stories kept in several editions side by side, one file per edition under the
 * same name (Decap's i18n `multiple_files`): `2025/translated/harbour-strike.en.md` and its Spanish
 * version `2025/translated/harbour-strike.es.md`.
 */
export const TRANSLATED_FOLDER = 'translated';

/** The year a story file is filed in: its folder's, or its folder's folder's for a translated story. */
function yearOf(file: string): string {
  const folder = path.dirname(file);
  return path.basename(path.basename(folder) === TRANSLATED_FOLDER ? path.dirname(folder) : folder);
}

/**
 * Where a story is filed, as the editor names it: its year and its name (`2025/harbour-strike`), with
 * the translated folder for one kept there (`2025/translated/harbour-strike.es`).
 */
export function storyFiledAs(file: string): string {
  const translated = path.basename(path.dirname(file)) === TRANSLATED_FOLDER;
  return [yearOf(file), ...(translated ? [TRANSLATED_FOLDER] : []), storyName(file)].join('/');
}

/** The stories as the store holds them: summaries newest first, and each body when it is asked for. */
export interface StoredArchive {
  summaries: ArticleSummary[];
  /** A hash of the story's body, as it would be of the body itself: what a fingerprint needs without reading it. */
  bodyHash: (slug: string) => string | undefined;
  /** A hash of the bytes of the story's hero image file: the text-only copy says what the picture weighs. */
  imageHash: (slug: string) => string | undefined;
  article: (slug: string) => Article | null;
  /** Where a story is kept, its year's folder and its name (`2025/harbour-strike`): the editor's collections. */
  pathOf: (slug: string) => string | undefined;
  /** The stories' year folders, newest first. */
  years: () => StoryYear[];
}

export function openStore(dir: string): StoredArchive {
  const index = readIndex(dir);
  if (!index || index.version !== STORE_VERSION)
    throw new Error(`${dir} holds no content store of this version: run the build's first step (npm run prepare-content).`);
  const bySlug = new Map(index.stories.map((story) => [story.summary.slug, story]));
  return {
    summaries: index.stories.map((story) => story.summary),
    bodyHash: (slug) => bySlug.get(slug)?.body,
    imageHash: (slug) => bySlug.get(slug)?.image.hash,
    article: (slug) => {
      const story = bySlug.get(slug);
      if (!story) return null;
      const part = JSON.parse(fs.readFileSync(bodyFile(dir, story.body), 'utf8')) as BodyPart;
      return { ...story.summary, ...part };
    },
    pathOf: (slug) => {
      const story = bySlug.get(slug);
      return story && storyFiledAs(story.source);
    },
    years: () => {
      const years = new Map<string, StoryYear>();
      for (const { source } of index.stories) {
        const year = yearOf(source);
        const translated = path.basename(path.dirname(source)) === TRANSLATED_FOLDER;
        const held = years.get(year) ?? { year, html: false, translatedHtml: false };
        const html = source.endsWith('.html');
        years.set(year, {
          year,
          html: held.html || (html && !translated),
          translatedHtml: held.translatedHtml || (html && translated),
        });
      }
      return [...years.values()].sort((a, b) => b.year.localeCompare(a.year));
    },
  };
}

/** A year's folder of stories, and whether it holds stories in HTML (the editor edits those apart), and translated ones. */
export interface StoryYear {
  year: string;
  html: boolean;
  translatedHtml: boolean;
}
