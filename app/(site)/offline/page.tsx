import type { Metadata } from 'next';
import { OfflineStories } from '@/components/offline/offline-stories';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';
import { enterEdition, messages } from '@/server/editions';

interface OfflinePageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: OfflinePageProps): Promise<Metadata> {
  await enterEdition(params);
  const { offline } = messages();
  return {
    title: offline.unavailable,
    description: offline.unavailableDescription,
    // The service worker's answer for a page it does not keep, never a page to find in search.
    robots: { index: false, follow: false },
  };
}

/** What the service worker shows, offline, in place of a page this device does not keep (service-worker/sw.ts). */
export default async function OfflinePage({ params }: OfflinePageProps) {
  await enterEdition(params);
  const { offline } = messages();
  const [before, after = ''] = offline.unavailableText.split('{link}');
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b border-rule pb-6 font-serif text-4xl font-bold text-ink sm:text-5xl">{offline.unavailable}</h1>
      <p className="mt-6 text-lg text-muted">
        {before}
        <Link href={routes.home()} className="text-accent underline underline-offset-4">
          {offline.frontPage}
        </Link>
        {after}
      </p>
      <OfflineStories offline={offline} />
    </div>
  );
}
