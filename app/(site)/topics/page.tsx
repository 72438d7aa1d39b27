import type { Metadata } from 'next';
import { TopicsView } from '@/components/topic/topics-view';
import { topicsCrumbs } from '@/lib/breadcrumbs';
import { topicsMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { getTopicCounts } from '@/server/listings';

export const metadata: Metadata = topicsMetadata();

export default function TopicsPage() {
  return (
    <>
      <JsonLd data={breadcrumbList(topicsCrumbs())} />
      <TopicsView topics={getTopicCounts()} />
    </>
  );
}
