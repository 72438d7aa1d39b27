import type { ComponentProps } from 'react';
import { formatCardDate, formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

interface ArticleDateProps extends Omit<ComponentProps<'time'>, 'dateTime' | 'children'> {
  date: string;
  format: 'card' | 'long';
  className?: string;
}

export function ArticleDate({ date, format, className, ...props }: ArticleDateProps) {
  return (
    <time dateTime={date} className={cn('text-sm text-muted', className)} {...props}>
      {format === 'card' ? formatCardDate(date) : formatLongDate(date)}
    </time>
  );
}
