import type { MetadataRoute } from 'next';
import { absoluteUrl, routes } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: [absoluteUrl(routes.sitemap()), absoluteUrl(routes.newsSitemap())],
  };
}
