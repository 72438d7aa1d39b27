import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type reference from '@/data/editions/en.json';
import { getAuthors, type Author } from '@/lib/authors';
import { addedEditions } from '@/lib/site';
import { getCategories, sectionNameIn, type Category } from '@/lib/categories';
import { defaultEdition, editionOf, editions, type Edition, isDefault } from '@/lib/editions';
import { getTopics, type Topic } from '@/lib/topics';
import { staffWordsSchema } from '@/lib/author-schema';
import { topicWordsSchema } from '@/lib/topic-schema';
import { STAFF, TOPICS, listProblems as checkList, type ListFile } from '../content/lists';
import { settings } from '../settings';

/**
 * Every word of an edition's interface, `data/editions/{id}.json`. The default edition's file is the
 * reference: every other must have each of its keys (`dictionaryProblems`, checked by the build's
 * first step), so no page of another edition falls back to the default's words.
 */
export type Messages = typeof reference & {
  /** Another edition's section names, by id (the default edition's are in lib/site.ts). */
  sections?: Record<string, { name: string; displayName: string }>;
};

/**
 * The folder of an edition's files, relative to the project: data/, or EDITIONS_DIR for an edition
 * that EXTRA_EDITIONS adds (server/settings.ts).
 */
export const editionFilesDir = (edition: Pick<Edition, 'id'>) =>
  isAdded(edition) ? path.relative(process.cwd(), settings.editionsDir) : 'data';

/** Whether EXTRA_EDITIONS adds the edition (lib/site.ts `addedEditions`). */
export const isAdded = (edition: Pick<Edition, 'id'>) => addedEditions.some(({ id }) => id === edition.id);

const dictionaryFile = (edition: Edition) => path.join(editionFilesDir(edition), 'editions', `${edition.id}.json`);

const dictionaries = new Map<string, Messages>();

/** An edition's words, read once per process. */
export function messagesOf(edition: Edition): Messages {
  let messages = dictionaries.get(edition.id);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.resolve(dictionaryFile(edition)), 'utf8')) as Messages;
    dictionaries.set(edition.id, messages);
  }
  return messages;
}

/** The keys (`article.byline`) that `reference` has and `dictionary` lacks, or has as another kind of value. */
export function missingKeys(reference: unknown, dictionary: unknown, prefix = ''): string[] {
  if (typeof reference !== 'object' || reference === null) {
    return typeof dictionary === typeof reference && dictionary !== '' ? [] : [prefix];
  }
  const other = typeof dictionary === 'object' && dictionary !== null ? (dictionary as Record<string, unknown>) : {};
  return Object.entries(reference).flatMap(([key, value]) => missingKeys(value, other[key], prefix ? `${prefix}.${key}` : key));
}

/**
 * Another edition's words for the newsroom's lists: `data/topics.{id}.json` (each topic's name and
 * description) and `data/authors.{id}.json` (each author's role and bio), by id and slug; each checked
 * by its schema as the lists themselves are (server/content/lists.ts), and edited at /admin/.
 */
interface Overlays {
  topics: Map<string, Pick<Topic, 'name' | 'description'>>;
  authors: Map<string, Pick<Author, 'role' | 'bio'>>;
}

/** An edition's words for the topics and the staff, as list files: where each is, and its schema. */
export const listWordsFiles = (edition: Edition): { topics: ListFile; authors: ListFile } => {
  const file = (name: string) => path.join(editionFilesDir(edition), `${name}.${edition.id}.json`);
  return {
    topics: { ...TOPICS, file: file('topics'), title: `${edition.name} topics file`, schema: topicWordsSchema },
    authors: { ...STAFF, file: file('authors'), title: `${edition.name} staff file`, schema: staffWordsSchema },
  };
};

/** An edition's list file, parsed: its schema's check says what is wrong with it (`listProblems`). */
const readList = ({ file }: ListFile): unknown => JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));

/** A list file's entries, none where it has no list (its schema's problem). */
function entriesOf<T>(data: unknown, list: string): T[] {
  const entries = (data as Record<string, unknown> | null)?.[list];
  return Array.isArray(entries) ? (entries as T[]) : [];
}

/** A file's size and time: the list files are read again when one changes. */
const stampOf = (file: string) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'none';
};

const read = new Map<string, { stamp: string; data: { topics: unknown; authors: unknown }; overlays: Overlays }>();

/**
 * An edition's list files, as parsed and as looked up, read once and again when either changes: `npm run dev`
 * shows a name edited at /admin/ on the next page load, as it does a standing page's text.
 */
function listsOf(edition: Edition) {
  const files = listWordsFiles(edition);
  const stamp = `${stampOf(files.topics.file)}|${stampOf(files.authors.file)}`;
  let found = read.get(edition.id);
  if (found?.stamp !== stamp) {
    const data = { topics: readList(files.topics), authors: readList(files.authors) };
    const topics = entriesOf<Topic>(data.topics, 'topics');
    const authors = entriesOf<Author>(data.authors, 'authors');
    found = {
      stamp,
      data,
      overlays: {
        topics: new Map(topics.map(({ id, name, description }) => [id, { name, description }])),
        authors: new Map(authors.map(({ slug, role, bio }) => [slug, { role, bio }])),
      },
    };
    read.set(edition.id, found);
  }
  return found;
}

/** A section as an edition names it (the page's edition by default). */
export function localCategory(category: Category | null, edition = currentEdition()): Category | null {
  if (!category) return null;
  const names = messagesOf(edition).sections;
  return { ...category, name: sectionNameIn(names, category, 'name'), displayName: sectionNameIn(names, category) } as Category;
}

/** A topic as an edition names and describes it. */
export function localTopic(topic: Topic | null, edition = currentEdition()): Topic | null {
  if (!topic || isDefault(edition)) return topic;
  return { ...topic, ...listsOf(edition).overlays.topics.get(topic.id) };
}

/** An author as an edition describes them: their role and bio in its language. */
export function localAuthor(author: Author | null, edition = currentEdition()): Author | null {
  if (!author || isDefault(edition)) return author;
  return { ...author, ...listsOf(edition).overlays.authors.get(author.slug) };
}

/**
 * What is wrong with the editions that EXTRA_EDITIONS adds (lib/site.ts `addedEditions`), one line each:
 * each is `{ id, locale, name, dir }`, with an id of its own (a language's subtag) and `dir` "ltr" or "rtl".
 */
export function addedEditionProblems(added: readonly unknown[] = addedEditions): string[] {
  if (!Array.isArray(added)) return ['Invalid EXTRA_EDITIONS: it must be a JSON list of { id, locale, name, dir }'];
  const taken = new Set(editions.filter((edition) => !added.includes(edition)).map((edition) => edition.id));
  return added.flatMap((edition: unknown, index) => {
    const fields = (typeof edition === 'object' && edition !== null ? edition : {}) as Record<string, unknown>;
    const text = (field: string) => typeof fields[field] === 'string' && fields[field] !== '';
    const wrong = [
      !/^[a-z]{2,3}$/.test(String(fields.id)) && '"id" must be a language subtag (ar)',
      taken.has(String(fields.id)) && `"id" "${String(fields.id)}" is another edition's`,
      !text('locale') && '"locale" must be a BCP 47 tag',
      !text('name') && '"name" must be the language\'s own name',
      fields.dir !== 'ltr' && fields.dir !== 'rtl' && '"dir" must be "ltr" or "rtl"',
    ].filter((problem) => problem !== false);
    taken.add(String(fields.id));
    return wrong.map((problem) => `Invalid EXTRA_EDITIONS: edition ${index + 1} (${JSON.stringify(edition)}): ${problem}`);
  });
}

/** Each edition's dictionary problems, one line a missing or unreadable file or a missing key. */
export function dictionaryProblems(): string[] {
  const read = (edition: Edition): unknown => {
    try {
      return messagesOf(edition);
    } catch (error) {
      return error;
    }
  };
  const reference = read(defaultEdition);
  const added = addedEditionProblems();
  if (added.length > 0) return added;
  return editions.flatMap((edition) => {
    const file = dictionaryFile(edition);
    const dictionary = read(edition);
    if (dictionary instanceof Error) return [`Invalid dictionary ${file}: ${dictionary.message}`];
    if (reference instanceof Error) return [];
    const missing = missingKeys(reference, dictionary).map(
      (key) => `Invalid dictionary ${file}: key "${key}" is missing (${dictionaryFile(defaultEdition)} has it)`,
    );
    return isDefault(edition) ? missing : [...missing, ...listProblems(edition, dictionary as Messages)];
  });
}

/**
 * Another edition's names for every section, topic and author, as its files must give them: each list
 * file as its schema says, naming only topics and staff there are, and leaving none out.
 */
function listProblems(edition: Edition, dictionary: Messages): string[] {
  const problems = getCategories()
    .filter((category) => !dictionary.sections?.[category.id]?.name || !dictionary.sections[category.id].displayName)
    .map(({ id }) => `Invalid dictionary ${dictionaryFile(edition)}: key "sections.${id}" needs a name and a displayName`);
  const files = listWordsFiles(edition);
  let lists: ReturnType<typeof listsOf>;
  try {
    lists = listsOf(edition);
  } catch (error) {
    return [...problems, `Invalid edition "${edition.id}": ${(error as Error).message}`];
  }
  problems.push(...checkList(files.topics, lists.data.topics), ...checkList(files.authors, lists.data.authors));
  // Each entry names one of the default edition's list, and none of those is left out.
  const covers = ({ file, entry }: ListFile, words: Map<string, unknown>, reference: ListFile, keys: string[]) => {
    for (const key of words.keys())
      if (!keys.includes(key)) problems.push(`Invalid ${file}: ${entry} "${key}" is not in ${reference.file}`);
    for (const key of keys)
      if (!words.has(key)) problems.push(`Invalid ${file}: ${entry} "${key}" is missing (${reference.file} has it)`);
  };
  covers(
    files.topics,
    lists.overlays.topics,
    TOPICS,
    getTopics().map(({ id }) => id),
  );
  covers(
    files.authors,
    lists.overlays.authors,
    STAFF,
    getAuthors().map(({ slug }) => slug),
  );
  return problems;
}

/**
 * The edition a page is rendered in, for the server components under it. A page or layout enters
 * its edition from its route's `edition` parameter (absent in the default edition's routes), and
 * every component it renders reads it from here instead of being handed it: React's `cache` keeps
 * one value per render, as next-intl's `setRequestLocale` does for statically rendered pages.
 * Outside a render (a feed, the sitemap) nothing is kept and callers name the edition.
 */
const pageEdition = cache((): { edition: Edition } => ({ edition: defaultEdition }));

export async function enterEdition(params: Promise<{ edition?: string }> | undefined): Promise<Edition> {
  const edition = editionOf((await params)?.edition);
  pageEdition().edition = edition;
  return edition;
}

/**
 * Outside a render, where React keeps nothing: the edition whose pages the build is drawing without
 * Next (the text-only copies, scripts/pipeline/export/lite.ts), entered for the time of `draw`.
 */
const drawnEdition = new AsyncLocalStorage<Edition>();

export const inEditionScope = <T>(edition: Edition, draw: () => T): T => drawnEdition.run(edition, draw);

/** The edition of the page being rendered or drawn (the default outside one). */
export const currentEdition = (): Edition => drawnEdition.getStore() ?? pageEdition().edition;

/** The words of the page being rendered. */
export const messages = (): Messages => messagesOf(currentEdition());

/**
 * The words the browser's code says on any page, handed to it with each page (in its payload, not in a
 * script): of each namespace, the keys some client component reads, and no more. A client component
 * that reads another does not compile (`ClientMessages` has only these), so the list stays the code's.
 * The words only the server says stay out (the head's, the text-only edition's, the story's and the
 * listings' headings), and so do those of the views only some pages have, which those pages hand their
 * client components themselves: the search page its panel the `search` words, a live story its poller
 * the `live` words, the offline and saved pages theirs the `offline` words, a not-found page its view
 * the `notFound` words.
 */
const CLIENT_WORDS = {
  site: ['tagline', 'description', 'copyright'],
  layout: [
    'mainNav',
    'menu',
    'home',
    'siteSearch',
    'search',
    'searchPlaceholder',
    'pages',
    'topics',
    'corrections',
    'newsroom',
    // The section bar links the lists of stories (server/collections.ts) by their names.
    'latest',
    'opinion',
    'quickLinks',
    'savedStories',
    'textOnly',
    'saveData',
    'saveDataLink',
    'theme',
    'themeLabel',
    'themes',
    'themeModes',
    'themeSystemNow',
  ],
  listing: ['breadcrumb', 'page', 'topic', 'topStories', 'viewMore', 'viewMoreOf', 'emptySection', 'loadingFeatured'],
  article: [
    'backTo',
    'by',
    'updated',
    'corrected',
    'typesOfWork',
    'kinds',
    'kindNotes',
    'live',
    'share',
    'linkCopied',
    'saveOffline',
    'savedOnDevice',
    'removedFromSaved',
    'couldNotSave',
    'notFound',
  ],
  loading: ['status'],
  ui: ['returnHome', 'errorTitle', 'errorText', 'shareFailed', 'copyFailed'],
} as const satisfies { [N in keyof Messages]?: readonly (keyof Messages[N])[] };

type ClientWords = typeof CLIENT_WORDS;
export type ClientMessages = {
  [N in keyof ClientWords]: Pick<Messages[N], Extract<ClientWords[N][number], keyof Messages[N]>>;
} & Pick<Messages, 'sections'>;

const handed = new WeakMap<Messages, ClientMessages>();

/** The words `CLIENT_WORDS` lists, picked once per dictionary (every page's layout asks). */
export function clientMessages(words: Messages): ClientMessages {
  const known = handed.get(words);
  if (known) return known;
  const picked = Object.fromEntries(
    Object.entries(CLIENT_WORDS).map(([name, keys]) => {
      const namespace = words[name as keyof ClientWords] as Record<string, unknown>;
      return [name, Object.fromEntries(keys.map((key: string) => [key, namespace[key]]))];
    }),
  );
  const client = { ...picked, ...(words.sections && { sections: words.sections }) } as ClientMessages;
  handed.set(words, client);
  return client;
}

/** The parent parameters Next gives a route's `generateStaticParams`: the edition's, under app/(editions)/. */
export interface EditionParams {
  params?: { edition?: string };
}

/** The edition whose pages a route's `generateStaticParams` lists. */
export const editionToList = ({ params }: EditionParams = {}): Edition => editionOf(params?.edition);
