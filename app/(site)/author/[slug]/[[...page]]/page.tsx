import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorScreen } from '@/components/author/author-screen';
import { authorPageParams, getAuthorListing } from '@/server/listings';
import { authorMetadata } from '@/lib/metadata';
import { parsePageSegments } from '@/lib/routes';
import { authorParamPath, toRender } from '@/server/page-inputs';

interface AuthorPageProps {
  /** `page` is empty on the author's own address, `['page', 'n']` on later pages. */
  params: Promise<{ slug: string; page?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return toRender(authorPageParams(), authorParamPath);
}

async function find(params: AuthorPageProps['params']) {
  const { slug, page } = await params;
  const number = parsePageSegments(page);
  return number === null ? null : getAuthorListing(slug, number);
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const found = await find(params);
  return found ? authorMetadata(found.author, found.listing.page, found.listing.items[0]) : {};
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const found = await find(params);
  if (!found) notFound();
  return <AuthorScreen author={found.author} listing={found.listing} />;
}
