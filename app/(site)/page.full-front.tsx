import type { Metadata } from 'next';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { HomeView } from '@/components/home/home-view';
import { cardFields } from '@/components/article/article-card';
import { gridCards } from '@/components/article/article-grid';
import { getTopStories } from '@/server/articles';
import { frontPage } from '@/server/front-page';
import { pageMetadata, shareImage } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { enterEdition, localCategory, messages } from '@/server/editions';

interface HomePageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  await enterEdition(params);
  const { site } = messages();
  return pageMetadata({
    description: `${site.tagline} ${site.frontDescription}`,
    path: routes.home(),
    image: shareImage(getTopStories(1)[0], `${siteConfig.name}: ${site.frontShareAlt}`),
  });
}

export default async function HomePage({ params }: HomePageProps) {
  await enterEdition(params);
  const { site } = messages();
  const front = frontPage();
  const sections = front.sections.map(({ category, articles, hasMore }) => {
    const { id, displayName } = localCategory(category)!;
    return { category: { id, displayName }, cards: gridCards(articles, 'small'), hasMore };
  });
  // A pinned story leads whatever its date; else the latest.
  const latest = front.latest.map((article, index) => cardFields(article, index === 0 ? 'large' : 'medium'));
  return (
    <>
      <h1 className="sr-only">
        {siteConfig.name}: {site.frontHeading}
      </h1>
      <LoadingBoundary operations={['getLatest', 'listArticles']} errorFallback={null} errorLabel="Failed to load the home page">
        <HomeView latest={latest} sections={sections} />
      </LoadingBoundary>
    </>
  );
}
