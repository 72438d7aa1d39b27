import os from 'node:os';

/** The machine's load average over 1, 5 and 15 minutes, as the benchmarks print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
