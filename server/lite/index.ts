import 'server-only';
import type { Metadata } from 'next';
import { documentTitle } from '@/server/metadata';
import { absoluteUrl, liteCopyOf, routes } from '@/lib/routes';
import { getCategories } from '@/lib/categories';
import { defaultEdition, fill, inEdition, type Edition } from '@/lib/editions';
import { SECTION_SIZE } from '@/lib/pagination';
import { siteConfig } from '@/lib/site';
import { getArticles } from '../articles';
import { currentEdition, messages } from '../editions';
import { toRender } from '../page-inputs';
import { litePolicy, liteStylesheet } from './style';

/**
 * The text-only edition (app/(lite)/, and each other edition's at app/(editions-lite)/): a copy of
 * every page of the full edition a reader reads (the front page, each section's and author's pages,
 * every story, the standing pages and the corrections), each one HTML file with its stylesheet inside
 * and no script, rendered from the same stories and listings as the full pages by the views of
 * components/lite/, in the page's edition (`/es/lite/…` is the Spanish edition's).
 */
export { liteBody, publicFileSize } from './body';

let style: Promise<{ css: string; policy: string }> | undefined;

/** The stylesheet every page carries inline, and the policy that allows it by its hash: made once a build. */
export function liteStyle(): Promise<{ css: string; policy: string }> {
  style ??= liteStylesheet().then((css) => ({ css, policy: litePolicy(css) }));
  return style;
}

export interface LiteMetadataInput {
  /** The full page it is the text of, by its path within the page's edition: its canonical link. */
  full: string;
  /** The page's own title (none on the front page). */
  title?: string;
  description: string;
  /** The copy of the front page standing at `/` on a crisis day: canonical and indexable there. */
  front?: boolean;
}

/**
 * A copy's title, description and canonical link, which names the full page; it is kept out of
 * search engines' indexes, which index the full edition, but for the crisis front page.
 */
export function liteMetadata({ full, title, description, front = false }: LiteMetadataInput): Metadata {
  const edition = currentEdition();
  const words = messages();
  const name = title ? documentTitle(title) : `${siteConfig.name} — ${words.site.tagline}`;
  return {
    title: { absolute: front ? name : fill(words.lite.title, { title: name }) },
    description,
    alternates: { canonical: absoluteUrl(inEdition(edition, front ? routes.home() : full)) },
    ...(!front && { robots: { index: false } }),
  };
}

/**
 * A copy route's parameters in an edition: those of its full page's route, cut to the copies an
 * incremental build renders (a copy is a page of its own in the plan, with its full page's fingerprint).
 */
export const copiesToRender = <T>(params: T[], fullPath: (param: T) => string, edition: Edition = defaultEdition): T[] =>
  toRender(params, (param) => liteCopyOf(fullPath(param))!, edition);

/** The front page's sections, as the text-only front lists them: each one's latest stories in the page's edition. */
export function liteFrontSections() {
  return getCategories().map((category) => {
    const articles = getArticles(category.id);
    return { category, articles: articles.slice(0, SECTION_SIZE), hasMore: articles.length > SECTION_SIZE };
  });
}

/** The text-only front page's description, at the edition's `/lite/` and on a crisis day at its front. */
export const liteFrontDescription = () => fill(messages().lite.frontDescription, { tagline: messages().site.tagline });

/** What the text-only edition's views are handed: the page's edition and its words (components/lite/words.ts). */
export const liteLanguage = () => ({ edition: currentEdition(), words: messages() });
