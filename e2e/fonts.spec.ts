import { expect, test } from './support/test';
import { articles } from './support/site';

// Headlines and body text use the reader's own serif (app/globals.css): there is no web font to wait
// for, so no paint waits on one and no text is laid out again when one arrives. Any font file the
// page did ask for would arrive 2 s late, as on a slow phone, and the page is watched from its first
// paint until its scripts have run and its fonts are ready.
for (const width of [375, 1280]) {
  for (const [path, headline] of [
    ['/', 'Top Stories'],
    [`/news/${articles[0].slug}/`, articles[0].title],
  ]) {
    test(`${path} loads no font file, and nothing on it moves as it loads (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.route(/\.(woff2?|ttf|otf)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.fallback();
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
      await expect(page.getByRole('heading', { name: headline, exact: true })).toHaveCSS('font-family', /^Charter, /);
      // Every font in use has loaded (none, or a late one), then two frames for a change to be laid out and reported.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
      expect(fonts).toEqual([]);
    });
  }
}
