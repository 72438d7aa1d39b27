import type { Metadata } from 'next';
import { SearchPanel } from '@/components/search/search-panel';
import { SectionLinks } from '@/components/search/search-results';
import { absoluteUrl, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getTopics } from '@/lib/topics';
import { fill, inEdition } from '@/lib/editions';
import { enterEdition, localTopic, messages } from '@/server/editions';

interface SearchPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const edition = await enterEdition(params);
  const { search } = messages();
  return {
    title: search.heading,
    description: fill(search.description, { site: siteConfig.name }),
    alternates: { canonical: absoluteUrl(inEdition(edition, routes.search())) },
    // Result pages are for readers: search engines index the articles themselves.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: SearchPageProps) {
  await enterEdition(params);
  const { search } = messages();
  return (
    <>
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">{search.heading}</h1>
      <noscript>
        <SectionLinks intro={search.noScript} className="mt-6" />
      </noscript>
      <SearchPanel
        words={search}
        topics={getTopics()
          .map((topic) => localTopic(topic)!)
          .map(({ id, name }) => ({ id, name }))}
      />
    </>
  );
}
