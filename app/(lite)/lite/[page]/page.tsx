import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { LiteStandingPage } from '@/components/lite/lite-pages';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { liteBody, liteMetadata } from '@/server/lite';
import { getPage, getPages } from '@/server/pages';

interface LiteStandingPageProps {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPages().map((page) => ({ page: page.slug }));
}

export async function generateMetadata({ params }: LiteStandingPageProps): Promise<Metadata> {
  const page = getPage((await params).page);
  return page ? liteMetadata({ full: routes.page(page.slug), title: page.title, description: page.description }) : {};
}

export default async function LiteStandingPageRoute({ params }: LiteStandingPageProps) {
  const page = getPage((await params).page);
  if (!page) notFound();
  return (
    <LitePage full={routes.page(page.slug)} breaking={getBreaking()}>
      <LiteStandingPage title={page.title} html={liteBody(page.html)} />
    </LitePage>
  );
}
