import 'server-only';
import { liteCopyOf } from '@/lib/routes';
import { getAllArticles, publishedEditions, getBreaking } from './articles';
import { defaultEdition, inEdition, type Edition } from '@/lib/editions';
import { readBuildContext } from './build-context';
import { editionToList, type EditionParams } from './editions';
import { allKinds, type PageKind } from './page-kinds';
import { splitIntoBundles } from './search-bundles';
import { sha, storyShows } from './shown';

/**
 * What each story-driven page shows, fingerprinted: a story's own page, every page of every
 * section's, author's and topic's listing, and each section's and topic's feed. An incremental build
 * (scripts/pipeline/plan.ts) compares these with the previous build's and renders only the pages whose
 * fingerprint changed. The fingerprints come from the same functions the pages render from, so a page
 * cannot show what its fingerprint misses. Pages without parameters (home, search, the edition's feed,
 * 404) are rendered on every build. What every page
 * shows besides its own content, the breaking-news banner, is in every fingerprint; a live story's
 * state (open or closed at the build's moment) is in its summary, so in the fingerprint of every
 * page that shows it; and its updates are in its body's hash, so in its own page's alone.
 */
export interface PageInput {
  /** A hash of the data the page renders. */
  hash: string;
  /** The stories it shows, to say why it was rendered. */
  stories: string[];
}

/**
 * Every page of a kind with `shows`, in every edition, by its address, with the fingerprint of what
 * it shows; and each one's text-only copy in its edition (`/es/lite/news/x/` of `/es/news/x/`), a page
 * of its own with the same fingerprint. A story's page shows its versions in the other editions (its
 * alternates), so publishing a translation rewrites its original's page too. A feed shows no banner.
 */
export function pageInputs(): Record<string, PageInput> {
  const pages: Record<string, PageInput> = {};
  for (const edition of [defaultEdition, ...publishedEditions()]) {
    const banner = getBreaking(edition);
    for (const kind of allKinds()) {
      if (!kind.shows) continue;
      for (const params of kind.pages(edition)) {
        const { data, stories } = kind.shows(params, edition);
        const path = inEdition(edition, kind.path(params));
        const input = { hash: sha(kind.format === 'feed' ? data : { data, banner }), stories: stories.map(({ slug }) => slug) };
        pages[path] = input;
        if (kind.lite) pages[liteCopyOf(path)!] = input;
      }
    }
  }
  return pages;
}

/** Each story's fingerprint, body included: which were added, edited or removed since a build. */
export function storyInputs(): Record<string, string> {
  return Object.fromEntries(getAllArticles().map((article) => [article.slug, sha(storyShows(article))]));
}

/**
 * Each search bundle's fingerprint, oldest first: its stories, of every edition, cut into bundles as the
 * index cuts them (scripts/pipeline/export/search-index.ts). Pagefind indexes only a story's own
 * view (`data-pagefind-body`), not its related cards, so a bundle whose stories did not change is
 * taken from the previous build, not indexed again.
 */
export function searchInputs(stories: Record<string, string>, bundleSize: number): string[] {
  return splitIntoBundles(getAllArticles(), bundleSize).map((bundle) =>
    sha(bundle.map((article) => [article.slug, stories[article.slug]])),
  );
}

/**
 * A route's parameters, cut to the pages an incremental build renders (the build context's
 * `render`; all of them otherwise). A static export refuses a route with no parameters, so a route
 * none of whose pages changed renders its first page again: the same bytes the previous build wrote.
 */
export function toRender<T>(params: T[], path: (param: T) => string, edition: Edition = defaultEdition): T[] {
  const { render } = readBuildContext();
  if (render === 'all') return params;
  const wanted = new Set(render);
  const chosen = params.filter((param) => wanted.has(inEdition(edition, path(param))));
  return chosen.length > 0 ? chosen : params.slice(0, 1);
}

/**
 * A kind's route parameters in the edition `generateStaticParams` is given (under app/(editions)/, its
 * `edition`), cut to the pages an incremental build renders.
 */
export function paramsToRender<P extends object>(kind: PageKind<P>, parent: EditionParams = {}): P[] {
  const edition = editionToList(parent);
  return kind.shows ? toRender(kind.pages(edition), kind.path, edition) : kind.pages(edition);
}

/**
 * A feed kind's parameters in every published edition but the default (a route handler takes none from
 * the layouts above it), each edition's cut to the feeds an incremental build renders.
 */
export function editionFeedParams<P extends object>(kind: PageKind<P>): (P & { edition: string })[] {
  return publishedEditions().flatMap((edition) =>
    toRender(kind.pages(edition), kind.path, edition).map((params) => ({ ...params, edition: edition.id })),
  );
}
