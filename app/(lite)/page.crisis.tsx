import { LiteFront } from '@/components/lite/lite-pages';
import { LitePage } from '@/components/lite/lite-page';
import { routes } from '@/lib/routes';
import { getBreaking, getTopStories } from '@/server/articles';
import { liteFrontDescription, liteFrontSections, liteMetadata } from '@/server/lite';

// A crisis day's front page (`siteConfig.liteFrontPage`): the text-only front at `/`, canonical and
// indexable, linking to the full front page at /front/ (next.config.ts `pageExtensions`).
export const metadata = liteMetadata({ full: routes.home(), description: liteFrontDescription, front: true });

export default function CrisisFrontPage() {
  return (
    <LitePage full={routes.home()} breaking={getBreaking()} front>
      <LiteFront latest={getTopStories()} sections={liteFrontSections()} />
    </LitePage>
  );
}
