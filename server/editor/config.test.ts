/** @jest-environment node */
import { z } from 'zod';
import { MAX_IMAGE_BYTES, articleSchema, liveUpdateSchema } from '@/lib/article-schema';
import { staffSchema, staffWordsSchema } from '@/lib/author-schema';
import { topicWordsSchema, topicsFileSchema } from '@/lib/topic-schema';
import { pageSchema } from '@/server/pages';
import { validateRecord, validateUpdates } from '@/server/content/validate';
import { CONTENT, IMAGE_FILE_PATTERN, editorConfig, formFields, storyYears, type EditorField } from './config';

const years = [
  { year: '2025', html: true, translatedHtml: false },
  { year: '2024', html: false, translatedHtml: true },
];
const config = editorConfig({ localPort: 8081, years });
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const storyFields = (name: 'stories-2025' | 'html-stories-2025') => (collection(name) as { fields: EditorField[] }).fields;

/** The front-matter field an editor's field writes: Decap's `body` is the story's `content`. */
const frontMatterName = (field: EditorField) => (field.name === 'body' ? 'content' : field.name);

/** Each field of an object schema, and whether a record may leave it out, as the content check reads the schema. */
function schemaFields(schema: z.ZodObject): Record<string, boolean> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, json.required?.includes(name) ?? false]));
}
const editorFields = (fields: EditorField[]) =>
  Object.fromEntries(fields.map((field) => [frontMatterName(field), field.required]));

/** A value the editor's widget writes for a field, in the form it writes it. */
function written(field: EditorField): unknown {
  switch (field.widget) {
    case 'select':
      // A select of many (a story's topics) writes a list.
      return field.multiple ? [field.options![0].value] : field.options![0].value;
    case 'boolean':
      // On: a live story's coverageEnd needs `live: true`.
      return true;
    case 'datetime':
      return '2026-05-07T14:30:00-07:00';
    case 'image':
      return `${CONTENT.publicFolder}/harbour-pilots.jpg`;
    case 'list':
      return [Object.fromEntries(field.fields!.map((inner) => [inner.name, written(inner)]))];
    case 'markdown':
      return '<p>The story.</p>';
    default:
      // A slug, or a story's slug it names (the original a translation names).
      return field.name === 'slug' || field.name === 'translationOf' ? 'harbour-pilots' : 'Some text';
  }
}

const story = (fields: EditorField[], which: (field: EditorField) => boolean) =>
  Object.fromEntries(fields.filter(which).map((field) => [frontMatterName(field), written(field)]));

const check = (data: Record<string, unknown>) =>
  validateRecord({ source: 'data/articles/harbour-pilots.md', data }, { inspectImage: () => ({ width: 1600, height: 900 }) })
    .problems;

describe("the editor's config", () => {
  it.each(['stories-2025', 'html-stories-2025'] as const)(
    'has a %s field for every field of the story schema and no other, each required as the schema requires it',
    (name) => {
      const fields = storyFields(name);
      expect(editorFields(fields)).toEqual(schemaFields(articleSchema));
      const corrections = fields.find((field) => field.name === 'corrections')!;
      expect(editorFields(corrections.fields!)).toEqual(
        schemaFields((articleSchema.shape.corrections.unwrap() as z.ZodArray<z.ZodObject>).element),
      );
    },
  );

  it('has the standing pages of each edition, each with the page schema and its body, and the staff with the staff schema', () => {
    const pages = collection('pages') as { files: { file: string; label: string; fields: EditorField[] }[] };
    const slugs = ['about', 'contact', 'privacy', 'terms'];
    expect(pages.files.map((file) => file.file)).toEqual([
      ...slugs.map((slug) => `data/pages/${slug}.md`),
      ...slugs.map((slug) => `data/pages/es/${slug}.md`),
    ]);
    expect(pages.files[4].label).toBe('About Us (Español)');
    for (const file of pages.files) expect(editorFields(file.fields)).toEqual({ ...schemaFields(pageSchema), content: true });
    const [staff] = (collection('staff') as { files: { file: string; fields: EditorField[] }[] }).files;
    expect(staff.file).toBe('data/authors.json');
    expect(editorFields(staff.fields)).toEqual(schemaFields(staffSchema));
    expect(editorFields(staff.fields[0].fields!)).toEqual(schemaFields(staffSchema.shape.authors.element));
    const [topics] = (collection('topics') as { files: { file: string; fields: EditorField[] }[] }).files;
    expect(topics.file).toBe('data/topics.json');
    expect(editorFields(topics.fields[0].fields!)).toEqual(schemaFields(topicsFileSchema.shape.topics.element));
  });

  it("has the Spanish edition's words for the topics and the staff, each naming one of the list's by a choice", () => {
    const files = (name: string) => (collection(name) as { files: { file: string; fields: EditorField[] }[] }).files;
    const [, topics] = files('topics');
    const [, staff] = files('staff');
    expect([topics.file, staff.file]).toEqual(['data/topics.es.json', 'data/authors.es.json']);
    expect(editorFields(topics.fields[0].fields!)).toEqual(schemaFields(topicWordsSchema.shape.topics.element));
    expect(editorFields(staff.fields[0].fields!)).toEqual(schemaFields(staffWordsSchema.shape.authors.element));
    const [topic] = topics.fields[0].fields!;
    expect(topic).toMatchObject({ name: 'id', widget: 'select', required: true });
    expect(topic.options).toContainEqual({ label: 'Water and drought', value: 'water' });
    const [author] = staff.fields[0].fields!;
    expect(author).toMatchObject({ name: 'slug', widget: 'select' });
    expect(author.options!.map(({ value }) => value)).toContain('maya-okafor');
  });

  it("shows the form alone in every collection, without Decap's preview pane, which took half a phone's screen", () => {
    expect(config.collections.filter((entry) => (entry as { editor?: { preview?: boolean } }).editor?.preview !== false)).toEqual(
      [],
    );
  });

  it("offers a story's topics as a choice of many from the topics file, by name, at least one", () => {
    const topics = storyFields('stories-2025').find((field) => field.name === 'topics')!;
    expect(topics).toMatchObject({ widget: 'select', multiple: true, min: 1, required: true });
    expect(topics.options).toContainEqual({ label: 'Water and drought', value: 'water' });
  });

  it("offers a story's edition by its own name, a field for its original, and a list of each other edition's stories", () => {
    const lang = storyFields('stories-2025').find((field) => field.name === 'lang')!;
    expect(lang).toMatchObject({ widget: 'select', required: false });
    expect(lang.options).toEqual([
      { label: 'English', value: 'en' },
      { label: 'Español', value: 'es' },
    ]);
    expect(storyFields('stories-2025').find((field) => field.name === 'translationOf')).toMatchObject({
      label: 'Translation of',
    });
    expect(collection('stories-2025')).toMatchObject({ view_filters: [{ label: 'Español', field: 'lang', pattern: '^es$' }] });
  });

  it("names a story's address in each edition where it asks for the slug and the edition, not the English one alone", () => {
    const hint = (name: string) => storyFields('stories-2025').find((field) => field.name === name)!.hint;
    expect(hint('slug')).toContain('(English /news/{slug}/, Español /es/news/{slug}/)');
    expect(hint('lang')).toBe('The edition the story is published in: English at /news/{slug}/, Español at /es/news/{slug}/.');
  });

  it("edits a translated story's versions side by side, a file each: its words its own, the rest copied from the original", () => {
    expect(config).toMatchObject({
      i18n: { structure: 'multiple_files', locales: ['en', 'es'], default_locale: 'en' },
    });
    const translated = collection('translated-2025') as ReturnType<typeof collection> & { fields: EditorField[] };
    expect(translated).toMatchObject({
      label: 'Translated stories, 2025',
      folder: 'data/articles/2025/translated',
      extension: 'md',
      i18n: true,
      slug: '{{fields.slug}}',
    });
    // Every field of a story but the two the files' place says: the edition, and the original.
    expect(translated.fields.map((field) => field.name)).toEqual(
      storyFields('stories-2025')
        .map((field) => field.name)
        .filter((name) => name !== 'lang' && name !== 'translationOf'),
    );
    const modes = Object.fromEntries(translated.fields.map((field) => [field.name, field.i18n]));
    expect(modes).toMatchObject({ title: true, slug: true, excerpt: true, body: true, imageAlt: true, corrections: true });
    expect(modes).toMatchObject({ category: 'duplicate', topics: 'duplicate', author: 'duplicate', publishedDate: 'duplicate' });
    expect(modes).toMatchObject({ imageURL: 'duplicate', live: 'duplicate' });
    const corrections = translated.fields.find((field) => field.name === 'corrections')!;
    expect(corrections.fields!.map((field) => field.i18n)).toEqual([true, true]);
    expect(check(story(translated.fields, (field) => field.required))).toEqual([]);
    // HTML ones where a year holds them.
    expect(collection('translated-html-2024')).toMatchObject({ folder: 'data/articles/2024/translated', extension: 'html' });
    expect(collection('translated-html-2025')).toBeUndefined();
  });

  it('writes a story the content check takes, with only the required fields or with every field', () => {
    const fields = storyFields('stories-2025');
    expect(check(story(fields, (field) => field.required))).toEqual([]);
    expect(check(story(fields, () => true))).toEqual([]);
  });

  it('requires each field the content check cannot do without, and only those', () => {
    const fields = storyFields('stories-2025');
    const whole = story(fields, () => true);
    // A field that only means something with another goes with it: a coverage end needs a live story.
    const goesWith: Record<string, string[]> = { live: ['coverageEnd'] };
    for (const field of fields) {
      const without = { ...whole };
      for (const name of [frontMatterName(field), ...(goesWith[field.name] ?? [])]) delete without[name];
      expect({ field: field.name, refused: check(without).length > 0 }).toEqual({ field: field.name, refused: field.required });
    }
  });

  it("checks a field's text as the content check does, with its words", () => {
    const slug = storyFields('stories-2025').find((field) => field.name === 'slug')!;
    const title = storyFields('stories-2025').find((field) => field.name === 'title')!;
    for (const value of ['harbour-pilots', 'a1', 'Harbour Pilots', 'harbour--pilots', '-x', 'x_y'])
      expect({ value, editor: new RegExp(slug.pattern![0]).test(value) }).toEqual({
        value,
        editor: articleSchema.shape.slug.safeParse(value).success,
      });
    expect(slug.pattern![1]).toBe('field "slug" must use only a-z, 0-9 and single hyphens');
    expect(new RegExp(title.pattern![0]).test('   ')).toBe(false);
    expect(title.pattern![1]).toBe('field "title" must not be empty');
  });

  it("checks a picture's file name as the content check checks the path the editor writes", () => {
    const image = storyFields('stories-2025').find((field) => field.name === 'imageURL')!;
    expect(image).toMatchObject({
      widget: 'image',
      required: true,
      pattern: [IMAGE_FILE_PATTERN, expect.stringContaining('field "imageURL"')],
      // Too large a file is refused as it is chosen, at the content check's limit.
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
    });
    for (const name of ['harbour.jpg', 'a-1.svg', 'x.avif', 'Harbour.JPG', 'harbour pilots.jpg', 'x.gif', 'x_y.png', 'x.jpg.txt'])
      expect({ name, editor: new RegExp(IMAGE_FILE_PATTERN).test(name) }).toEqual({
        name,
        editor: articleSchema.shape.imageURL.safeParse(`${CONTENT.publicFolder}/${name}`).success,
      });
  });

  it('picks up a field the schema gains, and stops on one it cannot put in a form', () => {
    const grown = articleSchema.extend({ liveUntil: articleSchema.shape.publishedDate.optional(), live: z.boolean().optional() });
    const fields = formFields(grown, {}, 'the grown schema');
    expect(fields.find((field) => field.name === 'liveUntil')).toMatchObject({ widget: 'datetime', required: false });
    expect(fields.find((field) => field.name === 'live')).toMatchObject({ widget: 'boolean', required: false, label: 'Live' });
    expect(() => formFields(z.object({ wordCount: z.number() }), {}, 'a schema')).toThrow('no form field for a schema.wordCount');
    expect(() => formFields(z.object({ title: z.string() }), { subtitle: {} }, 'a schema')).toThrow('presents subtitle');
  });

  it('offers the sections and the staff by name, and the editorial workflow on GitHub', () => {
    const category = storyFields('stories-2025').find((field) => field.name === 'category')!;
    expect(category.options).toContainEqual({ label: 'Technology', value: 'tech' });
    const author = storyFields('stories-2025').find((field) => field.name === 'author')!;
    expect(author.options).toContainEqual({ label: 'Maya Okafor, California Correspondent', value: 'maya-okafor' });
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'your-org/pacific-ledger', branch: 'main' },
      publish_mode: 'editorial_workflow',
      local_backend: { url: 'http://localhost:8081/api/v1' },
      media_folder: 'public/images/articles',
      public_folder: '/images/articles',
      // The newsroom's logo beside its name, on the sign-in screen and in the header.
      logo: { src: 'logo.svg', show_in_header: true },
    });
    expect(collection('stories-2025')).toMatchObject({
      folder: 'data/articles/2025',
      extension: 'md',
      slug: '{{fields.slug}}',
      create: true,
    });
  });

  it('lists the stories a year at a time, newest first, with the build’s year to file new ones in', () => {
    const stories = (of: ReturnType<typeof editorConfig>) =>
      of.collections
        .filter((entry) => /stories-/.test(entry.name))
        .map((entry) => [entry.label, (entry as { folder: string }).folder]);
    expect(stories(config)).toEqual([
      ['Stories, 2025', 'data/articles/2025'],
      ['Stories in HTML, 2025', 'data/articles/2025'],
      ['Stories, 2024', 'data/articles/2024'],
    ]);
    expect(storyYears(years, '2026').map(({ year }) => year)).toEqual(['2026', '2025', '2024']);
    expect(storyYears(years, '2025')).toEqual(years);
  });

  it('gives each open live story a collection of its updates, in its folder, with every field of the update schema', () => {
    expect(config.collections.filter((entry) => entry.name.startsWith('live-'))).toEqual([]);
    const live = editorConfig({
      localPort: 8081,
      years,
      liveStories: [{ path: '2026/harbour-strike', title: 'Harbour Strike: Live' }],
    });
    const updates = live.collections.find((entry) => entry.name === 'live-harbour-strike') as {
      label: string;
      folder: string;
      create: boolean;
      fields: EditorField[];
    };
    expect(updates).toMatchObject({
      label: 'Live: Harbour Strike: Live',
      folder: 'data/articles/2026/harbour-strike/updates',
      create: true,
    });
    expect(editorFields(updates.fields)).toEqual(schemaFields(liveUpdateSchema));

    const written = story(updates.fields, () => true);
    const checked = (data: Record<string, unknown>) =>
      validateUpdates(
        { source: 'data/articles/2026/harbour-strike.md' },
        { slug: 'harbour-strike', live: true, publishedDate: '2026-05-07T08:00:00-07:00' },
        [
          {
            source: 'data/articles/2026/harbour-strike/updates/2026-05-07t2130-gates-reopen.md',
            id: '2026-05-07t2130-gates-reopen',
            data,
          },
        ],
        { inspectImage: () => ({ width: 1600, height: 900 }) },
      );
    expect(checked(written).problems).toEqual([]);
    expect(checked(story(updates.fields, (field) => field.required)).problems).toEqual([]);
  });
});
