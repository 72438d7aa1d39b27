import { getArticles } from '@/server/articles';
import { rssFeed, rssResponse } from '@/server/feeds';

export const dynamic = 'force-static';

export function GET() {
  return rssResponse(rssFeed(getArticles()));
}
