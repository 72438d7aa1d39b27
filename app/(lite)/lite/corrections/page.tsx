import type { Metadata } from 'next';
import { LitePage } from '@/components/lite/lite-page';
import { LiteCorrections } from '@/components/lite/lite-pages';
import { fill } from '@/lib/editions';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getBreaking } from '@/server/articles';
import { enterEdition, messages } from '@/server/editions';
import { liteLanguage, liteMetadata } from '@/server/lite';
import { getCorrections } from '@/server/listings';

interface LiteCorrectionsPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: LiteCorrectionsPageProps): Promise<Metadata> {
  await enterEdition(params);
  const words = messages();
  return liteMetadata({
    full: routes.corrections(),
    title: words.layout.corrections,
    description: fill(words.lite.correctionsDescription, { site: siteConfig.name }),
  });
}

export default async function LiteCorrectionsPage({ params }: LiteCorrectionsPageProps) {
  await enterEdition(params);
  return (
    <LitePage full={routes.corrections()} language={liteLanguage()} breaking={getBreaking()}>
      <LiteCorrections corrections={getCorrections()} language={liteLanguage()} />
    </LitePage>
  );
}
