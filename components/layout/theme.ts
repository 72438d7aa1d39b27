/** The reader's choice: a fixed theme, or whatever the system says. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = Exclude<ThemeChoice, 'system'>;

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
export const THEME_STORAGE_KEY = 'pacific-ledger-theme';
/** The paper colour of each theme (app/colors.css), for the browser's own chrome. */
export const THEME_COLORS: Record<Theme, string> = { light: '#fbfaf7', dark: '#171615' };
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Shows `choice`: a fixed theme marks <html data-theme>, System removes the mark and leaves it to
 * the CSS media query. Every theme-color meta takes the chosen paper colour, or with System the one
 * of its own media query. Self-contained (no imports, no closures): the pre-paint script inlines it.
 */
export function applyTheme(choice: ThemeChoice, colors: Record<Theme, string>): void {
  const root = document.documentElement;
  if (choice === 'light' || choice === 'dark') root.setAttribute('data-theme', choice);
  else root.removeAttribute('data-theme');
  const metas = document.querySelectorAll('meta[name="theme-color"]');
  for (let index = 0; index < metas.length; index++) {
    const meta = metas[index];
    const own = (meta.getAttribute('media') ?? '').indexOf('dark') >= 0 ? 'dark' : 'light';
    meta.setAttribute('content', colors[choice === 'system' ? own : choice]);
  }
}

/** The stored choice; System when there is none or storage is unavailable (private mode, blocked cookies). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice; returns false when storage refuses it (the theme still applies to this page). */
export function storeThemeChoice(choice: ThemeChoice): boolean {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** The inline <head> script: the same text on every page, so a CSP can allow it by its hash. */
export function themeScript(): string {
  const start = (apply: typeof applyTheme, key: string, colors: Record<Theme, string>) => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {}
    if (stored === 'light' || stored === 'dark') apply(stored, colors);
  };
  return `(${start.toString()})(${applyTheme.toString()},${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_COLORS)})`;
}
