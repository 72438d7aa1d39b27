import type { Metadata } from 'next';
import { TopicsView } from '@/components/topic/topics-view';
import { topicsCrumbs } from '@/lib/breadcrumbs';
import { topicsMetadata } from '@/server/metadata';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { getTopicCounts } from '@/server/listings';
import { currentEdition, enterEdition, messages } from '@/server/editions';

interface TopicsPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: TopicsPageProps): Promise<Metadata> {
  await enterEdition(params);
  return topicsMetadata();
}

export default async function TopicsPage({ params }: TopicsPageProps) {
  await enterEdition(params);
  return (
    <>
      <JsonLd data={breadcrumbList(topicsCrumbs(messages()), currentEdition())} />
      <TopicsView topics={getTopicCounts()} />
    </>
  );
}
