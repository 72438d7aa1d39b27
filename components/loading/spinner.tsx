import { cn } from '@/lib/utils';

interface SpinnerProps {
  size?: 'large' | 'small';
  className?: string;
}

export function Spinner({ size = 'large', className }: SpinnerProps) {
  return (
    <div role="status" aria-label="Loading" className={cn('flex justify-center', size === 'large' ? 'py-24' : 'py-8', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'block animate-spin rounded-full border-rule border-t-accent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          size === 'large' ? 'size-12 border-4' : 'size-6 border-2',
        )}
      />
    </div>
  );
}
