import type { Logger } from "pino";

/** How often the embedded database is vacuumed and analysed. */
export const vacuumEveryMs = 30 * 60 * 1000;
/** How often guest carts that no cookie can reach are deleted. */
export const guestCartCleanupEveryMs = 60 * 60 * 1000;
/** How often purchase-order files that nothing refers to are looked for. */
export const unusedUploadCleanupEveryMs = 60 * 60 * 1000;
/** How often rate-limit counters whose window ended long ago are deleted. */
export const rateLimitCleanupEveryMs = 60 * 60 * 1000;
/** How often RFQs and quotes past their validity are written expired (commands also do it for their own RFQ). */
export const rfqExpiryEveryMs = 15 * 60 * 1000;

/**
 * Runs a housekeeping task on a timer that does not keep the process alive, one run at a time;
 * what `run` returns is added to its log line. `stop` cancels the timer and waits for a run under
 * way, so the database can be closed after it. Used for:
 * - the embedded database's VACUUM: PGlite runs no autovacuum, so without it every product view
 *   leaves a dead row version behind, tables and indexes swell, index-only scans go back to the
 *   heap and the planner's statistics go stale;
 * - deleting abandoned guest carts (cart module);
 * - deleting purchase-order files no order or cart refers to (checkout module);
 * - expiring RFQs and quotes past their validity (rfqs module);
 * - deleting rate-limit counters whose window ended more than a day ago (rate-limit module).
 */
export function scheduleTask({
  name,
  run,
  logger,
  everyMs,
}: {
  name: string;
  run: () => Promise<Record<string, unknown> | void>;
  logger: Logger;
  everyMs: number;
}) {
  let running: Promise<void> | null = null;
  const start = () => {
    if (running) return;
    const started = performance.now();
    running = run()
      .then((result) =>
        logger.info({ ...result, ms: Math.round(performance.now() - started) }, `${name} done`),
      )
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(start, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
