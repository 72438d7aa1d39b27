import type { ComponentProps } from 'react';
import { formatCardDate, formatLongDate } from '@/lib/dates';
import { clsx } from 'clsx';

interface ArticleDateProps extends Omit<ComponentProps<'time'>, 'dateTime' | 'children'> {
  date: string;
  format: 'card' | 'long';
  className?: string;
}

export function ArticleDate({ date, format, className, ...props }: ArticleDateProps) {
  return (
    <time dateTime={date} className={clsx('text-sm text-muted', className)} {...props}>
      {format === 'card' ? formatCardDate(date) : formatLongDate(date)}
    </time>
  );
}
