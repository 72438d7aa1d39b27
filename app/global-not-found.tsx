import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { siteConfig } from '@/lib/site';
import SiteLayout, { generateMetadata as siteMetadata, viewport as siteViewport } from './(site)/layout';

// The site has more than one root layout (the full edition's, app/(site)/, and the text-only
// edition's), so an address none of them has is answered here, outside both: `404.html`, in the
// full edition's layout. Next marks this page noindex itself.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata({})), title: `Page Not Found | ${siteConfig.name}` };
}
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteLayout params={Promise.resolve({})}>
      <NotFoundPage />
    </SiteLayout>
  );
}
