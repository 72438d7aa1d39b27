import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function CategoryLabel({ children, className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={cn('text-xs font-bold tracking-widest text-highlight uppercase', className)} {...props}>
      {children}
    </span>
  );
}
