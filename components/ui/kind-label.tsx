'use client';
// Why in the browser: not for behaviour. It is drawn by the cards and the story's header, which are client views; it says the page's edition's word.

import { clsx } from 'clsx';
import type { ArticleKind } from '@/lib/article';
import { kindLabel } from '@/lib/kind-labels';
import { useMessages } from '@/components/edition/edition-provider';

/**
 * The type of work above a headline: outlined for analysis and explainers, solid for opinion, which
 * a paper sets apart from its reporting.
 */
export function KindLabel({ kind, className }: { kind: ArticleKind | undefined; className?: string }) {
  const words = useMessages();
  if (!kind || kind === 'news') return null;
  return (
    <span
      className={clsx(
        'inline-block rounded-xs px-1.5 py-0.5 text-[0.6875rem] leading-4 font-bold tracking-widest uppercase',
        kind === 'opinion' ? 'bg-opinion text-paper' : 'border border-current text-accent',
        className,
      )}
    >
      {kindLabel(kind, words)}
    </span>
  );
}
