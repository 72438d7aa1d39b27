import { publishedEditions } from '@/server/articles';

/**
 * Every edition but the default one, under its own folder (`/es/`): the same routes as the default
 * edition's (app/(site)/), each of which reads its edition from the `edition` parameter, and a
 * not-found page of its own (`404/`). A page type is added there and named here; a language is a
 * line of lib/site.ts and a dictionary, not a route.
 */
export { default, generateMetadata, viewport } from '../../(site)/layout';

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedEditions().map((edition) => ({ edition: edition.id }));
}
