import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { fill } from '@/lib/editions';
import { routes } from '@/lib/routes';
import { getBreaking } from '@/server/articles';
import { editionToList, messages, type EditionParams } from '@/server/editions';
import { categoryListingOf, categoryPageParams } from '@/server/listings';
import { copiesToRender, liteLanguage, liteMetadata } from '@/server/lite';
import { pagedTitle } from '@/server/metadata';
import { categoryParamPath } from '@/server/page-inputs';

interface LiteCategoryPageProps {
  params: Promise<{ id: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  const edition = editionToList(parent);
  return copiesToRender(categoryPageParams(edition), categoryParamPath, edition);
}

export async function generateMetadata({ params }: LiteCategoryPageProps): Promise<Metadata> {
  const found = await categoryListingOf(params);
  if (!found) return {};
  const { category, listing } = found;
  return liteMetadata({
    full: routes.category(category.id, listing.page),
    title: pagedTitle(category.displayName, listing.page),
    description: fill(messages().lite.sectionDescription, { section: category.displayName }),
  });
}

export default async function LiteCategoryPage({ params }: LiteCategoryPageProps) {
  const found = await categoryListingOf(params);
  if (!found) notFound();
  const { category, listing } = found;
  const language = liteLanguage();
  return (
    <LitePage full={routes.category(category.id, listing.page)} language={language} breaking={getBreaking()}>
      <h1>{category.displayName}</h1>
      <Listing
        listing={listing}
        language={language}
        path={(page) => routes.category(category.id, page)}
        label={category.displayName}
        empty={language.words.listing.emptySection}
      />
    </LitePage>
  );
}
