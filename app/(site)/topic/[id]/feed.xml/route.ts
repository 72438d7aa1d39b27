import { notFound } from 'next/navigation';
import { FEED_SIZE } from '@/lib/pagination';
import { getTopic, getTopics } from '@/lib/topics';
import { getLatestInFull } from '@/server/articles';
import { rssFeed, rssResponse, topicChannel } from '@/server/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getTopics().map((topic) => ({ id: topic.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const topic = getTopic((await params).id);
  if (!topic) notFound();
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE, { topic: topic.id }), topicChannel(topic)));
}
