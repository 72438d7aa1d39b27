import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The Chromium the tests and the benchmark drive: `CHROME_PATH`, else a `chromium` on the PATH,
 * else undefined (Playwright then tries its own browser).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH; try the next name
    }
  }
  return undefined;
}

export const missingBrowserHelp =
  'No Chromium found. Set CHROME_PATH to a Chrome or Chromium binary, install one (Debian/Ubuntu: `sudo apt-get install chromium`), or run `npx playwright install chromium`.';
