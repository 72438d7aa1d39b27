import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { categoryListingOf, categoryPageParams } from '@/server/listings';
import { copiesToRender, liteMetadata } from '@/server/lite';
import { categoryParamPath } from '@/server/page-inputs';

interface LiteCategoryPageProps {
  params: Promise<{ id: string; page?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return copiesToRender(categoryPageParams(), categoryParamPath);
}

export async function generateMetadata({ params }: LiteCategoryPageProps): Promise<Metadata> {
  const found = await categoryListingOf(params);
  if (!found) return {};
  const { category, listing } = found;
  return liteMetadata({
    full: routes.category(category.id, listing.page),
    title: listing.page > 0 ? `${category.displayName}, page ${listing.page}` : category.displayName,
    description: `The latest ${category.displayName} stories, text only.`,
  });
}

export default async function LiteCategoryPage({ params }: LiteCategoryPageProps) {
  const found = await categoryListingOf(params);
  if (!found) notFound();
  const { category, listing } = found;
  return (
    <LitePage full={routes.category(category.id, listing.page)} breaking={getBreaking()}>
      <h1>{category.displayName}</h1>
      <Listing
        listing={listing}
        path={(page) => routes.category(category.id, page)}
        label={category.displayName}
        empty="No articles found in this category."
      />
    </LitePage>
  );
}
