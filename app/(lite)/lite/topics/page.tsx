import type { Metadata } from 'next';
import { LitePage } from '@/components/lite/lite-page';
import { LiteTopics } from '@/components/lite/lite-pages';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { getTopicCounts } from '@/server/listings';
import { liteMetadata } from '@/server/lite';

export const metadata: Metadata = liteMetadata({
  full: routes.topics(),
  title: 'Topics',
  description: 'Every subject we follow across our sections, text only.',
});

export default function LiteTopicsPage() {
  return (
    <LitePage full={routes.topics()} breaking={getBreaking()}>
      <LiteTopics topics={getTopicCounts()} />
    </LitePage>
  );
}
