import 'server-only';
import { absoluteUrl, liteCopyOf, routes } from '@/lib/routes';
import { fill, inEdition, type Edition } from '@/lib/editions';
import { siteConfig } from '@/lib/site';
import type { LiteDocumentData } from '@/lib/lite-copy';
import { getBreaking } from '../articles';
import { inEditionScope, messages } from '../editions';
import { documentTitle } from '../metadata';
import { allKinds, type PageKind } from '../page-kinds';
import { litePolicy, liteStylesheet } from './style';

/**
 * The text-only edition: a copy of every page of the full edition a reader reads (each kind of
 * server/page-kinds.ts with a `lite` copy), each one HTML file with its stylesheet inside and no
 * script, drawn by the views of components/lite/ from the same stories and listings as the full
 * pages, in the page's edition (`/es/lite/…` is the Spanish edition's). The build draws them with
 * React's static renderer, outside Next (scripts/pipeline/export/lite.ts); their bodies are given as
 * body.ts gives them (server/lite/content.ts).
 */

let style: Promise<{ css: string; policy: string }> | undefined;

/** The stylesheet every page carries inline, and the policy that allows it by its hash: made once a build. */
export function liteStyle(): Promise<{ css: string; policy: string }> {
  style ??= liteStylesheet().then((css) => ({ css, policy: litePolicy(css) }));
  return style;
}

/** A text-only page to draw: the file it goes to (in the export, forward slashes) and its document but its words. */
export interface LiteJob {
  file: string;
  edition: string;
  document: LiteDocumentData;
}

/**
 * A page's text-only copy in an edition, ready to draw: at its copy's address, or, for the front page
 * on a crisis day (`front`), at the edition's front, canonical and indexable there and linking to the
 * full front at /front/. A copy names its full page as canonical and is kept out of search engines'
 * indexes, which index the full edition.
 */
export function liteJob<P extends object>(kind: PageKind<P>, params: P, edition: Edition, front = false): LiteJob {
  return inEditionScope(edition, () => {
    const full = kind.path(params);
    const copy = kind.lite!(params);
    const words = messages();
    const name = copy.title ? documentTitle(copy.title) : `${siteConfig.name} — ${words.site.tagline}`;
    const at = front ? inEdition(edition, routes.home()) : liteCopyOf(inEdition(edition, full))!;
    return {
      file: `${at.slice(1)}index.html`,
      edition: edition.id,
      document: {
        head: {
          title: front ? name : fill(words.lite.title, { title: name }),
          description: copy.description,
          canonical: absoluteUrl(inEdition(edition, front ? routes.home() : full)),
          index: front,
        },
        page: { full, breaking: getBreaking(), front, className: copy.className },
        content: copy.content,
      },
    };
  });
}

/** Every kind with a text-only copy. */
export const copiedKinds = (): PageKind[] => allKinds().filter((kind) => kind.lite);
