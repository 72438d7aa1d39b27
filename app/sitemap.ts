import type { MetadataRoute } from 'next';
import { getArticles } from '@/lib/articles';
import { getCategories } from '@/lib/categories';
import { absoluteUrl, routes } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getArticles();
  const latestOf = (category?: string) => getArticles(category)[0]?.publishedDate ?? articles[0].publishedDate;
  return [
    { url: absoluteUrl(routes.home()), lastModified: latestOf(), changeFrequency: 'hourly', priority: 1 },
    ...getCategories().map((category) => ({
      url: absoluteUrl(routes.category(category.id)),
      lastModified: latestOf(category.id),
      changeFrequency: 'daily' as const,
      priority: 0.8,
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(routes.article(article.slug)),
      lastModified: article.publishedDate,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
