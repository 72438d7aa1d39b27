import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sortNewestFirst } from '@/lib/dates';
import { basePath } from '@/lib/routes';
import { settings } from '../settings';
import { describeYamlError, parseFrontMatter } from './front-matter';
import { inspectImageFile } from './image-size';
import { renderMarkdown, renderUpdateMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize';
import { typeset } from './typeset';
import { TRANSLATED_FOLDER, storyName } from './stored';
import { defaultEdition, editionIds } from '@/lib/editions';

export { TRANSLATED_FOLDER, storyFiledAs, storyName } from './stored';
import { newestFirst } from '@/lib/live';
import type { Article, LiveUpdate } from '@/lib/article';
import {
  ContentError,
  validateArticles,
  validateUpdates,
  type ArticleRecord,
  type ImageInspection,
  type UpdateRecord,
} from './validate';

/** Where the stories and their images are read from (server/settings.ts). */
export const contentPaths = { articles: settings.articlesDir, images: settings.imagesDir };

/** The file an article's imageURL (`/images/…`) names. */
export function imageFile(imageURL: string, imagesDir = contentPaths.images): string {
  return path.join(imagesDir, imageURL.replace(/^\/images\//, ''));
}

/** A story is `{slug}.html` (an HTML body) or `{slug}.md` (a Markdown body), each under YAML front matter. */
export const isArticleFile = (file: string) => file.endsWith('.html') || file.endsWith('.md');

/** The story's name: its file's, without the extension, which names the folder of its updates. */

/**
 * A year's folder. Stories are filed by year, `{year}/{slug}.md` in the stories' folder, so that
 * the editor lists a year's stories at a time (server/editor/config.ts): with every story in one
 * folder, it reads the whole archive to list, search or sort it (15 s at 10,000 stories).
 */
export const isYearFolder = (name: string) => /^\d{4}$/.test(name);

/**
 * The year a story is filed in by a tool that writes or moves it: its publication's, as written
 * (`2025-12-31T23:30:00-08:00` → `2025`); none for a date that is not one.
 */
export const filingYear = (publishedDate: unknown): string | undefined =>
  typeof publishedDate === 'string' ? /^(\d{4})-/.exec(publishedDate)?.[1] : undefined;

/** Where a story's live updates are: `{name}/updates/` beside its file `{name}.md` (or `.html`). */
export function updatesFolder(storyFile: string): string {
  return path.join(path.dirname(storyFile), storyName(storyFile), 'updates');
}

/** The migration that files a folder of stories by year (scripts/tools/file-by-year.ts). */
const MIGRATION = 'npm run content:file-by-year';

export interface StoryFiles {
  /** Every story's file, `{articlesDir}/{year}/{name}.{md,html}` (or `{year}/translated/{name}.{edition}.{md,html}`), by year and name. */
  files: string[];
  /** What is where no story may be: a story outside a year's folder, a folder of updates without its story. */
  problems: string[];
}

/** The story files of the stories' folder, and what is misfiled in it. */
export function listStoryFiles(articlesDir: string): StoryFiles {
  const files: string[] = [];
  const problems: string[] = [];
  const entries = fs.readdirSync(articlesDir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const where = path.join(articlesDir, entry.name);
    if (entry.isDirectory() && isYearFolder(entry.name)) {
      const inYear = fs.readdirSync(where, { withFileTypes: true });
      const stories = inYear.filter((file) => !file.isDirectory() && isArticleFile(file.name)).map((file) => file.name);
      files.push(...stories.sort().map((name) => path.join(where, name)));
      const folders = inYear.filter((folder) => folder.name !== TRANSLATED_FOLDER);
      problems.push(...orphanUpdates(where, folders, stories));
      if (inYear.some((folder) => folder.isDirectory() && folder.name === TRANSLATED_FOLDER)) {
        const translated = listTranslated(path.join(where, TRANSLATED_FOLDER));
        files.push(...translated.files);
        problems.push(...translated.problems);
      }
    } else if (entry.isDirectory() || isArticleFile(entry.name)) {
      problems.push(
        `Misfiled content (${path.relative(process.cwd(), where)}): stories are filed by year, ` +
          `${path.relative(process.cwd(), path.join(articlesDir, '{year}', '{slug}.md'))}, each with its folder of updates beside it; ` +
          `\`${MIGRATION}\` files every story by the year of its publication`,
      );
    }
  }
  return { files, problems };
}

/**
 * A story file of a year's translated folder, by its name and its edition: `harbour-strike.es.md` is
 * the Spanish version of the story `harbour-strike.en.md` (for an English default edition). Null for
 * any other file.
 */
export function versionFile(file: string): { name: string; edition: string } | null {
  if (path.basename(path.dirname(file)) !== TRANSLATED_FOLDER) return null;
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+(?:-[a-z0-9]+)*)\.(?:md|html)$/.exec(path.basename(file));
  return match && editionIds().includes(match[2]) ? { name: match[1], edition: match[2] } : null;
}

/** The story files of a year's translated folder, each named for its edition, and what is misfiled there. */
function listTranslated(folder: string): StoryFiles {
  const entries = fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  const stories = entries.filter((file) => !file.isDirectory() && isArticleFile(file.name)).map((file) => file.name);
  const misnamed = stories.filter((name) => !versionFile(path.join(folder, name)));
  return {
    files: stories
      .filter((name) => !misnamed.includes(name))
      .sort()
      .map((name) => path.join(folder, name)),
    problems: [
      ...misnamed.map(
        (name) =>
          `Misfiled content (${path.relative(process.cwd(), path.join(folder, name))}): a story kept in several editions is ` +
          `{name}.{edition}.md (or .html) in ${TRANSLATED_FOLDER}/, one file per edition (${editionIds().join(', ')}), ` +
          `{name} the ${defaultEdition.id} version's slug`,
      ),
      ...orphanUpdates(folder, entries, stories),
    ],
  };
}

/**
 * A folder of updates whose story is not there (`x/updates/` without `x.md` or `x.html`): a story
 * renamed or removed without its updates, or a folder misnamed. Each is a problem of its own.
 */
function orphanUpdates(yearDir: string, entries: fs.Dirent[], storyFiles: string[]): string[] {
  const stories = new Set(storyFiles.map(storyName));
  return entries
    .filter((entry) => entry.isDirectory() && !stories.has(entry.name))
    .map((entry) => path.join(yearDir, entry.name, 'updates'))
    .filter((folder) => updateFileNames(folder).length > 0)
    .map(
      (folder) =>
        `Invalid live updates (${path.relative(process.cwd(), folder)}): no story file ${path.basename(path.dirname(folder))}.md ` +
        'or .html beside the folder: a story’s updates are in the folder named after its file',
    );
}

/**
 * The original of each version in a translated folder: the default edition's file of the same name
 * (`x.es.md` is a version of `x.en.md`'s story), by the version's file. A version whose original is
 * not there is a problem: a story in one edition only is filed as `{year}/{slug}.md`.
 */
export function versionOriginals(stories: readonly { source: string; slug: string }[]): {
  originals: Map<string, string>;
  problems: string[];
} {
  const located = stories.flatMap((story) => {
    const version = versionFile(story.source);
    return version ? [{ ...story, ...version, key: path.join(path.dirname(story.source), version.name) }] : [];
  });
  const defaults = new Map(
    located.filter(({ edition }) => edition === defaultEdition.id).map((story) => [story.key, story.slug]),
  );
  const originals = new Map<string, string>();
  const problems: string[] = [];
  for (const story of located) {
    if (story.edition === defaultEdition.id) continue;
    const original = defaults.get(story.key);
    if (original) originals.set(story.source, original);
    else
      problems.push(
        `Invalid article "${story.slug}" (${story.source}): no ${defaultEdition.name} version beside it, ` +
          `${story.name}.${defaultEdition.id}.md (or .html): a story in ${TRANSLATED_FOLDER}/ is a version of that one; ` +
          `a story only in this edition is filed as ${path.join(path.dirname(path.dirname(story.source)), `${story.slug}.md`)} ` +
          `with lang: ${story.edition}`,
      );
  }
  return { originals, problems };
}

/** The files of a folder of updates that an editor wrote: every name but the hidden ones (an editor's swap files). */
export function updateFileNames(folder: string): string[] {
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** An update file's text as a record to check: its id (the file's name), its fields, and its body as HTML. */
export function toUpdateRecord(file: string, text: string): UpdateRecord {
  const source = path.relative(process.cwd(), file);
  const id = path.basename(file).replace(/\.md$/, '');
  if (!file.endsWith('.md')) return { source, id, data: {}, problem: 'is not a Markdown file: an update is {id}.md' };
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text);
  } catch (error) {
    return { source, id, data: {}, problem: describeYamlError(error) };
  }
  if (!parsed) return { source, id, data: {}, problem: 'has no front matter: it opens with a `---` line' };
  const fields = typeof parsed.data === 'object' && parsed.data !== null ? parsed.data : {};
  return { source, id, data: { ...fields, content: renderUpdateMarkdown(parsed.body) } };
}

/** The update records of a story, from its folder. */
export function readUpdateRecords(storyFile: string): UpdateRecord[] {
  const folder = updatesFolder(storyFile);
  return updateFileNames(folder).map((name) => {
    const file = path.join(folder, name);
    return toUpdateRecord(file, fs.readFileSync(file, 'utf8'));
  });
}

/** A checked update made ready to show, as a story's body is: sanitised, typeset. */
export function finishUpdate(update: LiveUpdate): LiveUpdate {
  return {
    ...update,
    headline: typeset(update.headline),
    content: typeset(sanitizeArticleHtml(update.content, basePath)),
    ...(update.photos && {
      photos: update.photos.map((photo) => ({ ...photo, imageCaption: photo.imageCaption && typeset(photo.imageCaption) })),
    }),
  };
}

/** The records of every story in the stories' folder. Throws ContentError if anything there is misfiled. */
export function readArticleRecords(dir: string): ArticleRecord[] {
  const { files, problems } = listStoryFiles(dir);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return files.map((file) => toArticleRecord(file, fs.readFileSync(file, 'utf8')));
}

/** A story file's text as a record to check: its front matter's fields, and its body as HTML. */
export function toArticleRecord(file: string, text: string): ArticleRecord {
  const source = path.relative(process.cwd(), file);
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text);
  } catch (error) {
    // Broken YAML (a repeated key, a stray quote) is a bad record like any other, not a crash.
    return { source, data: {}, problem: describeYamlError(error) };
  }
  const written = (typeof parsed?.data === 'object' && parsed.data !== null ? parsed.data : {}) as Record<string, unknown>;
  // A field left empty (`imageCredit:`, or `null`, as Decap writes a version's empty copied fields) is one left out.
  const fields = Object.fromEntries(Object.entries(written).filter(([, value]) => value !== null));
  const body = parsed?.body ?? '';
  const data = { ...fields, content: file.endsWith('.md') ? renderMarkdown(body) : body };
  const version = versionFile(file);
  if (!version) return { source, data };
  // A version's edition and original are said by its file's name and its neighbour's, not by fields.
  if (fields.lang !== undefined && fields.lang !== version.edition)
    return { source, data, problem: `must be "${version.edition}", as the file's name says, or be left out`, field: 'lang' };
  if (fields.translationOf !== undefined)
    return {
      source,
      data,
      problem: `must be left out: the original of a story in ${TRANSLATED_FOLDER}/ is the file ${version.name}.${defaultEdition.id}.md (or .html) beside it`,
      field: 'translationOf',
    };
  return { source, data: { ...data, lang: version.edition } };
}

/** Reads each hero image file once, however many stories share it. */
export function imageInspector(imagesDir = contentPaths.images): (imageURL: string) => ImageInspection {
  const inspected = new Map<string, ImageInspection>();
  return (imageURL) => {
    if (!inspected.has(imageURL)) inspected.set(imageURL, inspectImageFile(imageFile(imageURL, imagesDir)));
    return inspected.get(imageURL)!;
  };
}

/** A checked article made ready to show: its body sanitised, its text typeset. */
export function finishArticle(article: Article, { sanitize = true } = {}): Article {
  return {
    ...article,
    // Typeset after sanitising: the sanitiser writes quotes in text as plain characters, which SmartyPants reads.
    title: typeset(article.title),
    excerpt: typeset(article.excerpt),
    imageCaption: article.imageCaption && typeset(article.imageCaption),
    corrections: article.corrections?.map((entry) => ({ ...entry, text: typeset(entry.text) })),
    content: sanitize ? typeset(sanitizeArticleHtml(article.content, basePath)) : article.content,
  };
}

/**
 * Reads, validates, sanitises and typesets every article, newest first. Throws ContentError on bad data.
 * `sanitize: false` leaves the body as written, for callers that read only the front matter.
 */
export function loadArticles(dir = contentPaths.articles, imagesDir = contentPaths.images, { sanitize = true } = {}): Article[] {
  const records = readArticleRecords(dir);
  const inspectImage = imageInspector(imagesDir);
  const recordOf = new Map(records.map((record) => [(record.data as { slug?: unknown }).slug, record]));
  const articles = validateArticles(records, { inspectImage });
  const versions = versionOriginals(articles.map(({ slug }) => ({ source: recordOf.get(slug)!.source, slug })));
  const problems = [...versions.problems];
  const withUpdates = articles.map((checked) => {
    const record = recordOf.get(checked.slug)!;
    const original = versions.originals.get(record.source);
    const article = original ? { ...checked, translationOf: original } : checked;
    const live = validateUpdates(record, article, readUpdateRecords(record.source), { inspectImage });
    problems.push(...live.problems);
    const finished = finishArticle(article, { sanitize });
    return live.updates ? { ...finished, updates: newestFirst(live.updates.map(finishUpdate)) } : finished;
  });
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return sortNewestFirst(withUpdates);
}
