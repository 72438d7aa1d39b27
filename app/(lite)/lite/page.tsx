import { LiteFront } from '@/components/lite/lite-pages';
import { LitePage } from '@/components/lite/lite-page';
import { routes } from '@/lib/routes';
import { getBreaking, getTopStories } from '@/server/articles';
import { liteFrontDescription, liteFrontSections, liteMetadata } from '@/server/lite';

export const metadata = liteMetadata({ full: routes.home(), description: liteFrontDescription });

export default function LiteFrontPage() {
  return (
    <LitePage full={routes.home()} breaking={getBreaking()}>
      <LiteFront latest={getTopStories()} sections={liteFrontSections()} />
    </LitePage>
  );
}
