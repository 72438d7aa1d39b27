import type { Metadata } from 'next';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { HomeView } from '@/components/home/home-view';
import { getArticles, getLatest } from '@/lib/articles';
import { getCategories } from '@/lib/categories';
import { shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/metadata';
import { routes, siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  description: `${siteConfig.tagline} Top stories and the latest reporting on politics, technology, health and business.`,
  path: routes.home(),
  image: { path: shareImagePath('home'), alt: `${siteConfig.name}: top stories` },
});

export default function HomePage() {
  const sections = getCategories().map((category) => ({ category, articles: getArticles(category.id) }));
  return (
    <>
      <h1 className="sr-only">{siteConfig.name}: top stories and the latest news</h1>
      <LoadingBoundary operations={['getLatest', 'listArticles']} errorFallback={null} errorLabel="Failed to load the home page">
        <HomeView latest={getLatest()} sections={sections} />
      </LoadingBoundary>
    </>
  );
}
