'use client';
// Why in the browser: it reads and stores the reader's choice and follows the system setting live.

import { startTransition, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
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

const systemQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

/**
 * Whether the system is in dark mode: unknown (null) while rendering on the server and hydrating, so the
 * first label claims no more than "System"; then known, and followed live. Learnt in a transition after
 * hydration, not as an external store, whose value differing from the server's would force a synchronous
 * second render of the whole page as it hydrates.
 */
function useSystemDark(): boolean | null {
  const [systemDark, setSystemDark] = useState<boolean | null>(null);
  useEffect(() => {
    // One query for the component's life: each `matchMedia` call makes and evaluates a new one.
    const query = systemQuery();
    if (!query) return;
    const update = () => startTransition(() => setSystemDark(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return systemDark;
}

function themeLabel(choice: ThemeChoice, systemDark: boolean | null, words: ReturnType<typeof useMessages>['layout']): string {
  if (choice !== 'system' || systemDark === null) return fill(words.themeLabel, { choice: words.themes[choice] });
  return fill(words.themeSystemNow, { mode: words.themeModes[systemDark ? 'dark' : 'light'] });
}

export function ThemeControl() {
  const words = useMessages().layout;
  const choice = useSyncExternalStore(subscribeToChoice, choiceOnPage, () => 'system' as const);
  const systemDark = useSystemDark();
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
        <span className="sr-only">{themeLabel(choice, systemDark, words)}</span>
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
