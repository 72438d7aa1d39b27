import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { authorListingOf, authorPageParams } from '@/server/listings';
import { copiesToRender, liteMetadata } from '@/server/lite';
import { authorParamPath } from '@/server/page-inputs';

interface LiteAuthorPageProps {
  params: Promise<{ slug: string; page?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return copiesToRender(authorPageParams(), authorParamPath);
}

export async function generateMetadata({ params }: LiteAuthorPageProps): Promise<Metadata> {
  const found = await authorListingOf(params);
  if (!found) return {};
  const { author, listing } = found;
  return liteMetadata({
    full: routes.author(author.slug, listing.page),
    title: listing.page > 0 ? `${author.name}, page ${listing.page}` : author.name,
    description: `${author.name}, ${author.role}: ${author.bio}`,
  });
}

export default async function LiteAuthorPage({ params }: LiteAuthorPageProps) {
  const found = await authorListingOf(params);
  if (!found) notFound();
  const { author, listing } = found;
  return (
    <LitePage full={routes.author(author.slug, listing.page)} breaking={getBreaking()}>
      <p className="label">{author.role}</p>
      <h1>{author.name}</h1>
      <p>{author.bio}</p>
      <h2>Stories by {author.name}</h2>
      <Listing
        listing={listing}
        path={(page) => routes.author(author.slug, page)}
        label={`stories by ${author.name}`}
        empty={`No articles by ${author.name} yet.`}
        headingLevel={3}
        section
      />
    </LitePage>
  );
}
