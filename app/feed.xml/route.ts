import { FEED_SIZE } from '@/lib/pagination';
import { getLatestInFull } from '@/server/articles';
import { rssFeed, rssResponse } from '@/server/feeds';

export const dynamic = 'force-static';

export function GET() {
  return rssResponse(rssFeed(getLatestInFull(FEED_SIZE)));
}
