import type { Metadata } from 'next';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { HomeView } from '@/components/home/home-view';
import { SECTION_SIZE } from '@/lib/pagination';
import { getArticles, getLatest } from '@/server/articles';
import { getCategories } from '@/lib/categories';
import { pageMetadata, shareImage } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  description: `${siteConfig.tagline} Top stories and the latest reporting on politics, technology, health and business.`,
  path: routes.home(),
  image: shareImage(getLatest(1)[0], `${siteConfig.name}: top stories`),
});

export default function HomePage() {
  const sections = getCategories().map((category) => {
    const articles = getArticles(category.id);
    return { category, articles: articles.slice(0, SECTION_SIZE), hasMore: articles.length > SECTION_SIZE };
  });
  return (
    <>
      <h1 className="sr-only">{siteConfig.name}: top stories and the latest news</h1>
      <LoadingBoundary operations={['getLatest', 'listArticles']} errorFallback={null} errorLabel="Failed to load the home page">
        <HomeView latest={getLatest()} sections={sections} />
      </LoadingBoundary>
    </>
  );
}
