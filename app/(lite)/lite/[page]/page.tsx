import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { LiteStandingPage } from '@/components/lite/lite-pages';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { editionToList, enterEdition, type EditionParams } from '@/server/editions';
import { liteBody, liteLanguage, liteMetadata } from '@/server/lite';
import { getPage, getPages } from '@/server/pages';

interface LiteStandingPageProps {
  params: Promise<{ page: string; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  return getPages(editionToList(parent)).map((page) => ({ page: page.slug }));
}

/** The page a route's parameters name, in its edition; null for none. */
async function pageOf(params: LiteStandingPageProps['params']) {
  await enterEdition(params);
  return getPage((await params).page);
}

export async function generateMetadata({ params }: LiteStandingPageProps): Promise<Metadata> {
  const page = await pageOf(params);
  return page ? liteMetadata({ full: routes.page(page.slug), title: page.title, description: page.description }) : {};
}

export default async function LiteStandingPageRoute({ params }: LiteStandingPageProps) {
  const page = await pageOf(params);
  if (!page) notFound();
  return (
    <LitePage full={routes.page(page.slug)} language={liteLanguage()} breaking={getBreaking()}>
      <LiteStandingPage title={page.title} html={liteBody(page.html)} />
    </LitePage>
  );
}
