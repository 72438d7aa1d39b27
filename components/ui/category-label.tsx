import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export function CategoryLabel({ children, className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={clsx('text-xs font-bold tracking-widest text-highlight uppercase', className)} {...props}>
      {children}
    </span>
  );
}
