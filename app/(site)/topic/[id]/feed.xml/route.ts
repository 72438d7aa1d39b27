import { notFound } from 'next/navigation';
import { FEED_SIZE } from '@/lib/pagination';
import { getTopic, getTopics } from '@/lib/topics';
import { editionOf } from '@/lib/editions';
import { getLatestInFull } from '@/server/articles';
import { localTopic } from '@/server/editions';
import { rssFeed, rssResponse, topicChannel } from '@/server/feeds';
import { toRender, topicFeedPath } from '@/server/page-inputs';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return toRender(
    getTopics().map(({ id }) => ({ id })),
    topicFeedPath,
  );
}

/** A topic's feed in an edition: /topic/{id}/feed.xml, and /{edition}/topic/{id}/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; edition?: string }> }) {
  const { id, edition: editionId } = await params;
  const edition = editionOf(editionId);
  const topic = localTopic(getTopic(id), edition);
  if (!topic) notFound();
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE, { topic: topic.id }, edition), topicChannel(topic, edition), edition));
}
