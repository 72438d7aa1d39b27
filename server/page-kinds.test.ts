/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { defaultEdition, inEdition, prefixedEditions } from '@/lib/editions';
import { publishedEditions } from './articles';
import { sitemapEntries } from './sitemap';
import { liteCopyOf } from '@/lib/routes';
import { allKinds, pageKinds } from './page-kinds';

/** A route file of app/: a page, a route handler, or a parallel route's default. */
const ROUTE_FILE = /^(page|route|default)\.(?!test\.)[\w.-]*tsx?$/;

/** The folders of app/ that hold a route file, within their edition's: `{ default: [...], others: [...] }`. */
function routeFolders(): { default: string[]; others: string[] } {
  const found = { default: new Set<string>(), others: new Set<string>() };
  const app = path.join(process.cwd(), 'app');
  for (const file of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!ROUTE_FILE.test(path.basename(file))) continue;
    const folder = path.dirname(file).split(path.sep).join('/').replace(/^\.$/, '');
    if (folder === '(editions)/[edition]' || folder.startsWith('(editions)/[edition]/'))
      found.others.add(folder.slice('(editions)/[edition]'.length).replace(/^\//, ''));
    else if (folder === '(site)' || folder.startsWith('(site)/'))
      found.default.add(folder.slice('(site)'.length).replace(/^\//, ''));
    else if (!folder.startsWith('(')) found.default.add(folder);
    else found.default.add(`unknown route group: ${folder}`);
  }
  return { default: [...found.default].sort(), others: [...found.others].sort() };
}

const kindFolders = (edition: 'default' | 'others') =>
  allKinds()
    .filter((kind) => kind.only !== (edition === 'default' ? 'others' : 'default'))
    .flatMap((kind) => kind.routes)
    .sort();

describe('the page kinds and app/', () => {
  it('agree: every route file is a kind’s, and every kind has its routes, in the default edition and in the others', () => {
    const folders = routeFolders();
    expect(folders.default).toEqual(kindFolders('default'));
    expect(folders.others).toEqual(kindFolders('others'));
  });

  it('name each route folder once', () => {
    const all = allKinds().flatMap((kind) => kind.routes);
    expect(all.filter((folder, index) => all.indexOf(folder) !== index)).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('lists each page of every indexed kind in each edition that has stories, and no other page', () => {
    const listed = [defaultEdition, ...publishedEditions()].flatMap((edition) =>
      allKinds()
        .filter((kind) => kind.indexed)
        .flatMap((kind) => kind.pages(edition).map((params) => inEdition(edition, kind.path(params)))),
    );
    expect(
      sitemapEntries()
        .map(({ path }) => path)
        .sort(),
    ).toEqual(listed.sort());
  });
});

describe('the text-only copies', () => {
  it('are the copied kinds’ and no other’s, by the addresses the pages link (lib/routes.ts `liteCopyOf`)', () => {
    for (const edition of [defaultEdition, ...prefixedEditions()])
      for (const kind of allKinds())
        for (const params of kind.pages(edition)) {
          const copy = liteCopyOf(kind.path(params));
          expect([kind.name, kind.path(params), copy !== null]).toEqual([kind.name, kind.path(params), Boolean(kind.lite)]);
        }
  });

  it('each story, listing page and standing page has a page to copy', () => {
    expect(pageKinds.story.pages(defaultEdition).length).toBeGreaterThan(0);
    expect(pageKinds.category.pages(defaultEdition).length).toBeGreaterThan(0);
    expect(pageKinds.page.pages(defaultEdition).map(({ page }) => page.join('/'))).toContain('about');
  });
});
