import type { MetadataRoute } from 'next';
import { absoluteUrl, editorRoute, routes, withBasePath } from '@/lib/routes';
import { readBuildContext } from '@/server/build-context';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // A preview build is for the newsroom's eyes: no crawler should take anything of it.
  if (readBuildContext().preview) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    // The newsroom's editor is for staff: its page is noindex too (server/editor/page.ts).
    rules: { userAgent: '*', allow: '/', disallow: withBasePath(editorRoute()) },
    sitemap: [absoluteUrl(routes.sitemap()), absoluteUrl(routes.newsSitemap())],
  };
}
