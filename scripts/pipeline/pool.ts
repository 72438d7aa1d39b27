/**
 * Runs `tasks` with at most `width` at a time, and returns their results in order. After a task
 * fails no other starts, and the pool rejects with that first error once the tasks already running
 * have ended: nothing of the pool's is still at work when its caller hears of the failure.
 */
export async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const errors: unknown[] = [];
  const lane = async () => {
    while (errors.length === 0 && next < tasks.length) {
      const index = next++;
      try {
        results[index] = await tasks[index]();
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  if (errors.length > 0) throw errors[0];
  return results;
}
