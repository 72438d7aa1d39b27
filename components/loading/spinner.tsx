import { clsx } from 'clsx';

// clsx, not cn(): this renders in the client bundle, where tailwind-merge would cost 8 kB.
interface SpinnerProps {
  /** What it stands for, to a screen reader: `Loading` in the page's words. */
  label: string;
  size?: 'large' | 'small';
  className?: string;
}

export function Spinner({ label, size = 'large', className }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={clsx('flex justify-center', size === 'large' ? 'py-24' : 'py-8', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'block animate-spin rounded-full border-rule border-t-accent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          size === 'large' ? 'size-12 border-4' : 'size-6 border-2',
        )}
      />
    </div>
  );
}
