import type { Metadata } from 'next';
import type { EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { TopicScreen } from '@/components/topic/topic-screen';
import { topicMetadata } from '@/server/metadata';
import { topicListingOf } from '@/server/listings';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface TopicPageProps {
  /** `page` is empty on the topic's own address, `['page', 'n']` on its archive pages. */
  params: Promise<{ id: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.topic, parent);

export async function generateMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const found = await topicListingOf(params);
  return found ? topicMetadata(found.topic, found.listing.page, found.listing.items[0]) : {};
}

export default async function TopicPage({ params }: TopicPageProps) {
  const found = await topicListingOf(params);
  if (!found) notFound();
  return <TopicScreen topic={found.topic} listing={found.listing} />;
}
