import { publishedEditions } from '@/server/articles';

/**
 * The text-only copies of every edition but the default one, under its own folder (`/es/lite/`):
 * the same routes and document as the default edition's (app/(lite)/), each of which reads its
 * edition from the `edition` parameter. A route group of its own beside app/(editions)/: the copies
 * have their own root layout, as app/(lite)/ has beside app/(site)/, and Next accepts the same
 * dynamic segment at the root of both groups. A page type is added there and named here. Named
 * `layout.tsx` as app/(editions)/[edition]/layout.tsx is, for the reason given there.
 */
export { default } from '../../(lite)/layout';

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedEditions().map((edition) => ({ edition: edition.id }));
}
