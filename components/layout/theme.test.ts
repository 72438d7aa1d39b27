import fs from 'node:fs';
import path from 'node:path';
import { THEME_COLORS, THEME_STORAGE_KEY, applyTheme, readThemeChoice, storeThemeChoice, themeScript } from './theme';

function addThemeColorMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`;
}

const themeColors = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

/** Runs the exact text the pages inline in <head>. */
const runThemeScript = () => window.eval(themeScript());

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = '';
});

describe('the stored choice', () => {
  it('is System when nothing is stored or the value is unknown', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('keeps Light and Dark, and forgets the choice for System', () => {
    expect(storeThemeChoice('dark')).toBe(true);
    expect(readThemeChoice()).toBe('dark');
    expect(storeThemeChoice('light')).toBe(true);
    expect(readThemeChoice()).toBe('light');
    expect(storeThemeChoice('system')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('survives storage that refuses to be read or written', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readThemeChoice()).toBe('system');
    expect(storeThemeChoice('dark')).toBe(false);
    expect(runThemeScript).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});

describe('applyTheme', () => {
  it('marks <html> with a fixed theme and gives every theme-color meta its paper colour', () => {
    addThemeColorMetas();
    applyTheme('dark', THEME_COLORS);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyTheme('light', THEME_COLORS);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it('with System, leaves the page to the media query and each meta to its own colour', () => {
    addThemeColorMetas();
    applyTheme('dark', THEME_COLORS);
    applyTheme('system', THEME_COLORS);
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });
});

describe('the pre-paint script', () => {
  it('applies a stored Dark or Light choice', () => {
    addThemeColorMetas();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runThemeScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it('leaves the page alone with no stored choice', () => {
    addThemeColorMetas();
    runThemeScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it('is the same text every time, with no reference to the code around it', () => {
    expect(themeScript()).toBe(themeScript());
    expect(themeScript()).not.toMatch(/\b(eval|import|require)\b|__webpack|_jsx/);
  });
});

describe('THEME_COLORS', () => {
  it('are the paper colours of app/colors.css, light and dark', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../app/colors.css'), 'utf8');
    const papers = [...css.matchAll(/--color-paper:\s*(#[0-9a-f]{6});/gi)].map((match) => match[1].toLowerCase());
    expect(papers).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });
});
