import type { Metadata } from 'next';
import { LiteFront } from '@/components/lite/lite-pages';
import { LitePage } from '@/components/lite/lite-page';
import { routes } from '@/lib/routes';
import { getBreaking, getTopStories } from '@/server/articles';
import { enterEdition } from '@/server/editions';
import { liteFrontDescription, liteFrontSections, liteLanguage, liteMetadata } from '@/server/lite';

// A crisis day's front page (`siteConfig.liteFrontPage`): the text-only front at `/`, canonical and
// indexable, linking to the full front page at /front/ (next.config.ts `pageExtensions`).

interface CrisisFrontPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: CrisisFrontPageProps): Promise<Metadata> {
  await enterEdition(params);
  return liteMetadata({ full: routes.home(), description: liteFrontDescription(), front: true });
}

export default async function CrisisFrontPage({ params }: CrisisFrontPageProps) {
  await enterEdition(params);
  return (
    <LitePage full={routes.home()} language={liteLanguage()} breaking={getBreaking()} front>
      <LiteFront latest={getTopStories()} sections={liteFrontSections()} language={liteLanguage()} />
    </LitePage>
  );
}
