import { expect, test } from './support/test';
import { articles } from './support/site';

const FONT_DELAY_MS = 2_000;

for (const width of [375, 1280]) {
  for (const path of ['/', `/news/${articles[0].slug}/`]) {
    test(`nothing on ${path} moves when the web font arrives 2 s late (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName} ${source.node.textContent?.slice(0, 40)}` : '?',
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(path);
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
      });
      expect(loaded.length, 'the web font loaded, late').toBeGreaterThan(0);
      // Two frames for the swap to be laid out and reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
    });
  }
}
