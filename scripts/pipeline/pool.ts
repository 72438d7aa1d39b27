import pMap from 'p-map';

/**
 * p-map with its `stopOnError`: `mapper` runs on at most `concurrency` items at a time, the results
 * in the items' order, and after a failure no other item starts. p-map rejects at once, while the
 * tasks already running go on; this waits for them, so that nothing of the pool's is still at work
 * (writing a page into the export) when its caller hears of the failure and exits.
 */
export async function pool<T, R>(items: readonly T[], mapper: (item: T) => Promise<R>, concurrency: number): Promise<R[]> {
  const started: Promise<R>[] = [];
  try {
    const run = (item: T) => {
      const task = mapper(item);
      started.push(task);
      return task;
    };
    return await pMap(items, run, { concurrency });
  } catch (error) {
    await Promise.allSettled(started);
    throw error;
  }
}
