import 'server-only';
import path from 'node:path';

/**
 * The documented settings that `server/` reads from the environment, here and nowhere else
 * (README, "Make it yours"). `SITE_URL` and `BASE_PATH` shape URLs in the browser too, so
 * `lib/site.ts` and `lib/routes.ts` read those, as lib/site.ts reads `EXTRA_EDITIONS`. Build state (the content store, the pages to
 * render) is no setting: it comes from the pipeline in the build context (./build-context.ts).
 */
export const settings = {
  /** ARTICLES_DIR: the stories' folder (a staging copy, or a test's). */
  articlesDir: path.resolve(process.env.ARTICLES_DIR ?? path.join('data', 'articles')),
  /**
   * IMAGES_DIR: the files that `/images/…` names (default public/images); a generated archive keeps
   * its photographs beside its stories, outside the repo. Pages use only the rendered variants.
   */
  imagesDir: path.resolve(process.env.IMAGES_DIR ?? path.join('public', 'images')),
  /** PAGES_DIR: the standing pages (about, contact, privacy, terms). */
  pagesDir: path.resolve(process.env.PAGES_DIR ?? path.join('data', 'pages')),
  /**
   * EDITIONS_DIR: the files of the editions that EXTRA_EDITIONS adds (lib/site.ts), laid out as data/
   * lays out another edition's: `editions/{id}.json`, `topics.{id}.json`, `authors.{id}.json` and
   * `pages/{id}/` (default data/). The site's own editions keep theirs in data/.
   */
  editionsDir: path.resolve(process.env.EDITIONS_DIR ?? 'data'),
};
