/** A seeded stream of numbers in [0, 1) for each (seed, key) pair: mulberry32 over a mix of the two. */
export function randomFor(seed: number, key: number): () => number {
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key + 1, 0xc2b2ae35);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Smooth weighted round-robin (as nginx spreads requests over upstreams): in every prefix of the
 * sequence each id's count is within one of its share, so 60 stories hold as many as 10,000 do.
 */
export function chooser<T>(items: { id: T; weight: number }[]): () => T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const current = items.map(() => 0);
  return () => {
    let best = 0;
    items.forEach((item, index) => {
      current[index] += item.weight;
      if (current[index] > current[best]) best = index;
    });
    current[best] -= total;
    return items[best].id;
  };
}
