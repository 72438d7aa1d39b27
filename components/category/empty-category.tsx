import { clsx } from 'clsx';

/** What a section with no stories says, on its own page and on the front page. */
export function EmptyCategory({ className }: { className?: string }) {
  return <p className={clsx('text-center text-lg text-muted', className)}>No articles found in this category.</p>;
}
