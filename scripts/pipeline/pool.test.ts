/** @jest-environment node */
import { pool } from './pool';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pool', () => {
  it('runs at most `concurrency` tasks at a time and returns the results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await pool(
      [30, 10, 20, 5, 15],
      async (ms) => {
        most = Math.max(most, ++running);
        await wait(ms);
        running -= 1;
        return ms;
      },
      2,
    );
    expect(results).toEqual([30, 10, 20, 5, 15]);
    expect(most).toBe(2);
  });

  it('starts no task after one fails, and rejects once the running ones have ended', async () => {
    const events: string[] = [];
    const tasks: Record<string, () => Promise<void>> = {
      fails: async () => {
        await wait(5);
        events.push('fails failed');
        throw new Error('task failed');
      },
      slow: async () => {
        await wait(20);
        events.push('slow ended');
      },
      later: async () => void events.push('later started'),
    };
    await expect(pool(Object.keys(tasks), (name) => tasks[name](), 2)).rejects.toThrow('task failed');
    events.push('pool rejected');
    expect(events).toEqual(['fails failed', 'slow ended', 'pool rejected']);
  });
});
