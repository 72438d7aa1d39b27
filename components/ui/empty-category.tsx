'use client';
// Why in the browser: not for behaviour. The front page draws it in its client view, a section's page on the server; either way it says the page's edition's words.

import { clsx } from 'clsx';
import { useMessages } from '@/components/edition/edition-provider';

/** What a section with no stories says, on its own page (category/) and on the front page (home/). */
export function EmptyCategory({ className }: { className?: string }) {
  const words = useMessages();
  return <p className={clsx('text-center text-lg text-muted', className)}>{words.listing.emptySection}</p>;
}
