import type { Metadata } from 'next';
import { LiteFront } from '@/components/lite/lite-pages';
import { LitePage } from '@/components/lite/lite-page';
import { routes } from '@/lib/routes';
import { getBreaking, getTopStories } from '@/server/articles';
import { enterEdition } from '@/server/editions';
import { liteFrontDescription, liteFrontSections, liteLanguage, liteMetadata } from '@/server/lite';

interface LiteFrontPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: LiteFrontPageProps): Promise<Metadata> {
  await enterEdition(params);
  return liteMetadata({ full: routes.home(), description: liteFrontDescription() });
}

export default async function LiteFrontPage({ params }: LiteFrontPageProps) {
  await enterEdition(params);
  return (
    <LitePage full={routes.home()} language={liteLanguage()} breaking={getBreaking()}>
      <LiteFront latest={getTopStories()} sections={liteFrontSections()} language={liteLanguage()} />
    </LitePage>
  );
}
