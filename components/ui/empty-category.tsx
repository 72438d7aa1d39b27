import { clsx } from 'clsx';

/** What a section with no stories says, on its own page (category/) and on the front page (home/). */
export function EmptyCategory({ className }: { className?: string }) {
  return <p className={clsx('text-center text-lg text-muted', className)}>No articles found in this category.</p>;
}
