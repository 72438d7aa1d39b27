import { expect, test, type Page } from './support/test';
import { articles } from './support/site';

/**
 * The h1's position and opacity at each animation frame, sampled on the main thread. A CSS
 * animation keeps running on the compositor while the main thread is busy, so under throttling
 * samples can be far apart; each one still shows the state at that moment.
 */
type Frame = { heading: string; top: number; opacity: number };

function recordFrames() {
  const frames: Frame[] = [];
  Object.assign(window, { __frames: frames });
  const sample = () => {
    const heading = document.querySelector('main h1');
    if (heading) {
      let opacity = 1;
      for (let node: Element | null = heading; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      frames.push({ heading: heading.textContent ?? '', top: heading.getBoundingClientRect().top + scrollY, opacity });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Opens an article on a phone-speed CPU (6x slower) and returns the frames of the arriving content. */
async function navigateOnSlowCpu(page: Page): Promise<{ frames: Frame[]; settledTop: number }> {
  const to = articles[0];
  await page.addInitScript(recordFrames);
  await page.goto('/');
  // Hydrated first (the router has written its history entry), so the click is an in-site
  // navigation with its transition, not a plain link's full page load.
  await page.waitForFunction(() => (history.state as { __NA?: boolean } | null)?.__NA === true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('link', { name: to.title }).first().click();
  const heading = page.getByRole('heading', { level: 1, name: to.title });
  // Six times slower on purpose, on a machine another test worker shares: more than the 5 s default.
  await expect(heading).toBeVisible({ timeout: 20_000 });
  // The fade (and slide) take 0.5 s (components/loading/reveal.tsx): wait until a frame shows the
  // heading fully opaque, then for 10 frames more, in which it must stay where it came to rest.
  await page.waitForFunction(
    (title) => {
      const frames = (window as unknown as { __frames: Frame[] }).__frames.filter((frame) => frame.heading === title);
      const rest = frames.findIndex((frame) => frame.opacity === 1);
      return rest >= 0 && frames.length - rest > 10;
    },
    to.title,
    { timeout: 20_000 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const frames = (await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)).filter(
    (frame) => frame.heading === to.title,
  );
  const settledTop = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  expect(frames.length, 'frames recorded while the article arrived').toBeGreaterThan(3);
  return { frames, settledTop };
}

test.describe('with reduced motion, on a slow CPU', () => {
  test.use({ reducedMotion: 'reduce' });

  test('arriving content never shows the slide offset, not even for one frame', async ({ page }) => {
    const { frames, settledTop } = await navigateOnSlowCpu(page);
    const offsets = frames.map((frame) => Math.round(frame.top - settledTop));
    expect(
      offsets.filter((offset) => offset !== 0),
      `offsets per frame: ${offsets.join(' ')}`,
    ).toEqual([]);
    expect(frames[0].opacity, 'it still fades in').toBeLessThan(0.1);
  });
});

test.describe('with full motion, on a slow CPU', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the slide starts on the first frame that shows the content, in step with the fade', async ({ page }) => {
    const { frames, settledTop } = await navigateOnSlowCpu(page);
    const offsets = frames.map((frame) => frame.top - settledTop);
    const trace = frames.map((frame, i) => `${offsets[i].toFixed(1)}px@${frame.opacity.toFixed(2)}`).join(' ');
    expect(offsets[0], `starts 20 px low and transparent: ${trace}`).toBeGreaterThanOrEqual(19.5);
    expect(frames[0].opacity, trace).toBeLessThan(0.1);
    for (const [i, frame] of frames.entries()) {
      expect(Math.abs(offsets[i] - 20 * (1 - frame.opacity)), `slide in step with the fade: ${trace}`).toBeLessThan(2);
      if (i > 0) expect(offsets[i], `never moves down: ${trace}`).toBeLessThanOrEqual(offsets[i - 1]);
    }
    expect(offsets.at(-1), trace).toBe(0);
  });
});
