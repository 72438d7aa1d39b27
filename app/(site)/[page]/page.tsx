import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StandingPageView } from '@/components/pages/standing-page-view';
import { pageMetadata, shareImage } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getPage, getPages } from '@/server/pages';

interface StandingPageProps {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPages().map((page) => ({ page: page.slug }));
}

export async function generateMetadata({ params }: StandingPageProps): Promise<Metadata> {
  const page = getPage((await params).page);
  if (!page) return {};
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: routes.page(page.slug),
    image: shareImage(undefined, siteConfig.name),
  });
}

export default async function StandingPage({ params }: StandingPageProps) {
  const page = getPage((await params).page);
  if (!page) notFound();
  return <StandingPageView title={page.title} path={routes.page(page.slug)} html={page.html} />;
}
