import { categoryIds } from './categories';
import { basePath, siteConfig } from './site';

/**
 * Every address of the site, built and read in this one module. Paths here are site paths
 * (`/news/x/`); `withBasePath` makes them what a browser requests, `absoluteUrl` what a crawler or
 * a feed reader is given.
 */

/** The sub-path the site is served under (`BASE_PATH` at build time; empty at the root of a host), read in lib/site.ts. */
export { basePath };

/** A search as its address states it: `/search/?q=court&section=us&section=world&topic=water&sort=newest`. */
export interface SearchRequest {
  query: string;
  /** Category ids; none means every section. */
  sections: string[];
  /** Topic ids (data/topics.json); none means every topic. */
  topics: string[];
  sort: SearchSort;
}

export type SearchSort = 'relevance' | 'newest';

/** A section of a standing page: the page's slug (`data/pages/{page}.md`) and its heading's id. */
export interface PageSection {
  page: string;
  section: string;
}

/**
 * A listing's front page (page 0, lib/pagination.ts) is its own address; its archive pages, numbered
 * from the oldest, live under `page/{n}/` of it.
 */
const paged = (base: string, page = 0) => (page > 0 ? `${base}page/${page}/` : base);

/**
 * The text-only edition (server/lite/) copies a page of the full edition under this folder of its
 * edition, at the same path: `/lite/news/x/` is the text of `/news/x/`, `/es/lite/news/x/` of `/es/news/x/`.
 */
const LITE_ROOT = '/lite/';

export const routes = {
  home: () => '/',
  category: (id: string, page?: number) => paged(`/category/${id}/`, page),
  article: (slug: string) => `/news/${slug}/`,
  /** A live story's update, as its permalink names it: `/news/{slug}/#update-{id}`. */
  liveUpdate: (slug: string, id: string) => `/news/${slug}/#${liveUpdateAnchor(id)}`,
  /** What an open live story's page checks for news (lib/live.ts `LiveFile`), rendered with the page. */
  liveFile: (slug: string) => `/news/${slug}/live.json`,
  /** One update of a live story, for a page that lacks it (lib/live.ts `LiveUpdateFile`). */
  liveUpdateFile: (slug: string, id: string) => `/news/${slug}/updates/${id}.json`,
  author: (slug: string, page?: number) => paged(`/author/${slug}/`, page),
  /** A topic's stories from every section (data/topics.json), and its archive pages. */
  topic: (id: string, page?: number) => paged(`/topic/${id}/`, page),
  /** Every topic, with how many stories each has. */
  topics: () => '/topics/',
  /** Every story of the edition, newest first, and its archive pages. */
  latest: (page?: number) => paged('/latest/', page),
  /** The opinion and analysis pieces, newest first, and their archive pages. */
  opinion: (page?: number) => paged('/opinion/', page),
  opinionFeed: () => '/opinion/feed.xml',
  /** The search page; with a request, the address of that search. */
  search: (request?: SearchRequest) => (request ? `/search/?${searchParams(request)}` : '/search/'),
  feed: () => '/feed.xml',
  categoryFeed: (id: string) => `/category/${id}/feed.xml`,
  topicFeed: (id: string) => `/topic/${id}/feed.xml`,
  sitemap: () => '/sitemap.xml',
  /** A child of the sitemap index, once the sitemap outgrows one file. */
  sitemapPart: (number: number) => `/sitemaps/${number}.xml`,
  /** A standing page (`data/pages/{slug}.md`): about, contact, privacy, terms. */
  page: (slug: string) => `/${slug}/`,
  /** A section of a standing page, by its heading's id: `/about/#ethics`. */
  pageSection: ({ page, section }: PageSection) => `${routes.page(page)}#${section}`,
  corrections: () => '/corrections/',
  /** What a reader offline gets in place of a page this device does not keep (lib/offline.ts). */
  offline: () => '/offline/',
  /** The stories a reader saved for offline reading. */
  saved: () => '/saved/',
  /**
   * Another edition's not-found page (`/es/404/`), in its language: what a host that can answer each
   * folder's unknown addresses with a page of its own serves under the edition's (deploy/nginx). The
   * default edition's is `/404.html`, which answers the rest.
   */
  notFound: () => '/404/',
  /** Google's News sitemap: the stories of the last two days. */
  newsSitemap: () => '/news-sitemap.xml',
  /** The folder of the search index (Pagefind's files and the bundle manifest). */
  searchIndex: () => '/pagefind/',
  /** The text-only edition's front page; `liteCopyOf` names the copy of every other page it has. */
  liteFront: () => LITE_ROOT,
  /** The full front page on a crisis day, when the text-only front is the site's own (`siteConfig.liteFrontPage`). */
  fullFront: () => '/front/',
};

/**
 * The newsroom's editor (Decap CMS, server/editor/): for staff, never linked, indexed or
 * in a sitemap. Apart from `routes`, which the pages' code carries whole: no public page needs it.
 */
export const editorRoute = () => '/admin/';

/** The id of a live update's element on its story's page, which its permalink names. */
export const liveUpdateAnchor = (id: string) => `update-${id}`;

/**
 * The addresses of `parseRoute` that the text-only edition copies: home, a story, a section's, an
 * author's or a topic's page and their archive pages. A pattern, not parseRoute itself: every page's footer asks
 * this while it renders, and a page's own failure must not become one of the layout around it.
 */
const COPIED_ROUTE =
  /^\/(?:news\/[^/]+\/|(?:category|author|topic)\/[^/]+\/(?:page\/[1-9]\d*\/)?|(?:latest|opinion)\/(?:page\/[1-9]\d*\/)?)?$/;

/**
 * The folders of the editions that live under one (`/es`; lib/editions.ts `editionPrefix`), read from
 * lib/site.ts here: lib/editions.ts builds on this module.
 */
const EDITION_FOLDERS = siteConfig.editions.slice(1).map(({ id }) => `/${id}`);

/** A site path as its edition's folder (empty for the default edition) and the path within the edition. */
function inFolder(path: string): { folder: string; path: string } {
  const folder = EDITION_FOLDERS.find((candidate) => path.startsWith(`${candidate}/`));
  return folder ? { folder, path: path.slice(folder.length) } : { folder: '', path };
}

/** Whether a path within an edition names a page the text-only edition has a copy of (whether the page exists is the caller's question). */
function hasLiteCopy(path: string): boolean {
  if (COPIED_ROUTE.test(path)) return true;
  return (
    path === routes.corrections() || path === routes.topics() || siteConfig.pages.some((page) => routes.page(page.slug) === path)
  );
}

/**
 * The text-only copy of a full page, by its site path: the front page, every section's, author's
 * and topic's page, every story, the topics, the standing pages and the corrections, each in its own
 * edition's copy (`/news/x/` is `/lite/news/x/`, `/es/news/x/` is `/es/lite/news/x/`). Null for a page it has none
 * of (search, a feed, an address of no page).
 */
export function liteCopyOf(sitePath: string): string | null {
  const { folder, path } = inFolder(sitePath);
  return hasLiteCopy(path) ? `${folder}${LITE_ROOT}${path.slice(1)}` : null;
}

/**
 * A page of the site, by its site path, as the text-only edition links it: to its copy where it has
 * one (its `?query` and `#section` kept), to the page itself where it has none; under the base path.
 */
export function liteHref(path: string): string {
  const [, page, rest] = /^([^?#]*)(.*)$/.exec(path)!;
  return withBasePath(liteCopyOf(page) ?? page) + rest;
}

/** The full page a text-only page copies, by the copy's site path (in any edition); null for a path outside the text-only edition. */
export function fullPageOf(litePath: string): string | null {
  const { folder, path: inEdition } = inFolder(litePath);
  if (!inEdition.startsWith(LITE_ROOT)) return null;
  const path = inEdition.slice(LITE_ROOT.length - 1);
  return hasLiteCopy(path) ? `${folder}${path}` : null;
}

/** What an address names: one page of the site, read from its path alone (whether it exists is the caller's question). */
export type Route =
  | { name: 'home' }
  | { name: 'article'; slug: string }
  | { name: 'category'; id: string; page: number }
  | { name: 'author'; slug: string; page: number }
  | { name: 'topic'; id: string; page: number }
  | { name: Collection; page: number }
  | { name: 'search' };

/** The lists of stories that belong to no section, author or topic (server/collections.ts). */
export type Collection = 'latest' | 'opinion';
export const COLLECTIONS: readonly Collection[] = ['latest', 'opinion'];

/** The part of the site an address is under, named by its first segment, whether or not the page exists. */
export type Section = 'article' | 'category' | 'author' | 'topic' | 'search';

const SECTIONS: Record<string, Section> = {
  news: 'article',
  category: 'category',
  author: 'author',
  topic: 'topic',
  search: 'search',
};

/** `[]` for a listing's front page (0), `['page', 'n']` for its archive pages. */
export function pageSegments(page: number): string[] {
  return page > 0 ? ['page', String(page)] : [];
}

/** The page number those segments name (0 for none), or null for anything else (`page/0`, `page/02`, `page/x`, `other`). */
export function parsePageSegments(segments: readonly string[] = []): number | null {
  if (segments.length === 0) return 0;
  const [word, number] = segments;
  return segments.length === 2 && word === 'page' && /^[1-9]\d*$/.test(number) ? Number(number) : null;
}

/** The section of a site path (`/news/anything` is under 'article'), or null for one the site has none for. */
export function sectionOf(path: string): Section | null {
  return SECTIONS[path.split('/')[1]] ?? null;
}

/** The route a site path names, in the form `routes` builds it (trailing slash and all); null for any other path. */
export function parseRoute(path: string): Route | null {
  if (path === routes.home()) return { name: 'home' };
  if (!path.endsWith('/')) return null;
  const [first, name, ...rest] = path.slice(1, -1).split('/');
  if ((COLLECTIONS as readonly string[]).includes(first)) {
    const page = parsePageSegments(name === undefined ? [] : [name, ...rest]);
    return page === null ? null : { name: first as Collection, page };
  }
  const section = SECTIONS[first];
  if (section === 'search') return name === undefined ? { name: 'search' } : null;
  if (!section || !name) return null;
  if (section === 'article') return rest.length === 0 ? { name: 'article', slug: name } : null;
  const page = parsePageSegments(rest);
  if (page === null) return null;
  if (section === 'author') return { name: 'author', slug: name, page };
  return { name: section, id: name, page };
}

/** An archive page's address, and its listing's front page: `/category/tech/page/3/` of `/category/tech/`. */
const ARCHIVE_PAGE = /^(\/(?:(?:category|author|topic)\/[^/]+|latest|opinion)\/)page\/[1-9]\d*\/$/;

/**
 * The page of another edition that stands for a page of this one, by its path within the edition
 * (the language link's target, before the edition's folder is put in front): the same page, but for
 * an archive page (`page/{n}/`), whose number covers other days there, or none at all: its listing's
 * front page, which every edition has. A pattern, as `COPIED_ROUTE` is: every page's header asks.
 */
export const counterpartPath = (path: string): string => ARCHIVE_PAGE.exec(path)?.[1] ?? path;

function searchParams({ query, sections, topics, sort }: SearchRequest): URLSearchParams {
  const params = new URLSearchParams({ q: query });
  for (const id of sections) params.append('section', id);
  for (const id of topics) params.append('topic', id);
  if (sort !== 'relevance') params.set('sort', sort);
  return params;
}

/**
 * What a search page's query string asks for; unknown sections, topics and orders are dropped. The
 * topics' ids are given: only the search page knows them, handed over by the server.
 */
export function parseSearch(search: string, topics: readonly string[]): SearchRequest {
  const params = new URLSearchParams(search);
  const known = (name: string, ids: readonly string[]) => [...new Set(params.getAll(name))].filter((id) => ids.includes(id));
  const sort = params.get('sort') === 'newest' ? 'newest' : 'relevance';
  return {
    query: (params.get('q') ?? '').trim(),
    sections: known('section', categoryIds),
    topics: known('topic', topics),
    sort,
  };
}

/** A site path as the browser must request it: under the base path. */
export function withBasePath(path: string): string {
  return `${basePath}${path}`;
}

/**
 * Whether two site paths name the same page: its query, fragment and trailing slash aside (Next's
 * pathname has no trailing slash, the site's links have one).
 */
export function samePage(a: string, b: string): boolean {
  const page = (path: string) => path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return page(a) === page(b);
}

/** The site path of a pathname the browser shows (the base path taken off). */
export function withoutBasePath(pathname: string): string {
  return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
}

/**
 * The file of the static export that answers a site path, from the export's root with forward
 * slashes: `/` is `index.html`, `/search/` is `search/index.html`, `/feed.xml` is `feed.xml`.
 */
export function exportedFile(path: string): string {
  return `${path.slice(1)}${path.endsWith('/') ? 'index.html' : ''}`;
}

/** A site path as an absolute URL for canonical links, feeds, sitemaps and share tags. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${withBasePath(path)}`;
}

/**
 * The clean path of an old hash-routed link of the original app (`#/news/{slug}`, `#/category/{id}`,
 * `#/`), or null. Self-contained (no imports, no closures): the head script inlines it.
 */
export function legacyHashPath(hash: string): string | null {
  const legacy = /^#\/(?:(news|category)\/([a-z0-9-]+)\/?)?$/.exec(hash);
  if (!legacy) return null;
  return legacy[1] ? `/${legacy[1]}/${legacy[2]}/` : '/';
}
