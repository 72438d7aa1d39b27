import type { ArticleSummary } from '@/lib/article';
import { topicCrumbs } from '@/lib/breadcrumbs';
import type { Page } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { breadcrumbList, collectionPage } from '@/lib/structured-data';
import type { Topic } from '@/lib/topics';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingError } from '@/components/ui/listing-error';
import { currentEdition, messages } from '@/server/editions';
import { TopicView } from './topic-view';

interface TopicScreenProps {
  topic: Topic;
  listing: Page<ArticleSummary>;
}

export function TopicScreen({ topic, listing }: TopicScreenProps) {
  const path = routes.topic(topic.id, listing.page);
  const edition = currentEdition();
  const words = messages();
  return (
    <>
      <JsonLd
        data={collectionPage({ name: topic.name, description: topic.description, path, stories: listing.items, edition })}
      />
      <JsonLd data={breadcrumbList(topicCrumbs(words, topic, listing.page), edition)} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<ListingError />} errorLabel={words.ui.listingErrorText}>
        <TopicView topic={topic} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
