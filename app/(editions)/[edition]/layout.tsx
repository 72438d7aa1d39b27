import { publishedEditions } from '@/server/articles';

/**
 * Every edition but the default one, under its own folder (`/es/`): the same routes as the default
 * edition's (app/(site)/), each of which reads its edition from the `edition` parameter, and a
 * not-found page of its own (`404/`). A page type is added there and named here; a language is a
 * line of lib/site.ts and a dictionary, not a route.
 *
 * Named `layout.tsx`, not `*.edition.tsx` as the routes below it are: Turbopack builds a segment's
 * scripts on its layout's only for a file it knows by the name `layout`. As `layout.edition.tsx`, every
 * page and the language slot here carried the layout's shared modules a second time (9–10 kB gzip on
 * each page of the edition). A layout with no page under it, in a build that publishes no other
 * edition, is no route.
 */
export { default, generateMetadata, viewport } from '../../(site)/layout';

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedEditions().map((edition) => ({ edition: edition.id }));
}
