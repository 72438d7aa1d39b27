import { LitePage } from '@/components/lite/lite-page';
import { LiteCorrections } from '@/components/lite/lite-pages';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getBreaking } from '@/server/articles';
import { liteMetadata } from '@/server/lite';
import { getCorrections } from '@/server/listings';

export const metadata = liteMetadata({
  full: routes.corrections(),
  title: 'Corrections',
  description: `Every correction ${siteConfig.name} has published, newest first, text only.`,
});

export default function LiteCorrectionsPage() {
  return (
    <LitePage full={routes.corrections()} breaking={getBreaking()}>
      <LiteCorrections corrections={getCorrections()} />
    </LitePage>
  );
}
