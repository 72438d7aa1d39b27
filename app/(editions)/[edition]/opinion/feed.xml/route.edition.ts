import { publishedEditions } from '@/server/articles';

export { GET } from '../../../../(site)/opinion/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's. */
export const generateStaticParams = () => publishedEditions().map((edition) => ({ edition: edition.id }));
