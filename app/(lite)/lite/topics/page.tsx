import type { Metadata } from 'next';
import { LitePage } from '@/components/lite/lite-page';
import { LiteTopics } from '@/components/lite/lite-pages';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { enterEdition, messages } from '@/server/editions';
import { getTopicCounts } from '@/server/listings';
import { liteLanguage, liteMetadata } from '@/server/lite';

interface LiteTopicsPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: LiteTopicsPageProps): Promise<Metadata> {
  await enterEdition(params);
  const words = messages();
  return liteMetadata({ full: routes.topics(), title: words.layout.topics, description: words.lite.topicsDescription });
}

export default async function LiteTopicsPage({ params }: LiteTopicsPageProps) {
  await enterEdition(params);
  return (
    <LitePage full={routes.topics()} language={liteLanguage()} breaking={getBreaking()}>
      <LiteTopics topics={getTopicCounts()} language={liteLanguage()} />
    </LitePage>
  );
}
