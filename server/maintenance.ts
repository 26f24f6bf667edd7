import type { Logger } from "pino";

/** How often the embedded database is vacuumed and analysed. */
export const vacuumEveryMs = 30 * 60 * 1000;

/**
 * PGlite runs no autovacuum: without this, every product view leaves a dead row version behind,
 * tables and indexes swell, index-only scans go back to the heap and the planner's statistics go
 * stale. Vacuums run one at a time on a timer that does not keep the process alive. `stop`
 * cancels the timer and waits for a vacuum under way, so the database can be closed after it.
 */
export function scheduleVacuum({ vacuum, logger, everyMs = vacuumEveryMs }: { vacuum: () => Promise<void>; logger: Logger; everyMs?: number }) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const started = performance.now();
    running = vacuum()
      .then(() => logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed"))
      .catch((error: unknown) => logger.error({ err: error }, "embedded database vacuum failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
