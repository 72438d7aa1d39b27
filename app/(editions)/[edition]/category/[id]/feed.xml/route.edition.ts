import { getCategories } from '@/lib/categories';
import { publishedEditions } from '@/server/articles';

export { GET } from '../../../../../(site)/category/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's, with each section's. */
export function generateStaticParams() {
  return publishedEditions().flatMap((edition) => getCategories().map((category) => ({ edition: edition.id, id: category.id })));
}
