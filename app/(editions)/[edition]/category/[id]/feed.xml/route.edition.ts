import { getCategories } from '@/lib/categories';
import { categoryFeedPath, editionFeedParams } from '@/server/page-inputs';

export { GET } from '../../../../../(site)/category/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's, with each section's. */
export function generateStaticParams() {
  return editionFeedParams(
    getCategories().map((category) => category.id),
    categoryFeedPath,
  );
}
