import type { MetadataRoute } from 'next';
import { absoluteUrl, editorRoute, routes, withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The newsroom's editor is for staff: its page is noindex too (scripts/pipeline/editor/page.ts).
    rules: { userAgent: '*', allow: '/', disallow: withBasePath(editorRoute()) },
    sitemap: [absoluteUrl(routes.sitemap()), absoluteUrl(routes.newsSitemap())],
  };
}
