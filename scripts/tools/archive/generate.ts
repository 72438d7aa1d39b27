/**
 * A newsroom archive for scale benchmarks and tests: N articles made from the 15 sample articles
 * under new slugs and dates (their bodies and their SVG art, so figures measure pages rather than
 * images), spread over every category and author, several stories a day with times and offsets,
 * some updated later, and optionally photo heroes with a caption and a credit.
 *
 * DIR/articles is the content folder (ARTICLES_DIR), DIR/images the hero images (IMAGES_DIR).
 * Deterministic: the same options write the same files, and article k does not depend on the
 * count, so writing `count: N + 1, from: N` adds one story (the latest) to an archive of N.
 *
 *   tsx --conditions=react-server scripts/tools/archive/generate.ts DIR COUNT [--photo-every N] [--seed N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { getAuthors, type AuthorSlug } from '../../../lib/authors';
import { getCategories, type CategoryId } from '../../../lib/categories';
import { toInstant } from '../../../lib/dates';
import {
  filingYear,
  listStoryFiles,
  readArticleRecords,
  storyName,
  toArticleRecord,
  updatesFolder,
} from '../../../server/content/load';
import { chooser, randomFor } from './random';
import { defaultEdition } from '../../../lib/editions';
import { storyDates } from './dates';

export interface ArchiveOptions {
  dir: string;
  count: number;
  /** Write only the articles from this index on: adds to an archive already written with `count: from`. */
  from?: number;
  seed?: number;
  /** Relative shares; every category and author not named weighs 1. */
  categoryWeights?: Partial<Record<CategoryId, number>>;
  authorWeights?: Partial<Record<AuthorSlug, number>>;
  /** Every n-th story (the n-th, the 2n-th…) has a photograph for its hero; 0 for none. */
  photoEvery?: number;
  /** The photographs' sizes, in turn. */
  photoSizes?: { width: number; height: number }[];
  /**
   * The last `count` stories are published in the hours before `now` instead, newest last, as a
   * newsroom's latest are: the News sitemap lists them. The rest of the archive does not move.
   */
  recent?: { count: number; now: Date };
  /**
   * Topics of the topics file besides the sample's: each story adds one of them to its sample's
   * topics, the first drawn twice as often as the second, three times as often as the third…: as a
   * newsroom's run, a few large and many small.
   */
  extraTopics?: readonly string[];
  /**
   * Every n-th story (the n-th, the 2n-th…) also has a version in another edition, written from a
   * sample story of that edition and section and naming it as its original (`translationOf`), with
   * the same moment of publication: `{ every: 4, lang: 'es' }` makes a fifth of the archive Spanish.
   */
  translations?: { every: number; lang: string };
}

export interface Archive {
  articlesDir: string;
  imagesDir: string;
  /** Slugs of the articles written by this call, in index order. */
  slugs: string[];
  /** Of those, the translations (`translations`): each after its original. */
  versions: string[];
  photos: number;
  /**
   * The newest story's moment of publication. The archive runs on at a fixed rate from 2020 (100,000
   * stories reach 2069): a build as at an earlier moment holds the later ones back, as scheduled.
   */
  newest: Date;
}

interface Source {
  slug: string;
  category: CategoryId;
  fields: Record<string, unknown>;
  content: string;
}

const SAMPLE_ARTICLES = path.join('data', 'articles');
const SAMPLE_IMAGES = path.join('public', 'images', 'articles');
/** Photographs in turn: one narrower than the widest variant (1600), so it is never upscaled, and a wide one. */
const PHOTO_SIZES = [
  { width: 1400, height: 1050 },
  { width: 2000, height: 1125 },
];

/**
 * What each copy gets of its own: a sample's dates, update or caption belong to that sample, and so
 * do its live coverage (its updates are not copied), its banner and its place on the front page.
 */
const OWN_FIELDS = new Set([
  'content',
  'translationOf',
  'publishedDate',
  'updatedDate',
  'corrections',
  'imageCaption',
  'imageCredit',
  'live',
  'coverageEnd',
  'breakingUntil',
  'pinned',
]);

/** The sample stories of one edition (the default edition's by default), as templates. */
function readSources(lang = defaultEdition.id): Source[] {
  return readArticleRecords(SAMPLE_ARTICLES).flatMap(({ data }) => {
    const record = data as Record<string, unknown>;
    if ((record.lang ?? defaultEdition.id) !== lang) return [];
    const fields = Object.fromEntries(Object.entries(record).filter(([key]) => !OWN_FIELDS.has(key)));
    return [{ slug: String(fields.slug), category: fields.category as CategoryId, fields, content: String(record.content) }];
  });
}

const weightsOf = <T extends string>(ids: readonly T[], weights: Partial<Record<T, number>> = {}) =>
  ids.map((id) => ({ id, weight: weights[id] ?? 1 }));

/** Writes the archive; returns where it is. Existing files of the same names are replaced. */
export async function generateArchive(options: ArchiveOptions): Promise<Archive> {
  const { dir, count, from = 0, seed = 1, photoEvery = 0, photoSizes = PHOTO_SIZES, recent } = options;
  const articlesDir = path.join(dir, 'articles');
  const imagesDir = path.join(dir, 'images');
  fs.mkdirSync(articlesDir, { recursive: true });
  fs.mkdirSync(path.join(imagesDir, 'photos'), { recursive: true });
  fs.cpSync(SAMPLE_IMAGES, path.join(imagesDir, 'articles'), { recursive: true });

  const sources = readSources();
  const translated = options.translations;
  const translatedSources = translated ? readSources(translated.lang) : [];
  const byCategory = new Map(getCategories().map(({ id }) => [id, sources.filter((source) => source.category === id)]));
  const nextCategory = chooser(
    weightsOf(
      getCategories().map(({ id }) => id),
      options.categoryWeights,
    ),
  );
  const nextAuthor = chooser(
    weightsOf(
      getAuthors().map(({ slug }) => slug),
      options.authorWeights,
    ),
  );
  const nextTopic =
    options.extraTopics && options.extraTopics.length > 0
      ? chooser(options.extraTopics.map((id, rank) => ({ id, weight: 1 / (rank + 1) })))
      : null;
  const usedOfCategory = new Map<string, number>();
  const dates = storyDates(seed);

  const slugs: string[] = [];
  const versions: string[] = [];
  let photos = 0;
  let newest = 0;
  for (let index = 0; index < count; index += 1) {
    // Every choice is drawn for every index, written or not, so article k is the same whatever `from` is.
    const category = nextCategory();
    const author = nextAuthor();
    const extraTopic = nextTopic?.();
    const dated = dates.next().value!;
    const hoursBefore = recent ? count - index : 0;
    const { publishedDate, updatedDate } =
      recent && hoursBefore <= recent.count
        ? { publishedDate: new Date(recent.now.getTime() - hoursBefore * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z') }
        : dated;
    const used = usedOfCategory.get(category) ?? 0;
    usedOfCategory.set(category, used + 1);
    newest = Math.max(newest, toInstant(publishedDate).getTime());
    if (index < from) continue;

    const categorySources = byCategory.get(category)!;
    const source = categorySources[used % categorySources.length];
    const number = index + 1;
    const slug = `${source.slug}-${number}`;
    const photo = photoEvery > 0 && number % photoEvery === 0 ? photoSizes[(number / photoEvery - 1) % photoSizes.length] : null;
    const fields: Record<string, unknown> = {
      ...source.fields,
      title: `${source.fields.title} (No. ${number})`,
      slug,
      category,
      author,
      ...(extraTopic && { topics: [...(source.fields.topics as string[]), extraTopic] }),
      publishedDate,
      ...(updatedDate && { updatedDate }),
    };
    if (photo) {
      const file = path.join(imagesDir, 'photos', `${slug}.jpg`);
      await writePhoto(file, photo.width, photo.height, seed * 7919 + number);
      Object.assign(fields, {
        imageURL: `/images/photos/${slug}.jpg`,
        imageAlt: 'A generated test photograph: a colour gradient with film grain',
        imageCaption: `A generated test photograph, ${photo.width} by ${photo.height} pixels.`,
        imageCredit: 'Archive generator',
      });
      photos += 1;
    }
    writeStory(articlesDir, `${slug}.html`, fields, source.content);
    slugs.push(slug);
    if (translated && number % translated.every === 0) {
      const pool = translatedSources.filter((other) => other.category === category);
      const other = (pool.length > 0 ? pool : translatedSources)[number % (pool.length || translatedSources.length)];
      const version = `${other.slug}-${number}`;
      const { imageURL, imageAlt, imageCaption, imageCredit } = fields;
      const copy = { ...other.fields, title: `${other.fields.title} (n.º ${number})`, slug: version, category, author };
      Object.assign(copy, { topics: fields.topics, publishedDate, ...(updatedDate && { updatedDate }) });
      Object.assign(copy, { imageURL, imageAlt, imageCaption, imageCredit, translationOf: slug });
      writeStory(articlesDir, `${version}.html`, copy, other.content);
      slugs.push(version);
      versions.push(version);
    }
  }
  return { articlesDir, imagesDir, slugs, versions, photos, newest: new Date(newest) };
}

/** Writes a story into the folder of the year of its publication, as the stories are filed (server/content/load.ts). */
function writeStory(articlesDir: string, name: string, fields: Record<string, unknown>, content: string): void {
  const folder = path.join(articlesDir, filingYear(fields.publishedDate)!);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), articleFile(fields, content));
}

/** The file of a story of the archive, by slug. */
export function storyFile(articlesDir: string, slug: string): string {
  const file = listStoryFiles(articlesDir).files.find((candidate) => storyName(candidate) === slug);
  if (!file) throw new Error(`no story ${slug} in ${articlesDir}`);
  return file;
}

/** Sets a front-matter field of a story, as an editor would; a value it already has would prove nothing, so that throws. */
export function editField(articlesDir: string, slug: string, field: string, value: string): void {
  const file = storyFile(articlesDir, slug);
  const text = fs.readFileSync(file, 'utf8');
  const line = new RegExp(`^${field}: .*$`, 'm');
  const edited = text.replace(line, `${field}: "${value}"`);
  if (!line.test(text)) throw new Error(`${slug}: no ${field} field`);
  if (edited === text) throw new Error(`${slug}: ${field} is already "${value}"`);
  fs.writeFileSync(file, edited);
}

/** Adds front-matter fields a story lacks, as an editor would (`addFields(dir, slug, { pinned: true })`). */
export function addFields(articlesDir: string, slug: string, fields: Record<string, unknown>): void {
  const file = storyFile(articlesDir, slug);
  const text = fs.readFileSync(file, 'utf8');
  for (const field of Object.keys(fields))
    if (new RegExp(`^${field}:`, 'm').test(text)) throw new Error(`${slug}: ${field} is set already`);
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  fs.writeFileSync(file, text.replace(/^---\n/, `---\n${lines.join('\n')}\n`));
}

/**
 * Adds one update to a live story, as an editor would: `{name}/updates/{id}.md` beside its file,
 * `minutes` after the story's publication, by its own writer. Returns the update's id.
 */
export function addUpdate(articlesDir: string, slug: string, number: number, minutes: number): string {
  const file = storyFile(articlesDir, slug);
  const fields = toArticleRecord(file, fs.readFileSync(file, 'utf8')).data as { publishedDate: string; author: string };
  const time = new Date(toInstant(fields.publishedDate).getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const id = `update-${number}`;
  const folder = updatesFolder(file);
  fs.mkdirSync(folder, { recursive: true });
  const front = { time, headline: `Update ${number} on the story`, author: fields.author, ...(number === 1 && { key: true }) };
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  fs.writeFileSync(
    path.join(folder, `${id}.md`),
    `---\n${lines.join('\n')}\n---\nWhat happened, as update ${number} tells it: the latest of the story so far.\n`,
  );
  return id;
}

/** Makes a story live with `updates` updates, 30 minutes apart from its publication, open until `coverageEnd` if given. */
export function makeLive(
  articlesDir: string,
  slug: string,
  { updates = 2, coverageEnd }: { updates?: number; coverageEnd?: string } = {},
) {
  addFields(articlesDir, slug, { live: true, ...(coverageEnd && { coverageEnd }) });
  for (let number = 1; number <= updates; number += 1) addUpdate(articlesDir, slug, number, number * 30);
}

/** Front matter as YAML (each value a JSON string or number, which YAML reads as written), then the body. */
function articleFile(fields: Record<string, unknown>, content: string): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n${content}\n`;
}

/**
 * A JPEG that compresses like a photograph rather than like flat art: a diagonal gradient between
 * two colours with per-pixel grain, drawn from a seeded generator so the same seed gives the same file.
 */
export async function writePhoto(file: string, width: number, height: number, seed: number): Promise<void> {
  const random = randomFor(seed, 0);
  const from = [0, 1, 2].map(() => 40 + Math.floor(random() * 120));
  const to = [0, 1, 2].map(() => 100 + Math.floor(random() * 155));
  const pixels = Buffer.alloc(width * height * 3);
  let grain = seed >>> 0 || 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      grain ^= grain << 13;
      grain ^= grain >>> 17;
      grain ^= grain << 5;
      const noise = ((grain >>> 0) % 41) - 20;
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = from[channel] + (to[channel] - from[channel]) * t + noise;
        pixels[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(file);
}

if (require.main === module) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'photo-every': { type: 'string', default: '0' }, seed: { type: 'string', default: '1' } },
  });
  const [dir, count] = positionals;
  if (!dir || !/^\d+$/.test(count ?? '')) {
    console.error(
      'usage: tsx --conditions=react-server scripts/tools/archive/generate.ts DIR COUNT [--photo-every N] [--seed N]',
    );
    process.exit(2);
  }
  generateArchive({ dir, count: Number(count), photoEvery: Number(values['photo-every']), seed: Number(values.seed) }).then(
    (archive) => console.log(`Wrote ${archive.slugs.length} articles (${archive.photos} with photographs) to ${dir}.`),
  );
}
