/**
 * The editor's configuration (Decap CMS at /admin/, `config.yml`), made from the schemas the content
 * check itself uses: the story's (lib/article-schema.ts, whose sections come from lib/site.ts, whose
 * staff from data/authors.json and whose kinds are ARTICLE_KINDS), a live update's (the same file),
 * the standing page's (server/pages.ts) and the staff file's (lib/author-schema.ts). Each open live
 * story has a collection of its own, its updates' folder: an update is written there, beside the
 * others. Every field of a schema becomes a field of the form, required where the schema requires
 * it, with the schema's own pattern and the content check's words for what breaks it; a field the
 * schema gains shows in the editor on the next build. What only a person can say (a label, a hint, that the body is Markdown and the picture an
 * upload) is in `PRESENTATION` below, by field name; a field there that the schema lacks, or a field
 * whose kind this file cannot put in a form, stops the build.
 */
import 'server-only';
import { z } from 'zod';
import { ARTICLE_KINDS } from '@/lib/article';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, articleSchema, liveUpdateSchema } from '@/lib/article-schema';
import { staffSchema, staffWordsSchema } from '@/lib/author-schema';
import { topicWordsSchema, topicsFileSchema } from '@/lib/topic-schema';
import { getTopics } from '@/lib/topics';
import { defaultEdition, editions, inEdition, isDefault, prefixedEditions } from '@/lib/editions';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { editorRepository, editorSettings } from '@/lib/editor';
import { absoluteUrl, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { listWordsFiles } from '@/server/editions';
import { pageFile, pageSchema } from '@/server/pages';
import { TRANSLATED_FOLDER, type StoryYear } from '@/server/content/stored';

/** Where the content lives in the repository, as the editor commits it. */
export const CONTENT = {
  articles: 'data/articles',
  staff: 'data/authors.json',
  topics: 'data/topics.json',
  /** The pictures: a story's `imageURL` is `/images/articles/{file}`, the file in `public/images/articles/`. */
  mediaFolder: 'public/images/articles',
  publicFolder: '/images/articles',
} as const;

/**
 * The date the datetime widget writes: the moment with the writer's own offset, one of the two forms
 * the schema takes (`2026-05-07T14:30:00-07:00`; parseArticleDate, lib/dates.ts).
 */
export const DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

/**
 * The name a picture's file may have. Decap checks an image field's pattern against the file's name
 * alone, and writes the field as `public_folder/{name}`: so this is the schema's imageURL pattern with
 * its folder taken off (the unit test holds the two to each other).
 */
export const IMAGE_FILE_PATTERN = `^[a-z0-9-]+\\.(?:${IMAGE_TYPES.join('|')})$`;

/** The newsroom's logo beside the editor's page (./files.ts `editorLogo`), which the config names for Decap to show. */
export const EDITOR_LOGO_FILE = 'logo.svg';

/** A field of Decap's form (https://decapcms.org/docs/widgets/). */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'select' | 'boolean' | 'datetime' | 'image' | 'list';
  required: boolean;
  hint?: string;
  /** A regular expression the value must match, and what the editor says when it does not. */
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  default?: string | boolean;
  format?: string;
  fields?: EditorField[];
  [option: string]: unknown;
}

/** What a person says about a field: everything else comes from its schema. */
interface Presentation {
  label?: string;
  hint?: string;
  /** A string's widget, where a one-line field is not the right one. */
  widget?: 'text' | 'markdown' | 'image';
  /** The front-matter field's name in the editor, where Decap has its own (the body is `body`). */
  name?: string;
  default?: string | boolean;
  /** A select's labels, by value (the value itself otherwise). */
  optionLabels?: Record<string, string>;
  /** A string's value as a choice, labels by value: where it names an entry of a list the build reads (a topic). */
  choices?: Record<string, string>;
  /** A list's fields. */
  fields?: Record<string, Presentation>;
  /** Widget options passed through as they are. */
  options?: Record<string, unknown>;
}

const sectionNames = () => Object.fromEntries(getCategories().map((section) => [section.id, section.displayName]));
const staffNames = () => Object.fromEntries(getAuthors().map((author) => [author.slug, `${author.name}, ${author.role}`]));
const topicNames = () => Object.fromEntries(getTopics().map((topic) => [topic.id, topic.name]));
const kindNames: Record<(typeof ARTICLE_KINDS)[number], string> = {
  news: 'News',
  analysis: 'Analysis',
  opinion: 'Opinion',
  explainer: 'Explainer',
};

/** The Markdown a story or page may use: what the site's typography styles (docs/newsroom.md, "Write a story"). */
const MARKDOWN = {
  modes: ['rich_text', 'raw'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  // The hero is the one picture a story has: no pictures or code blocks inside the text.
  editor_components: [],
};

/** A picture uploaded from the writer's device: one over the size the content check takes is refused as it is chosen, before it is sent. */
const PICTURE: Presentation = {
  widget: 'image',
  options: { choose_url: false, media_library: { config: { max_file_size: MAX_IMAGE_BYTES } } },
};

const STORY: Record<string, Presentation> = {
  title: { label: 'Headline' },
  // Its hint names the story's address in each edition (storyPresentation).
  slug: { label: 'Slug' },
  // Their options' labels are the sections' and the staff's names, read as the config is made (storyPresentation).
  category: { label: 'Section' },
  author: { label: 'Author' },
  topics: {
    label: 'Topics',
    hint: 'The subjects the story follows across sections, its main topic first: its "More on" list is that topic\'s. A new topic is added under Topics.',
  },
  excerpt: { label: 'Standfirst', widget: 'text', hint: 'One or two sentences under the headline.' },
  content: { name: 'body', label: 'Story', widget: 'markdown', options: MARKDOWN },
  imageURL: {
    label: 'Picture',
    ...PICTURE,
    hint: 'SVG art, or a photograph (JPEG, PNG, WebP, AVIF) at least 1,200 px wide; its file name of a-z, 0-9 and hyphens.',
  },
  imageAlt: { label: 'Alt text', hint: 'What the picture shows, for readers who cannot see it.' },
  imageCaption: { label: 'Caption' },
  imageCredit: { label: 'Credit' },
  publishedDate: { label: 'Published', default: '{{now}}', hint: 'The moment of publication, in your own time zone.' },
  updatedDate: { label: 'Updated', hint: 'Shown as "Updated {date}"; not before the publication.' },
  kind: { label: 'Type of work', hint: 'Empty for news.', optionLabels: kindNames },
  lang: { label: 'Edition' },
  translationOf: {
    label: 'Translation of',
    hint: "For a version of a story of another edition: that story's slug (its original). Each page then links the other. Empty for an original.",
  },
  corrections: {
    label: 'Corrections',
    hint: 'Each dated, none before the publication: listed at the foot of the story and on /corrections/.',
    fields: { date: { label: 'Date', default: '{{now}}' }, text: { label: 'Correction', widget: 'text' } },
    // None to begin with: Decap would otherwise start every story with one, dated by its field's default.
    options: { label_singular: 'correction', summary: '{{fields.date}}: {{fields.text}}', default: [] },
  },
  draft: { label: 'Draft', hint: 'Held back from the site while checked.' },
  live: {
    label: 'Live coverage',
    hint: 'A story that grows by updates. Once it is published, reload the editor: its updates have a collection of their own, "Live: {headline}", until the coverage ends.',
  },
  coverageEnd: { label: 'Coverage ends', hint: 'The moment the live coverage closes; empty while it runs.' },
  breakingUntil: {
    label: 'Breaking-news banner until',
    hint: 'Until this moment a banner across the top of every page links to this story.',
  },
  pinned: { label: 'Pinned', hint: 'Leads the front page whatever its date.' },
};

const UPDATE: Record<string, Presentation> = {
  time: { label: 'Time', default: '{{now}}', hint: 'When it happened, in your own time zone: updates are listed newest first.' },
  headline: { label: 'Headline' },
  // Its options' labels are the staff's names (updatePresentation).
  author: { label: 'Author' },
  key: { label: 'Key event', hint: 'Listed under "Key events" at the top of the story.' },
  pinned: { label: 'Pinned', hint: 'Shown first of all, above the newest update; one update of a story at most.' },
  content: { name: 'body', label: 'Update', widget: 'markdown', options: MARKDOWN },
  photos: {
    label: 'Photos',
    hint: 'From your phone or camera, shown under the update: each with its alt text.',
    fields: {
      imageURL: { label: 'Photo', ...PICTURE, hint: 'A photograph (JPEG, PNG, WebP, AVIF) at least 1,200 px wide, or SVG art.' },
      imageAlt: { label: 'Alt text', hint: 'What the photo shows, for readers who cannot see it.' },
      imageCaption: { label: 'Caption' },
      imageCredit: { label: 'Credit' },
    },
    // None to begin with: an update has no photo until one is added.
    options: { label_singular: 'photo', summary: '{{fields.imageAlt}}', default: [] },
  },
};

const PAGE: Record<string, Presentation> = {
  title: { label: 'Title' },
  description: { label: 'Description', widget: 'text', hint: 'For search results and share cards.' },
};

const TOPICS: Record<string, Presentation> = {
  topics: {
    label: 'Topics',
    fields: {
      id: { label: 'Id', hint: 'Its address, /topic/{id}/, and what a story names: lowercase words and hyphens. Set it once.' },
      name: { label: 'Name' },
      description: {
        label: 'Description',
        widget: 'text',
        hint: "One line under the name on its page, and its feed's description.",
      },
    },
    options: { label_singular: 'topic', summary: '{{fields.name}}' },
  },
};

const STAFF: Record<string, Presentation> = {
  authors: {
    label: 'Authors',
    fields: {
      slug: { label: 'Slug', hint: "Their address, /author/{slug}/, and what a story's author names." },
      name: { label: 'Name' },
      role: { label: 'Role' },
      bio: { label: 'Biography', widget: 'text' },
    },
    options: { label_singular: 'author', summary: '{{fields.name}}, {{fields.role}}' },
  },
};

/**
 * Another edition's words for a list: each entry names one of the default edition's list by its key,
 * a choice from that list, and gives its words in the edition's language.
 */
const topicWords = (): Record<string, Presentation> => ({
  topics: {
    label: 'Topics',
    fields: {
      id: { label: 'Topic', hint: 'The topic of the Topics list these words are for.', choices: topicNames() },
      name: { label: 'Name', hint: "The topic's name in this edition's language." },
      description: { label: 'Description', widget: 'text', hint: 'One line under the name on its page, in this language.' },
    },
    options: { label_singular: 'topic', summary: '{{fields.id}}: {{fields.name}}' },
  },
});

const staffWords = (): Record<string, Presentation> => ({
  authors: {
    label: 'Authors',
    fields: {
      slug: { label: 'Author', hint: 'The author of the Authors list these words are for.', choices: staffNames() },
      role: { label: 'Role', hint: "Their role in this edition's language." },
      bio: { label: 'Biography', widget: 'text' },
    },
    options: { label_singular: 'author', summary: '{{fields.slug}}: {{fields.role}}' },
  },
});

/** A story's address in each edition, by the edition's name: "English /news/{slug}/, Español /es/news/{slug}/". */
const storyAddresses = (between: string) =>
  editions.map((edition) => `${edition.name}${between}${inEdition(edition, routes.article('{slug}'))}`).join(', ');

/** The story's presentation with the names of today's sections, staff and editions: one added shows on the next build. */
const storyPresentation = (): Record<string, Presentation> => ({
  ...STORY,
  slug: {
    ...STORY.slug,
    hint: `The address (${storyAddresses(' ')}) and the file name: lowercase words and hyphens. Set it once; a changed slug is a new address.`,
  },
  category: { ...STORY.category, optionLabels: sectionNames() },
  author: { ...STORY.author, optionLabels: staffNames() },
  topics: { ...STORY.topics, optionLabels: topicNames() },
  // Each edition by the name its readers know it by: "English", "Español".
  lang: {
    ...STORY.lang,
    hint: `The edition the story is published in: ${storyAddresses(' at ')}.`,
    optionLabels: Object.fromEntries(editions.map((edition) => [edition.id, edition.name])),
  },
});

const updatePresentation = (): Record<string, Presentation> => ({
  ...UPDATE,
  author: { ...UPDATE.author, optionLabels: staffNames() },
});

const humanize = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** What the content check says of `value` in this field, or nothing if it takes it. */
function refusal(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

/** A date, as the schema reads one: it takes a moment with its offset (a day too, mostly), and refuses a word. */
const isDate = (schema: z.ZodType) => schema.safeParse('2025-05-07T14:30:00-07:00').success && !schema.safeParse('today').success;

/** The schema a field holds once it is given (an optional field's inner schema). */
const given = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema);

/**
 * The editor's fields for an object schema's fields, in the schema's order. `where` names the
 * schema in errors.
 */
export function formFields(schema: z.ZodObject, presentation: Record<string, Presentation>, where: string): EditorField[] {
  const shape = schema.shape as Record<string, z.ZodType>;
  const unknown = Object.keys(presentation).filter((name) => !(name in shape));
  if (unknown.length > 0)
    throw new Error(`The editor presents ${unknown.join(', ')}, which ${where} does not have (server/editor/config.ts)`);
  return Object.entries(shape).map(([key, field]) => formField(key, field, presentation[key] ?? {}, where));
}

function formField(key: string, field: z.ZodType, shown: Presentation, where: string): EditorField {
  const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as z.core.JSONSchema.BaseSchema;
  const inner = given(field);
  const base = {
    name: shown.name ?? key,
    label: shown.label ?? humanize(key),
    required: !field.safeParse(undefined).success,
    ...(shown.hint && { hint: shown.hint }),
    ...(shown.default !== undefined && { default: shown.default }),
    ...shown.options,
  };
  if (json.type === 'boolean') return { ...base, widget: 'boolean' };
  if (Array.isArray(json.enum)) {
    const values = json.enum.map(String);
    return {
      ...base,
      widget: 'select',
      options: values.map((value) => ({ label: shown.optionLabels?.[value] ?? value, value })),
    };
  }
  // A list of choices (a story's topics): a select of many, as many at least as the schema asks.
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodEnum) {
    const values = (inner.element.options as (string | number)[]).map(String);
    return {
      ...base,
      widget: 'select',
      multiple: true,
      ...(typeof json.minItems === 'number' && { min: json.minItems }),
      options: values.map((value) => ({ label: shown.optionLabels?.[value] ?? value, value })),
    };
  }
  if (json.type === 'array' && inner instanceof z.ZodArray && inner.element instanceof z.ZodObject)
    return { ...base, widget: 'list', fields: formFields(inner.element, shown.fields ?? {}, `${where}.${key}`) };
  if (json.type === 'string' && shown.choices)
    return { ...base, widget: 'select', options: Object.entries(shown.choices).map(([value, label]) => ({ label, value })) };
  if (json.type === 'string') {
    if (isDate(inner)) return { ...base, widget: 'datetime', format: DATE_FORMAT, picker_utc: false };
    const checked = patternOf(key, inner, json);
    if (shown.widget === 'image' && checked.pattern) checked.pattern = [IMAGE_FILE_PATTERN, checked.pattern[1]];
    return { ...base, widget: shown.widget ?? 'string', ...checked };
  }
  throw new Error(
    `The editor has no form field for ${where}.${key} (${json.type ?? 'a kind of value'} it cannot edit): say how in server/editor/config.ts`,
  );
}

/**
 * The pattern the editor checks a string against as it is typed, with the content check's message:
 * the schema's regular expression, or, for text that must not be blank, a character that is not a space.
 */
function patternOf(key: string, schema: z.ZodType, json: z.core.JSONSchema.BaseSchema): { pattern?: [string, string] } {
  const message = (refused: string | undefined) => `field "${key}" ${refused}`;
  if (typeof json.pattern === 'string') {
    const refused = refusal(schema, '?');
    return { pattern: [json.pattern, refused ? message(refused) : `field "${key}" must match ${json.pattern}`] };
  }
  const blank = refusal(schema, ' ');
  return blank ? { pattern: ['\\S', message(blank)] } : {};
}

/** The options of the local backend: decap-server beside `npm run dev` (scripts/tools/dev.ts). */
export const LOCAL_BACKEND_PORT_VARIABLE = 'EDITOR_LOCAL_PORT';

/** The port decap-server listens on beside `npm run dev`, and the editor's config and policy name: 8081, or EDITOR_LOCAL_PORT. */
export function localBackendPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env[LOCAL_BACKEND_PORT_VARIABLE] || 8081);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${LOCAL_BACKEND_PORT_VARIABLE} must be a port number`);
  return port;
}

/** decap-server's address, as the editor in the browser asks it (`localhost`, as Decap's own default). */
export const localBackendOrigin = (port: number) => `http://localhost:${port}`;

/**
 * A year's story collections: its Markdown stories, written and created here, and its HTML ones
 * (where it has any), edited as HTML. A collection is one folder: Decap reads every story of a
 * collection to list, search or sort it, so a year's stories are a list of their own.
 */
function storyCollection(year: string, kind: 'md' | 'html') {
  const fields = formFields(articleSchema, storyPresentation(), 'articleSchema (lib/article-schema.ts)').map((field) =>
    kind === 'html' && field.name === 'body'
      ? { name: 'body', label: 'Story (HTML)', widget: 'text' as const, required: field.required, pattern: field.pattern }
      : field,
  );
  const folder = `${CONTENT.articles}/${year}`;
  return {
    name: kind === 'md' ? `stories-${year}` : `html-stories-${year}`,
    label: kind === 'md' ? `Stories, ${year}` : `Stories in HTML, ${year}`,
    label_singular: 'Story',
    description:
      kind === 'md'
        ? `The stories filed in ${year}, each ${folder}/{slug}.md: its fields, then its text in Markdown.`
        : `Stories of ${year} written in HTML (${folder}/{slug}.html): edited here, new stories are written in Markdown.`,
    folder,
    extension: kind,
    format: 'frontmatter',
    create: kind === 'md',
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['publishedDate', 'title', 'category'],
    // The list of one edition's stories: a story names its edition, and the default edition's need not.
    view_filters: prefixedEditions().map((edition) => ({ label: edition.name, field: 'lang', pattern: `^${edition.id}$` })),
    view_groups: [{ label: 'Edition', field: 'lang' }],
    // No preview pane: Decap's own rendering, without the site's styles, of a picture not yet saved.
    editor: { preview: false },
    preview_path: routes.article('{{slug}}').slice(1),
    fields,
  };
}

/**
 * What a story's version in another edition says in its own words, beside its original: every other
 * field is the original's, copied into the version as it is saved (Decap's `duplicate`), so both have
 * the same section, topics, author, picture and moment of publication.
 */
const TRANSLATED_FIELDS = new Set(['title', 'slug', 'excerpt', 'body', 'imageAlt', 'imageCaption', 'corrections']);
/** What the place of a translated story's files says (server/content/load.ts `versionFile`), not a field. */
const FILED_FIELDS = new Set(['lang', 'translationOf']);

const inEveryEdition = (field: EditorField, translated: boolean): EditorField => ({
  ...field,
  i18n: translated ? true : 'duplicate',
  ...(field.fields && { fields: field.fields.map((inner) => inEveryEdition(inner, translated)) }),
});

/**
 * A year's translated stories, each edited with its versions side by side (Decap's i18n): one file
 * per edition under the original's slug, `{year}/translated/{slug}.en.md` and `{slug}.es.md`.
 */
function translatedCollection(year: string, kind: 'md' | 'html') {
  // The plain collection's list by edition is not this one's: every entry here is in every edition.
  const { view_filters: _filters, view_groups: _groups, ...plain } = storyCollection(year, kind);
  const folder = `${CONTENT.articles}/${year}/${TRANSLATED_FOLDER}`;
  const names = editions.map((edition) => edition.name).join(' and ');
  return {
    ...plain,
    name: kind === 'md' ? `translated-${year}` : `translated-html-${year}`,
    label: kind === 'md' ? `Translated stories, ${year}` : `Translated stories in HTML, ${year}`,
    label_singular: 'Translated story',
    description:
      `Stories in ${names}, side by side: each edition's version is a file of ${folder}, ` +
      `{slug}.${defaultEdition.id}.${kind} and ${prefixedEditions()
        .map((edition) => `{slug}.${edition.id}.${kind}`)
        .join(', ')}, ` +
      `{slug} the ${defaultEdition.name} one's. A story in one edition only is written under "Stories, ${year}".`,
    folder,
    i18n: true,
    fields: plain.fields
      .filter((field) => !FILED_FIELDS.has(field.name))
      .map((field) => inEveryEdition(field, TRANSLATED_FIELDS.has(field.name))),
  };
}

/** An open live story: where it is kept (its year and its file's name, which names the folder of its updates) and its headline. */
export interface LiveStory {
  path: string;
  title: string;
}

/**
 * The collection of a live story's updates: `data/articles/{year}/{name}/updates/{id}.md`, the id
 * made of the moment the update is created and its headline (`2026-05-07t1520-board-approves`).
 */
function updateCollection({ path, title }: LiveStory) {
  const folder = `${CONTENT.articles}/${path}/updates`;
  return {
    name: `live-${path.split('/').pop()}`,
    label: `Live: ${title}`,
    label_singular: 'Update',
    description: `The updates of this live story, each ${folder}/{id}.md, newest first on its page.`,
    folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{year}}-{{month}}-{{day}}t{{hour}}{{minute}}-{{slug}}',
    identifier_field: 'headline',
    summary: '{{headline}}',
    sortable_fields: ['time', 'headline'],
    editor: { preview: false },
    fields: formFields(liveUpdateSchema, updatePresentation(), 'liveUpdateSchema (lib/article-schema.ts)'),
  };
}

/**
 * The year folders the editor lists, newest first: those that hold stories, and the build's own
 * year, where new stories are filed, even before its first story.
 */
export function storyYears(held: StoryYear[], buildYear: string): StoryYear[] {
  const years = held.some(({ year }) => year === buildYear)
    ? held
    : [...held, { year: buildYear, html: false, translatedHtml: false }];
  return [...years].sort((a, b) => b.year.localeCompare(a.year));
}

/** The whole configuration, as `config.yml` holds it. */
export function editorConfig({
  localPort = localBackendPort(),
  years,
  liveStories = [],
}: {
  localPort?: number;
  years: StoryYear[];
  liveStories?: LiveStory[];
}) {
  const { repo, branch } = editorRepository();
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      ...(editorSettings.authUrl && { base_url: editorSettings.authUrl }),
    },
    // Draft, In review, Ready, then Published: each story a branch and a pull request until it is published.
    publish_mode: 'editorial_workflow',
    // On localhost only (Decap's own rule): decap-server beside `npm run dev`, writing the files of the
    // working copy. It publishes directly: the editorial workflow needs git branches it does not make.
    local_backend: { url: `${localBackendOrigin(localPort)}/api/v1` },
    // The newsroom's name and logo on the sign-in screen and in the header: relative to the editor's page,
    // which Decap never leaves (its screens are #/ addresses), so it holds under a base path too.
    logo: { src: EDITOR_LOGO_FILE, show_in_header: true },
    site_url: absoluteUrl('/'),
    display_url: absoluteUrl('/'),
    locale: 'en',
    media_folder: CONTENT.mediaFolder,
    public_folder: CONTENT.publicFolder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // A story's versions side by side, one file per edition (server/content/load.ts `versionFile`).
    ...(prefixedEditions().length > 0 && {
      i18n: { structure: 'multiple_files', locales: editions.map((edition) => edition.id), default_locale: defaultEdition.id },
    }),
    collections: [
      ...years.flatMap(({ year, html, translatedHtml }) => [
        storyCollection(year, 'md'),
        ...(html ? [storyCollection(year, 'html')] : []),
        ...(prefixedEditions().length > 0
          ? [translatedCollection(year, 'md'), ...(translatedHtml ? [translatedCollection(year, 'html')] : [])]
          : []),
      ]),
      ...liveStories.map(updateCollection),
      {
        name: 'pages',
        label: 'Standing pages',
        // The form alone, as a story's: Decap's preview, without the site's styles, took half a phone's screen.
        editor: { preview: false },
        description:
          'About, Contact, Privacy and Terms, linked from the footer, in each edition: data/pages/{page}.md, ' +
          "another edition's in its folder, data/pages/{edition}/{page}.md.",
        files: editions.flatMap((edition) =>
          siteConfig.pages.map(({ slug, label }) => ({
            name: isDefault(edition) ? slug : `${slug}-${edition.id}`,
            label: isDefault(edition) ? label : `${label} (${edition.name})`,
            file: pageFile(slug, edition),
            fields: [
              ...formFields(pageSchema, PAGE, 'pageSchema (server/pages.ts)'),
              {
                name: 'body',
                label: 'Text',
                widget: 'markdown',
                required: true,
                ...MARKDOWN,
                pattern: ['\\S', 'field "body" must not be empty'],
              },
            ],
          })),
        ),
      },
      {
        name: 'topics',
        label: 'Topics',
        editor: { preview: false },
        description:
          "The subjects stories follow across sections: each has its page, /topic/{id}/, and its feed; another edition's names for them beside.",
        files: [
          {
            name: 'topics',
            label: 'Topics',
            file: CONTENT.topics,
            fields: formFields(topicsFileSchema, TOPICS, 'topicsFileSchema (lib/topic-schema.ts)'),
          },
          ...prefixedEditions().map((edition) => ({
            name: `topics-${edition.id}`,
            label: `Topics (${edition.name})`,
            file: listWordsFiles(edition).topics.file,
            fields: formFields(topicWordsSchema, topicWords(), 'topicWordsSchema (lib/topic-schema.ts)'),
          })),
        ],
      },
      {
        name: 'staff',
        label: 'Staff',
        editor: { preview: false },
        files: [
          {
            name: 'authors',
            label: 'Authors',
            file: CONTENT.staff,
            fields: formFields(staffSchema, STAFF, 'staffSchema (lib/author-schema.ts)'),
          },
          ...prefixedEditions().map((edition) => ({
            name: `authors-${edition.id}`,
            label: `Authors (${edition.name})`,
            file: listWordsFiles(edition).authors.file,
            fields: formFields(staffWordsSchema, staffWords(), 'staffWordsSchema (lib/author-schema.ts)'),
          })),
        ],
      },
    ],
  };
}
