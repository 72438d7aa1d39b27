'use client';
// Why in the browser: it reads and stores the reader's choice, and applies it at once.

import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  THEME_CHOICES,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  applyTheme,
  readThemeChoice,
  storeThemeChoice,
  type ThemeChoice,
} from './theme';
import { useMessages } from '@/components/edition/edition-provider';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { fill } from '@/lib/editions';
import { useDismiss } from './use-dismiss';

/** <html data-theme> is the one record of the choice on the page (the pre-paint script sets it). */
function choiceOnPage(): ThemeChoice {
  const theme = document.documentElement.getAttribute('data-theme');
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

function subscribeToChoice(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme(readThemeChoice(), THEME_COLORS);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The button's name. For the System choice it says which mode the system is in: one name for each mode,
 * the other hidden by the system's media query, so the browser says which, from the first paint and as
 * the system changes, with no state or script of ours (and no second render as the page hydrates).
 */
function ThemeLabel({ choice, words }: { choice: ThemeChoice; words: ReturnType<typeof useMessages>['layout'] }) {
  if (choice !== 'system') return <span className="sr-only">{fill(words.themeLabel, { choice: words.themes[choice] })}</span>;
  return (
    <>
      <span className="sr-only [@media(prefers-color-scheme:dark)]:hidden">
        {fill(words.themeSystemNow, { mode: words.themeModes.light })}
      </span>
      <span className="sr-only hidden [@media(prefers-color-scheme:dark)]:inline">
        {fill(words.themeSystemNow, { mode: words.themeModes.dark })}
      </span>
    </>
  );
}

export function ThemeControl() {
  const words = useMessages().layout;
  const choice = useSyncExternalStore(subscribeToChoice, choiceOnPage, () => 'system' as const);
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setIsOpen(false), []);
  const onBlur = useDismiss({ isOpen, close, buttonRef, rootRef });

  function choose(next: ThemeChoice) {
    applyTheme(next, THEME_COLORS);
    // Storage may be refused (private mode, blocked cookies): the choice then holds for this page only.
    storeThemeChoice(next);
  }

  return (
    <div ref={rootRef} className="theme-control relative print:hidden" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
        className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-accent-soft"
      >
        <ThemeIcon choice={choice} />
        <ThemeLabel choice={choice} words={words} />
      </button>
      <fieldset
        id={panelId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-50 mt-2 w-44 rounded-md border border-rule bg-paper p-2 shadow-lg"
      >
        <legend className="float-start mb-1 w-full px-2 pt-1 text-xs font-semibold tracking-wider text-muted uppercase">
          {words.theme}
        </legend>
        {THEME_CHOICES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-accent-soft"
          >
            <input
              type="radio"
              name={`${panelId}-choice`}
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
              className="size-4 accent-accent"
            />
            {words.themes[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <StrokeIcon>
      {choice === 'light' && (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      )}
      {choice === 'dark' && <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />}
      {choice === 'system' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
        </>
      )}
    </StrokeIcon>
  );
}
