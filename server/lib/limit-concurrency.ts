/**
 * Runs at most `limit` of the given tasks at a time; the rest wait their turn in order. For CPU-heavy
 * work on Node's shared thread pool (image encoding), which would otherwise queue password hashing,
 * compression and file reads behind it.
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
