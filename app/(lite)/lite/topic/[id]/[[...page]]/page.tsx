import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { pagedTitle } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { editionToList, type EditionParams } from '@/server/editions';
import { topicListingOf, topicPageParams } from '@/server/listings';
import { copiesToRender, liteLanguage, liteMetadata } from '@/server/lite';
import { topicParamPath } from '@/server/page-inputs';

interface LiteTopicPageProps {
  params: Promise<{ id: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  const edition = editionToList(parent);
  return copiesToRender(topicPageParams(edition), topicParamPath, edition);
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
  const language = liteLanguage();
  return (
    <LitePage full={routes.topic(topic.id, listing.page)} language={language} breaking={getBreaking()}>
      <h1>{topic.name}</h1>
      <p className="standfirst">{topic.description}</p>
      <Listing
        listing={listing}
        language={language}
        path={(page) => routes.topic(topic.id, page)}
        label={topic.name}
        empty={language.words.listing.noStoriesOnTopic}
      />
    </LitePage>
  );
}
