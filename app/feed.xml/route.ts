import { FEED_SIZE } from '@/lib/pagination';
import { editionOf } from '@/lib/editions';
import { getLatestInFull } from '@/server/articles';
import { rssFeed, rssResponse, siteChannel } from '@/server/feeds';

export const dynamic = 'force-static';

/** An edition's feed of its latest stories: the default edition's at /feed.xml, another's at /{id}/feed.xml. */
export async function GET(_request: Request, { params }: { params?: Promise<{ edition?: string }> }) {
  const edition = editionOf((await params)?.edition);
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE, undefined, edition), siteChannel(edition), edition));
}
