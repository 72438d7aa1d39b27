import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { pagedTitle } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { topicListingOf, topicPageParams } from '@/server/listings';
import { copiesToRender, liteMetadata } from '@/server/lite';
import { topicParamPath } from '@/server/page-inputs';

interface LiteTopicPageProps {
  params: Promise<{ id: string; page?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return copiesToRender(topicPageParams(), topicParamPath);
}

export async function generateMetadata({ params }: LiteTopicPageProps): Promise<Metadata> {
  const found = await topicListingOf(params);
  if (!found) return {};
  const { topic, listing } = found;
  return liteMetadata({
    full: routes.topic(topic.id, listing.page),
    title: pagedTitle(topic.name, listing.page),
    description: topic.description,
  });
}

export default async function LiteTopicPage({ params }: LiteTopicPageProps) {
  const found = await topicListingOf(params);
  if (!found) notFound();
  const { topic, listing } = found;
  return (
    <LitePage full={routes.topic(topic.id, listing.page)} breaking={getBreaking()}>
      <h1>{topic.name}</h1>
      <p className="standfirst">{topic.description}</p>
      <Listing
        listing={listing}
        path={(page) => routes.topic(topic.id, page)}
        label={topic.name}
        empty="No stories on this topic yet."
      />
    </LitePage>
  );
}
