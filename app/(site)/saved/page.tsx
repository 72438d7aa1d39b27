import type { Metadata } from 'next';
import { SavedStories } from '@/components/offline/saved-stories';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Saved stories',
  description: `The ${siteConfig.name} stories you saved to read offline, kept on this device.`,
  // Each reader's own list, kept in their browser: nothing here for search engines.
  robots: { index: false, follow: true },
};

/** The reading list: the stories saved with "Save for offline", which this page lists from the device, also offline. */
export default function SavedPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">Saved stories</h1>
      <p className="mt-6 text-lg text-muted">
        Stories you save stay on this device, to read without a connection, until you remove them here.{' '}
        <Link
          href={routes.pageSection(siteConfig.sectionLinks.offlineReading)}
          className="text-accent underline underline-offset-4"
        >
          What this keeps
        </Link>
      </p>
      <noscript>
        <p className="mt-6 text-lg text-muted">
          Saving stories for offline reading needs JavaScript, which is off in this browser.
        </p>
      </noscript>
      {siteConfig.offline.enabled ? (
        <SavedStories />
      ) : (
        <p className="mt-6 text-lg text-muted">Offline reading is turned off on this site for now.</p>
      )}
    </div>
  );
}
