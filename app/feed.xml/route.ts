import { getArticles } from '@/lib/articles';
import { rssFeed, rssResponse } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return rssResponse(rssFeed(getArticles()));
}
