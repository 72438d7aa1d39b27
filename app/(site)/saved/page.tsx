import type { Metadata } from 'next';
import { SavedStories } from '@/components/offline/saved-stories';
import { Link } from '@/components/ui/link';
import { fill } from '@/lib/editions';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { enterEdition, messages } from '@/server/editions';

interface SavedPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: SavedPageProps): Promise<Metadata> {
  await enterEdition(params);
  const words = messages();
  return {
    title: words.layout.savedStories,
    description: fill(words.meta.savedDescription, { site: siteConfig.name }),
    // Each reader's own list, kept in their browser: nothing here for search engines.
    robots: { index: false, follow: true },
  };
}

/** The reading list: the stories saved with "Save for offline", which this page lists from the device, also offline. */
export default async function SavedPage({ params }: SavedPageProps) {
  await enterEdition(params);
  const words = messages();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">
        {words.layout.savedStories}
      </h1>
      <p className="mt-6 text-lg text-muted">
        {words.offline.savedIntro}{' '}
        <Link
          href={routes.pageSection(siteConfig.sectionLinks.offlineReading)}
          className="text-accent underline underline-offset-4"
        >
          {words.offline.whatThisKeeps}
        </Link>
      </p>
      <noscript>
        <p className="mt-6 text-lg text-muted">{words.offline.noScript}</p>
      </noscript>
      {siteConfig.offline.enabled ? (
        <SavedStories offline={words.offline} />
      ) : (
        <p className="mt-6 text-lg text-muted">{words.offline.turnedOff}</p>
      )}
    </div>
  );
}
