import { editionFeedParams } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

export { GET } from '../../../../../(site)/category/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's, with each section's. */
export const generateStaticParams = () => editionFeedParams(pageKinds.categoryFeed);
