import type { FormEventHandler } from 'react';
import { clsx } from 'clsx';
import { useEditionPath, useMessages } from '@/components/edition/edition-provider';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { routes, withBasePath } from '@/lib/routes';

interface SearchFormProps {
  /** The input's id: the form appears more than once in a page (header, menu, search page). */
  id: string;
  /** The landmark's and the field's name. */
  label: string;
  /** The hint in the empty field: the edition's "Search articles", or a shorter one where the field is narrow. */
  placeholder?: string;
  defaultValue?: string;
  size?: 'compact' | 'large';
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
}

/**
 * A plain GET form to /search/?q=… of the page's edition (`/es/search/` on a Spanish page): it works
 * before any JavaScript has loaded, and without it (the search page then says that search needs
 * JavaScript). Rendered by client components only: it reads the page's words.
 */
export function SearchForm({ id, label, placeholder, defaultValue, size = 'compact', onSubmit, className }: SearchFormProps) {
  const words = useMessages().layout;
  const inEdition = useEditionPath();
  return (
    <form
      role="search"
      aria-label={label}
      action={withBasePath(inEdition(routes.search()))}
      method="get"
      onSubmit={onSubmit}
      className={clsx('flex items-stretch', className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder ?? words.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className={clsx(
          'w-0 min-w-0 flex-1 rounded-s-full border border-e-0 border-muted bg-paper text-ink placeholder:text-muted',
          size === 'large' ? 'px-5 py-3 text-lg' : 'px-4 py-1.5 text-sm',
        )}
      />
      <button
        type="submit"
        className={clsx(
          'inline-flex shrink-0 items-center gap-2 rounded-e-full bg-accent font-semibold text-paper hover:bg-ink',
          size === 'large' ? 'px-6 text-base' : 'px-3 text-sm',
        )}
      >
        <SearchIcon />
        <span className={size === 'large' ? undefined : 'sr-only'}>{words.search}</span>
      </button>
    </form>
  );
}

export function SearchIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className} strokeWidth={2.25}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </StrokeIcon>
  );
}
