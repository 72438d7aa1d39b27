import type { ArticleSummary } from '@/lib/article';
import { topicCrumbs } from '@/lib/breadcrumbs';
import type { Page } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { breadcrumbList, collectionPage } from '@/lib/structured-data';
import type { Topic } from '@/lib/topics';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { TopicView } from './topic-view';

interface TopicScreenProps {
  topic: Topic;
  listing: Page<ArticleSummary>;
}

export function TopicScreen({ topic, listing }: TopicScreenProps) {
  const path = routes.topic(topic.id, listing.page);
  return (
    <>
      <JsonLd data={collectionPage({ name: topic.name, description: topic.description, path, stories: listing.items })} />
      <JsonLd data={breadcrumbList(topicCrumbs(topic, listing.page))} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel="Failed to load articles">
        <TopicView topic={topic} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
