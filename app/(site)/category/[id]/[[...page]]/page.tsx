import type { Metadata } from 'next';
import type { EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { CategoryScreen } from '@/components/category/category-screen';
import { categoryListingOf } from '@/server/listings';
import { categoryMetadata } from '@/server/metadata';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface CategoryPageProps {
  /** `page` is empty on the section's own address, `['page', 'n']` on its archive pages. */
  params: Promise<{ id: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.category, parent);

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const found = await categoryListingOf(params);
  return found ? categoryMetadata(found.category, found.listing.page, found.listing.items[0]) : {};
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const found = await categoryListingOf(params);
  if (!found) notFound();
  return <CategoryScreen category={found.category} listing={found.listing} />;
}
