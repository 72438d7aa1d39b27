import { routes } from './routes';
import { siteConfig, type EditionConfig } from './site';

/**
 * The site's editions (lib/site.ts `editions`): which one an address is in, and where each lives.
 * The first is the default edition, at the root; every other lives under `/{id}/`. Their words are
 * read on the server (server/editions/) and handed to the browser's code with each page.
 */
export type Edition = EditionConfig;

export const editions: readonly Edition[] = siteConfig.editions;
export const defaultEdition: Edition = editions[0];

/** The edition of an id, as a route's `edition` parameter or a story's `lang` names it; the default for none. */
export function editionOf(id: string | undefined): Edition {
  const edition = id === undefined ? defaultEdition : editions.find((candidate) => candidate.id === id);
  if (!edition) throw new RangeError(`No edition "${id}" in lib/site.ts editions (${editionIds().join(', ')})`);
  return edition;
}

export const editionIds = () => editions.map((edition) => edition.id);

/**
 * Whether an edition is the default one, by its id: an edition handed to the browser's code with a
 * page is a copy, never the same object.
 */
export const isDefault = (edition: Pick<Edition, 'id'>) => edition.id === defaultEdition.id;

/** The editions that live under their own folder: every one but the default. */
export const prefixedEditions = () => editions.filter((edition) => !isDefault(edition));

/** The edition's folder before a site path: empty for the default edition, `/es` for Spanish. */
export const editionPrefix = (edition: Edition) => (isDefault(edition) ? '' : `/${edition.id}`);

/** A site path of an edition: `/news/x/` in Spanish is `/es/news/x/`. */
export const inEdition = (edition: Edition, path: string) => `${editionPrefix(edition)}${path}`;

/** The edition a site path is in, by its first folder, and the path within it. */
export function editionOfPath(path: string): { edition: Edition; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(path);
  const edition = first && prefixedEditions().find((candidate) => candidate.id === first[1]);
  return edition ? { edition, path: first[2] ?? '/' } : { edition: defaultEdition, path };
}

/** An Open Graph locale, `es_US`, from a BCP 47 tag. */
export const ogLocale = (edition: Edition) => edition.locale.replace('-', '_');

/** A story's address, in its own edition: `/news/x/`, or `/es/news/y/` for a story in Spanish. */
export const storyPath = (story: { slug: string; lang: string }) => inEdition(editionOf(story.lang), routes.article(story.slug));

/** A dictionary's line with its `{name}` blanks filled: `fill('By {name}', { name })`. */
export const fill = (line: string, values: Record<string, string | number>) =>
  line.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
