import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const BROWSERS = ['chromium', 'chromium-browser', 'google-chrome'];

/**
 * The Chromium the benchmark drives (Lighthouse wants the whole browser): `CHROME_PATH`, else a
 * `chromium` on the PATH, else undefined (Playwright then tries its own browser).
 */
export function findChromium(names = BROWSERS): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const name of names) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH; try the next name
    }
  }
  return undefined;
}

/**
 * The Chromium the end-to-end tests drive: Chromium's headless shell where it is installed (Debian's
 * `chromium-headless-shell`), as Playwright itself runs headless tests, the same engine without the
 * browser's window and UI processes, which took a third of the suite's time on 2 cores; else as above.
 */
export const findHeadlessChromium = () => findChromium(['chromium-headless-shell', ...BROWSERS]);

export const missingBrowserHelp =
  'No Chromium found. Set CHROME_PATH to a Chrome or Chromium binary, install one (Debian/Ubuntu: `sudo apt-get install chromium`), or run `npx playwright install chromium`.';
