/**
 * How fast one core of this machine is at the time of a run: a fixed piece of single-threaded work of
 * the kind a build does (markup built from strings, escaped, serialised as JSON, parsed back and
 * gzipped), timed before and after the benchmark. The benchmark machine is a shared virtual one
 * whose speed changes from day to day: the same commit's 10,000-story `next build` took 125.8 s on
 * 2026-11-23 and 284.0 s on 2026-11-26. The figure is a rough guide to the machine's speed on the
 * day, not a correction: it moved from 165 to 257 ms within four minutes.
 */
import zlib from 'node:zlib';

const CARDS = 20_000;
const ROUNDS = 5;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

function work(): number {
  const cards: { slug: string; html: string }[] = [];
  for (let card = 0; card < CARDS; card += 1) {
    const title = `Story ${card} of the "reference" archive & its <headline>`;
    cards.push({
      slug: `story-${card}`,
      html: `<article><h3><a href="/news/story-${card}/">${escape(title)}</a></h3><p>${escape(title.repeat(4))}</p></article>`,
    });
  }
  const json = JSON.stringify(cards);
  const parsed = JSON.parse(json) as typeof cards;
  return zlib.gzipSync(parsed.map((card) => card.html).join('\n'), { level: 6 }).length;
}

/** The median wall time of the reference work, in milliseconds, after one warm-up round. */
export function coreSpeedMs(): number {
  work();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}
