import { getTopics } from '@/lib/topics';
import { editionFeedParams, topicFeedPath } from '@/server/page-inputs';

export { GET } from '../../../../../(site)/topic/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A route handler takes no parameters from the layouts above it: each edition's, with each topic's. */
export function generateStaticParams() {
  return editionFeedParams(
    getTopics().map((topic) => topic.id),
    topicFeedPath,
  );
}
