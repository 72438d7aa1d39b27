import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LitePage } from '@/components/lite/lite-page';
import { Listing } from '@/components/lite/story-list';
import { fill } from '@/lib/editions';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getBreaking } from '@/server/articles';
import { editionToList, messages, type EditionParams } from '@/server/editions';
import { authorListingOf, authorPageParams } from '@/server/listings';
import { copiesToRender, liteLanguage, liteMetadata } from '@/server/lite';
import { pagedTitle } from '@/server/metadata';
import { authorParamPath } from '@/server/page-inputs';

interface LiteAuthorPageProps {
  params: Promise<{ slug: string; page?: string[]; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  const edition = editionToList(parent);
  return copiesToRender(authorPageParams(edition), authorParamPath, edition);
}

export async function generateMetadata({ params }: LiteAuthorPageProps): Promise<Metadata> {
  const found = await authorListingOf(params);
  if (!found) return {};
  const { author, listing } = found;
  return liteMetadata({
    full: routes.author(author.slug, listing.page),
    title: pagedTitle(author.name, listing.page),
    description: fill(messages().meta.authorDescription, { ...author, site: siteConfig.name }),
  });
}

export default async function LiteAuthorPage({ params }: LiteAuthorPageProps) {
  const found = await authorListingOf(params);
  if (!found) notFound();
  const { author, listing } = found;
  const language = liteLanguage();
  const { listing: words } = language.words;
  return (
    <LitePage full={routes.author(author.slug, listing.page)} language={language} breaking={getBreaking()}>
      <p className="label">{author.role}</p>
      <h1>{author.name}</h1>
      <p>{author.bio}</p>
      <h2>{fill(words.storiesBy, { name: author.name })}</h2>
      <Listing
        listing={listing}
        language={language}
        path={(page) => routes.author(author.slug, page)}
        label={fill(words.pagedStoriesBy, { name: author.name })}
        empty={fill(words.noStoriesBy, { name: author.name })}
        headingLevel={3}
        section
      />
    </LitePage>
  );
}
