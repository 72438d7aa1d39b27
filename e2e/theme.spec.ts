import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { THEME_COLORS, THEME_STORAGE_KEY, type Theme } from '../components/layout/theme';
import { articles, expectNoProblems, watchConsole } from './support/site';

const ARTICLE = `/news/${articles[0].slug}/`;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)).join(', ')})`;
const PAPER = { light: rgb(THEME_COLORS.light), dark: rgb(THEME_COLORS.dark) };
const opposite = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

/** What the page shows: its paper, the colour scheme of its form controls, the browser's theme-color. */
async function shownTheme(page: Page) {
  return page.evaluate(() => {
    const themeColor = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (meta) => !meta.media || matchMedia(meta.media).matches,
    );
    return {
      paper: getComputedStyle(document.body).backgroundColor,
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      themeColor: themeColor ? rgbOf(themeColor.content) : null,
    };
    function rgbOf(hex: string) {
      return `rgb(${[1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)).join(', ')})`;
    }
  });
}

const looksLike = (theme: Theme) => ({ paper: PAPER[theme], colorScheme: theme, themeColor: PAPER[theme] });

const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme:/ });

async function choose(page: Page, name: 'Light' | 'Dark' | 'System') {
  const button = themeButton(page);
  // Clicks before hydration do nothing, so retry until the options show.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(page.getByRole('radio', { name })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('radio', { name }).check();
  await page.keyboard.press('Escape');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of ['light', 'dark'] as const) {
    test(`the system's ${theme} setting applies, and the theme control is not offered`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(ARTICLE);
      expect(await shownTheme(page)).toEqual(looksLike(theme));
      await expect(themeButton(page)).toBeHidden();
    });
  }
});

test.describe('the theme control', () => {
  test('follows the system by default and says so', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: System (dark)');
    expect(await shownTheme(page)).toEqual(looksLike('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(themeButton(page)).toHaveAccessibleName('Theme: System (light)');
    expect(await shownTheme(page)).toEqual(looksLike('light'));
  });

  test('switches the theme, and the choice survives a reload and a new page', async ({ page }) => {
    const problems = watchConsole(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ARTICLE);
    await choose(page, 'Dark');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
    expect(await shownTheme(page)).toEqual(looksLike('dark'));

    await page.reload();
    expect(await shownTheme(page)).toEqual(looksLike('dark'));
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
    await page.goto('/category/us/');
    expect(await shownTheme(page)).toEqual(looksLike('dark'));

    await choose(page, 'System');
    await expect(themeButton(page)).toHaveAccessibleName('Theme: System (light)');
    expect(await shownTheme(page)).toEqual(looksLike('light'));
    await page.reload();
    expect(await shownTheme(page)).toEqual(looksLike('light'));
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    // The pre-painted data-theme attribute raises no hydration warning.
    await expectNoProblems(problems);
  });

  test('still switches when storage is blocked, and the page works', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ARTICLE);
    await choose(page, 'Dark');
    expect(await shownTheme(page)).toEqual(looksLike('dark'));
    await page.getByRole('banner').getByRole('link', { name: 'World' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'World News' })).toBeVisible();
    await expectNoProblems(problems);
  });
});

test.describe('no flash of the wrong theme', () => {
  for (const stored of ['dark', 'light'] as const) {
    test(`a stored ${stored} choice is on the first paint, under a ${opposite(stored)} system, before the app's scripts run`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: opposite(stored) });
      await page.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key, value);
          // The first frame that shows the body records what it paints.
          const record = () => {
            if (!document.body) return requestAnimationFrame(record);
            (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body).backgroundColor;
          };
          requestAnimationFrame(record);
        },
        [THEME_STORAGE_KEY, stored],
      );
      // Hold back every bundled script: only the inline head script can act before this paint.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => 'firstFrame' in window);
      expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)).toBe(PAPER[stored]);

      // What is on screen while the scripts are still held: the page margin, left of the content.
      const shot = await page.screenshot({ clip: { x: 4, y: 300, width: 1, height: 1 } });
      const [r, g, b] = await sharp(shot).removeAlpha().raw().toBuffer();
      expect(`rgb(${r}, ${g}, ${b})`).toBe(PAPER[stored]);
      expect(await shownTheme(page)).toEqual(looksLike(stored));

      release();
      await expect(themeButton(page)).toHaveAccessibleName(`Theme: ${stored === 'dark' ? 'Dark' : 'Light'}`);
    });
  }
});
