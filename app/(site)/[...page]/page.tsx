import type { Metadata } from 'next';
import { enterEdition, type EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { StandingPageView } from '@/components/pages/standing-page-view';
import { pageMetadata, shareImage } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getPage } from '@/server/pages';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface StandingPageProps {
  params: Promise<{ page: string[]; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.page, parent);

export async function generateMetadata({ params }: StandingPageProps): Promise<Metadata> {
  const page = await pageOf(params);
  if (!page) return {};
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: routes.page(page.slug),
    image: shareImage(undefined, siteConfig.name),
  });
}

/** The page a route's parameters name, in its edition; null for none. */
async function pageOf(params: StandingPageProps['params']) {
  await enterEdition(params);
  return getPage((await params).page.join('/'));
}

export default async function StandingPage({ params }: StandingPageProps) {
  const page = await pageOf(params);
  if (!page) notFound();
  return <StandingPageView title={page.title} path={routes.page(page.slug)} html={page.html} />;
}
