import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

interface ArticleDateProps extends Omit<ComponentProps<'time'>, 'dateTime' | 'children'> {
  /** The field as written (`2025-05-07` or `2025-05-07T14:30:00-07:00`): the machine-readable date. */
  date: string;
  /**
   * The date as readers see it, formatted on the server (lib/dates.ts): the browser then never loads
   * Intl's date data, which costs a slow phone about 70 ms of main thread while the page starts.
   */
  label: string;
  className?: string;
}

export function ArticleDate({ date, label, className, ...props }: ArticleDateProps) {
  return (
    <time dateTime={date} className={clsx('text-sm text-muted', className)} {...props}>
      {label}
    </time>
  );
}
