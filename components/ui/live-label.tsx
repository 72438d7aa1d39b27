'use client';
// Why in the browser: not for behaviour. It is drawn by the cards and the story's header, which are client views; it says the page's edition's word.

import { clsx } from 'clsx';
import { useMessages } from '@/components/edition/edition-provider';

/**
 * "Live" above an open live story's headline and on its cards: solid red, as papers mark the few
 * stories that are happening now. A closed live story carries none.
 */
export function LiveLabel({ className }: { className?: string }) {
  const words = useMessages();
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-xs bg-live px-1.5 py-0.5 text-[0.6875rem] leading-4 font-bold tracking-widest text-paper uppercase',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-paper" />
      {words.article.live}
    </span>
  );
}
