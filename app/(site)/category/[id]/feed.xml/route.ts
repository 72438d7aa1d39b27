import { notFound } from 'next/navigation';
import { FEED_SIZE } from '@/lib/pagination';
import { getLatestInFull } from '@/server/articles';
import { getCategories, getCategory } from '@/lib/categories';
import { rssFeed, rssResponse, sectionChannel } from '@/server/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().map((category) => ({ id: category.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const category = getCategory((await params).id);
  if (!category) notFound();
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE, { category: category.id }), sectionChannel(category)));
}
