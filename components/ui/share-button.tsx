'use client';
// Why in the browser: it calls the system share sheet or the clipboard, and announces the result.

import { clsx } from 'clsx';
import { useState } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { StrokeIcon } from '@/components/ui/stroke-icon';

interface ShareButtonProps {
  title: string;
  url: string;
  /** What the button shares, for a screen reader where a page has more than one (`Share update: …`); its text stays "Share" (the edition's word). */
  label?: string;
  /** A live update's: smaller, under its text. */
  small?: boolean;
}

/** The system share sheet where there is one; otherwise the canonical URL goes to the clipboard. */
export function ShareButton({ title, url, label, small = false }: ShareButtonProps) {
  const [message, setMessage] = useState('');
  const words = useMessages();

  async function share() {
    setMessage('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setMessage(words.ui.shareFailed);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(words.article.linkCopied);
    } catch {
      setMessage(words.ui.copyFailed);
    }
  }

  return (
    <div className="flex items-center gap-3 print:hidden">
      <button
        type="button"
        onClick={share}
        aria-label={label}
        className={clsx(
          'inline-flex items-center gap-2 rounded-full border border-rule font-semibold text-ink hover:border-accent hover:bg-accent-soft',
          small ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm',
        )}
      >
        <StrokeIcon className="size-4">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </StrokeIcon>
        {words.article.share}
      </button>
      <p aria-live="polite" className="text-sm text-muted">
        {message}
      </p>
    </div>
  );
}
