/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionOf, editions } from '@/lib/editions';
import { getTopics } from '@/lib/topics';
import { addedEditionProblems, clientMessages, dictionaryProblems, messagesOf, missingKeys } from '.';

describe('the editions’ dictionaries', () => {
  it('give every key of the default edition’s in each edition, and the Spanish one names every section', () => {
    expect(editions.map((edition) => edition.id)).toEqual(['en', 'es']);
    expect(dictionaryProblems()).toEqual([]);
    expect(messagesOf(editionOf('es')).layout.skipToContent).toBe('Ir al contenido');
  });

  it('name each key a dictionary lacks, or holds as another kind of value, or leaves empty', () => {
    const reference = { layout: { home: 'Home', pages: { about: 'About Us' } }, search: { heading: 'Search' } };
    expect(missingKeys(reference, { layout: { home: 'Portada', pages: {} }, search: { heading: '' } })).toEqual([
      'layout.pages.about',
      'search.heading',
    ]);
    expect(missingKeys(reference, { layout: 'Portada' })).toEqual(['layout.home', 'layout.pages.about', 'search.heading']);
    expect(missingKeys(reference, reference)).toEqual([]);
  });

  it('stop the build naming the file and the key when a dictionary lacks one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dictionaries-'));
    const cwd = process.cwd();
    try {
      fs.cpSync(path.join(cwd, 'data'), path.join(root, 'data'), { recursive: true });
      const file = path.join(root, 'data', 'editions', 'es.json');
      const spanish = JSON.parse(fs.readFileSync(file, 'utf8'));
      delete spanish.article.share;
      fs.writeFileSync(file, JSON.stringify(spanish));
      process.chdir(root);
      jest.isolateModules(() => {
        // A fresh module: the dictionaries are read once per process.
        const fresh = jest.requireActual<typeof import('.')>('.');
        expect(fresh.dictionaryProblems()).toEqual([
          'Invalid dictionary data/editions/es.json: key "article.share" is missing (data/editions/en.json has it)',
        ]);
      });
    } finally {
      process.chdir(cwd);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

/** The problems of the build's first step with data/ changed by `change` (a copy of it), as a fresh process reads them. */
function problemsWith(change: (data: string) => void): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edition-lists-'));
  const cwd = process.cwd();
  let problems: string[] = [];
  try {
    fs.cpSync(path.join(cwd, 'data'), path.join(root, 'data'), { recursive: true });
    change(path.join(root, 'data'));
    process.chdir(root);
    jest.isolateModules(() => {
      problems = jest.requireActual<typeof import('.')>('.').dictionaryProblems();
    });
  } finally {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  }
  return problems;
}

/** Rewrites a JSON file of `data/`. */
function edit(file: string, change: (json: Record<string, { [key: string]: string }[]>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json));
}

describe('another edition’s words for the topics and the staff', () => {
  it('stop the build naming the file, the entry and the field its schema refuses', () => {
    const problems = problemsWith((data) => {
      edit(path.join(data, 'topics.es.json'), (json) => {
        json.topics[0].name = ' ';
        json.topics[1].id = 'Agua';
      });
      edit(path.join(data, 'authors.es.json'), (json) => {
        delete json.authors[0].bio;
      });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Invalid topic "climate" (data/topics.es.json, topic 1): field "name" must not be empty',
        'Invalid topic "Agua" (data/topics.es.json, topic 2): field "id" must use only a-z, 0-9 and single hyphens',
        'Invalid author "maya-okafor" (data/authors.es.json, author 1): field "bio" is missing',
      ]),
    );
  });

  it('stop the build on a topic or an author the site does not have, and on one left out', () => {
    const problems = problemsWith((data) => {
      edit(path.join(data, 'topics.es.json'), (json) => {
        json.topics[1].id = 'sequia';
      });
      edit(path.join(data, 'authors.es.json'), (json) => {
        json.authors.pop();
      });
    });
    const lastAuthor = JSON.parse(fs.readFileSync(path.join('data', 'authors.json'), 'utf8')).authors.at(-1).slug;
    expect(problems).toEqual([
      'Invalid data/topics.es.json: topic "sequia" is not in data/topics.json',
      'Invalid data/topics.es.json: topic "water" is missing (data/topics.json has it)',
      `Invalid data/authors.es.json: author "${lastAuthor}" is missing (data/authors.json has it)`,
    ]);
  });
});

describe('another edition’s topic names, as pages read them', () => {
  it('are read again when the file changes, as `npm run dev` shows an edit made in the editor', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edition-topics-'));
    const cwd = process.cwd();
    try {
      fs.cpSync(path.join(cwd, 'data'), path.join(root, 'data'), { recursive: true });
      process.chdir(root);
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('.')>('.');
        const [climate] = getTopics();
        const spanish = editionOf('es');
        expect(fresh.localTopic(climate, spanish)!.name).toBe('Cambio climático');
        edit(path.join('data', 'topics.es.json'), (json) => {
          json.topics[0].name = 'El clima que cambia';
        });
        expect(fresh.localTopic(climate, spanish)!.name).toBe('El clima que cambia');
      });
    } finally {
      process.chdir(cwd);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the editions EXTRA_EDITIONS adds', () => {
  const arabic = { id: 'ar', locale: 'ar', name: 'العربية', dir: 'rtl' };

  it('are none when it is unset, and an edition of four fields is one', () => {
    expect(addedEditionProblems()).toEqual([]);
    expect(addedEditionProblems([arabic])).toEqual([]);
  });

  it('stop the build naming the setting, the edition and what is wrong with it', () => {
    expect(addedEditionProblems([{ ...arabic, dir: 'right' }])).toEqual([
      'Invalid EXTRA_EDITIONS: edition 1 ({"id":"ar","locale":"ar","name":"العربية","dir":"right"}): "dir" must be "ltr" or "rtl"',
    ]);
    expect(addedEditionProblems([arabic, { ...arabic, id: 'es', locale: '' }])).toEqual([
      `Invalid EXTRA_EDITIONS: edition 2 (${JSON.stringify({ ...arabic, id: 'es', locale: '' })}): "id" "es" is another edition's`,
      `Invalid EXTRA_EDITIONS: edition 2 (${JSON.stringify({ ...arabic, id: 'es', locale: '' })}): "locale" must be a BCP 47 tag`,
    ]);
    expect(addedEditionProblems([arabic, arabic])[0]).toMatch(/edition 2 .*"id" "ar" is another edition's/);
    expect(addedEditionProblems(['ar'])).toHaveLength(4);
  });
});

describe('the words a page hands the browser', () => {
  const spanish = messagesOf(editionOf('es'));
  const handed = clientMessages(spanish);

  it('are the client components’ words, in the edition’s language', () => {
    expect(handed.layout.menu).toBe(spanish.layout.menu);
    expect(handed.article.kinds).toEqual(spanish.article.kinds);
    expect(handed.sections).toEqual(spanish.sections);
  });

  it('leave out what only the server says and what only some pages’ views say, which those pages hand them', () => {
    expect(Object.keys(handed).sort()).toEqual(['article', 'layout', 'listing', 'loading', 'sections', 'site', 'ui']);
    // The head's, the text-only edition's, the search page's, a live story's, the offline and not-found pages' words.
    for (const namespace of ['meta', 'lite', 'search', 'live', 'offline', 'notFound'])
      expect(handed).not.toHaveProperty(namespace);
    // The headings and lists the server draws: a listing's pages, a story's corrections and related stories.
    expect(handed.listing).not.toHaveProperty('pagination');
    expect(handed.article).not.toHaveProperty('related');
    expect(JSON.stringify(handed).length).toBeLessThan(JSON.stringify(spanish).length / 2);
  });
});
