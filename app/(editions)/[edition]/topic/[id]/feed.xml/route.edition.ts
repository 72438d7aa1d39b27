import { publishedEditions } from '@/server/articles';
import { getTopics } from '@/lib/topics';

export { GET } from '../../../../../(site)/topic/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's, with each topic's. */
export function generateStaticParams() {
  return publishedEditions().flatMap((edition) => getTopics().map((topic) => ({ edition: edition.id, id: topic.id })));
}
