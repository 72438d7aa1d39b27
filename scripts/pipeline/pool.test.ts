/** @jest-environment node */
import { pool } from './pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('pool', () => {
  it('runs at most `width` tasks at a time and returns the results in order', async () => {
    let running = 0;
    let most = 0;
    const tasks = [30, 10, 20, 5, 15].map((ms, index) => async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index;
    });
    expect(await pool(tasks, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('starts no task after one fails, and rejects once the running ones have ended', async () => {
    const events: string[] = [];
    const tasks = [
      async () => {
        await tick();
        events.push('0 failed');
        throw new Error('task 0');
      },
      async () => {
        await tick();
        await tick();
        await tick();
        events.push('1 ended');
      },
      async () => void events.push('2 started'),
    ];
    await expect(pool(tasks, 2)).rejects.toThrow('task 0');
    events.push('pool rejected');
    expect(events).toEqual(['0 failed', '1 ended', 'pool rejected']);
  });
});
