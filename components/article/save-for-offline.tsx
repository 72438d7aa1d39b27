'use client';
// Why in the browser: it asks the service worker to keep the story on this device, or to let it go.

import { useEffect, useState, useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { routes } from '@/lib/routes';
import { askWorker, canKeepOffline } from '@/components/offline/worker-client';
import { useMessages } from '@/components/edition/edition-provider';
import { Link } from '@/components/ui/link';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/**
 * "Save for offline": a toggle that keeps the story (page, payload, hero) on this device until the
 * reader removes it, here or on the saved stories page. Hidden without JavaScript (the layout's
 * noscript style) and where the browser has no service workers.
 */
const subscribeToNothing = () => () => {};

export function SaveForOffline({ path }: { path: string }) {
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const words = useMessages();
  // The server's HTML shows the control; a browser that cannot keep pages takes it away as it starts.
  const supported = useSyncExternalStore(subscribeToNothing, canKeepOffline, () => true);

  useEffect(() => {
    void askWorker({ type: 'status', path }).then((status) => status && setSaved(status.saved));
  }, [path]);

  async function toggle() {
    setBusy(true);
    setMessage('');
    const status = await askWorker({ type: saved ? 'remove' : 'save', path }, true);
    setBusy(false);
    if (status) setSaved(status.saved);
    if (status?.saved) setMessage(words.article.savedOnDevice);
    else setMessage(saved ? words.article.removedFromSaved : words.article.couldNotSave);
  }

  if (!supported) return null;
  return (
    <div className="save-offline flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden">
      <button
        type="button"
        aria-pressed={saved}
        disabled={busy}
        onClick={toggle}
        className="inline-flex shrink-0 items-center gap-2 rounded-full border border-rule px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-ink hover:border-accent hover:bg-accent-soft aria-pressed:border-accent aria-pressed:bg-accent-soft"
      >
        <StrokeIcon className="size-4">
          <path d="M6 3h12v18l-6-4-6 4z" fill={saved ? 'currentColor' : 'none'} />
        </StrokeIcon>
        {words.article.saveOffline}
      </button>
      {/* Present while empty, so that screen readers announce what it says; taking no room until then. */}
      <p aria-live="polite" className={clsx('text-sm text-muted', !message && 'sr-only')}>
        {message}{' '}
        {saved && message && (
          <Link href={routes.saved()} className="text-accent underline underline-offset-4">
            {words.layout.savedStories}
          </Link>
        )}
      </p>
    </div>
  );
}
