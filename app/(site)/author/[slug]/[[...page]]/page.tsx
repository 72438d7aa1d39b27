import type { Metadata } from 'next';
import type { EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { AuthorScreen } from '@/components/author/author-screen';
import { authorListingOf } from '@/server/listings';
import { authorMetadata } from '@/server/metadata';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface AuthorPageProps {
  /** `page` is empty on the author's own address, `['page', 'n']` on later pages. */
  params: Promise<{ slug: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.author, parent);

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const found = await authorListingOf(params);
  return found ? authorMetadata(found.author, found.listing.page, found.listing.items[0]) : {};
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const found = await authorListingOf(params);
  if (!found) notFound();
  return <AuthorScreen author={found.author} listing={found.listing} />;
}
