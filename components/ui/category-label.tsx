import { cn } from '@/lib/utils';

export function CategoryLabel({ children, className }: { children: React.ReactNode; className?: string }) {
  return <span className={cn('text-xs font-bold tracking-widest text-highlight uppercase', className)}>{children}</span>;
}
