import { formatCardDate, formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

interface ArticleDateProps {
  date: string;
  format: 'card' | 'long';
  className?: string;
}

export function ArticleDate({ date, format, className }: ArticleDateProps) {
  return (
    <time dateTime={date} className={cn('text-sm text-muted', className)}>
      {format === 'card' ? formatCardDate(date) : formatLongDate(date)}
    </time>
  );
}
