import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionScreen } from '@/components/collection/collection-screen';
import { collectionFeedLink, collectionListingOf, collectionMetadata } from '@/server/collections';
import type { EditionParams } from '@/server/editions';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface LatestPageProps {
  /** `page` is empty on the list's own address, `['page', 'n']` on its archive pages. */
  params: Promise<{ page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.latest, parent);

export async function generateMetadata({ params }: LatestPageProps): Promise<Metadata> {
  const found = await collectionListingOf('latest', params);
  return found ? collectionMetadata(found) : {};
}

export default async function LatestPage({ params }: LatestPageProps) {
  const found = await collectionListingOf('latest', params);
  if (!found) notFound();
  return <CollectionScreen {...found} feed={collectionFeedLink('latest')} />;
}
