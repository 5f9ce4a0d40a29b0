/**
 * At most `limit` calls of the returned runner at once in this process; the others wait their turn
 * in arrival order. Work that keeps a pooled database connection while it needs another (a
 * transaction holding a lock around a flow command) runs through one, so that it can never take
 * the whole pool and wait on itself.
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (work) => {
    if (running < limit) running++;
    // A finished call hands its place straight to the next in line, so `running` never counts down between them.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
