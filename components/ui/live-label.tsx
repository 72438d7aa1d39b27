import { clsx } from 'clsx';

/**
 * "Live" above an open live story's headline and on its cards: solid red, as papers mark the few
 * stories that are happening now. A closed live story carries none.
 */
export function LiveLabel({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-xs bg-live px-1.5 py-0.5 text-[0.6875rem] leading-4 font-bold tracking-widest text-paper uppercase',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-paper" />
      Live
    </span>
  );
}
