import { editionOf } from '@/lib/editions';
import { FEED_SIZE } from '@/lib/pagination';
import { getArticle } from '@/server/articles';
import { collectionInfo, collectionStories } from '@/server/collections';
import { inEditionScope } from '@/server/editions';
import { collectionChannel, rssFeed, rssResponse } from '@/server/feeds';

export const dynamic = 'force-static';

/** The opinion and analysis pieces' feed in an edition: /opinion/feed.xml, and /{edition}/opinion/feed.xml. */
export async function GET(_request: Request, { params }: { params?: Promise<{ edition?: string }> }) {
  const edition = editionOf((await params)?.edition);
  const stories = collectionStories('opinion', edition).slice(0, FEED_SIZE);
  const channel = inEditionScope(edition, () => collectionChannel(collectionInfo('opinion'), edition));
  return rssResponse(
    rssFeed(
      stories.map((story) => getArticle(story.slug)!),
      channel,
      edition,
    ),
  );
}
