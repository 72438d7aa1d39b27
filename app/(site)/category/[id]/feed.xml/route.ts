import { notFound } from 'next/navigation';
import { FEED_SIZE } from '@/lib/pagination';
import { getLatestInFull } from '@/server/articles';
import { getCategory } from '@/lib/categories';
import { editionOf } from '@/lib/editions';
import { localCategory } from '@/server/editions';
import { rssFeed, rssResponse, sectionChannel } from '@/server/feeds';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => paramsToRender(pageKinds.categoryFeed);

/** A section's feed in an edition: /category/{id}/feed.xml, and /{edition}/category/{id}/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; edition?: string }> }) {
  const { id, edition: editionId } = await params;
  const edition = editionOf(editionId);
  const category = localCategory(getCategory(id), edition);
  if (!category) notFound();
  return rssResponse(
    rssFeed(getLatestInFull(FEED_SIZE, { category: category.id }, edition), sectionChannel(category, edition), edition),
  );
}
