import type { Metadata } from 'next';
import { SearchPanel } from '@/components/search/search-panel';
import { SectionLinks } from '@/components/search/search-results';
import { absoluteUrl, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getTopics } from '@/lib/topics';

export const metadata: Metadata = {
  title: 'Search',
  description: `Search every article on ${siteConfig.name}.`,
  alternates: { canonical: absoluteUrl(routes.search()) },
  // Result pages are for readers: search engines index the articles themselves.
  robots: { index: false, follow: true },
};

export default function SearchPage() {
  return (
    <>
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">Search</h1>
      <noscript>
        <SectionLinks
          intro="Search needs JavaScript, which is turned off in this browser. Browse the sections instead:"
          className="mt-6"
        />
      </noscript>
      <SearchPanel topics={getTopics().map(({ id, name }) => ({ id, name }))} />
    </>
  );
}
