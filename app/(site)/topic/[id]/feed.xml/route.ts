import { notFound } from 'next/navigation';
import { FEED_SIZE } from '@/lib/pagination';
import { getTopic } from '@/lib/topics';
import { editionOf } from '@/lib/editions';
import { getLatestInFull } from '@/server/articles';
import { localTopic } from '@/server/editions';
import { rssFeed, rssResponse, topicChannel } from '@/server/feeds';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => paramsToRender(pageKinds.topicFeed);

/** A topic's feed in an edition: /topic/{id}/feed.xml, and /{edition}/topic/{id}/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; edition?: string }> }) {
  const { id, edition: editionId } = await params;
  const edition = editionOf(editionId);
  const topic = localTopic(getTopic(id), edition);
  if (!topic) notFound();
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE, { topic: topic.id }, edition), topicChannel(topic, edition), edition));
}
