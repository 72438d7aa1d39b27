import type { Metadata } from 'next';
import { OfflineStories } from '@/components/offline/offline-stories';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Not available offline',
  description: 'This page is not kept on this device for reading offline.',
  // The service worker's answer for a page it does not keep, never a page to find in search.
  robots: { index: false, follow: false },
};

/** What the service worker shows, offline, in place of a page this device does not keep (service-worker/sw.ts). */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">Not available offline</h1>
      <p className="mt-6 text-lg text-muted">
        You seem to be offline, and this page is not kept on this device. Reload it once you are back online, or go to{' '}
        <Link href={routes.home()} className="text-accent underline underline-offset-4">
          the front page
        </Link>
        .
      </p>
      <OfflineStories />
    </div>
  );
}
