import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleTask } from "./maintenance";

afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleTask", () => {
  it("runs on the interval, one at a time, and stop waits for the run under way", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const vacuum = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const schedule = scheduleTask({
      name: "embedded database vacuum",
      run: vacuum,
      logger: pino({ level: "silent" }),
      everyMs: 1000,
    });

    expect(vacuum).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(vacuum).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000); // still running: no second vacuum on top of it
    expect(vacuum).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(vacuum).toHaveBeenCalledTimes(1);
  });

  it("logs a failed run and tries again next time, and logs what a run reports", async () => {
    vi.useFakeTimers();
    const vacuum = vi.fn().mockRejectedValueOnce(new Error("disk full")).mockResolvedValue(undefined);
    const logger = pino({ level: "silent" });
    const logged = vi.spyOn(logger, "error");
    const schedule = scheduleTask({ name: "embedded database vacuum", run: vacuum, logger, everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "embedded database vacuum failed",
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(vacuum).toHaveBeenCalledTimes(2);
    await schedule.stop();

    const reported = vi.spyOn(logger, "info");
    const cleanup = scheduleTask({
      name: "guest cart clean-up",
      run: async () => ({ deleted: 3 }),
      logger,
      everyMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ deleted: 3 }),
      "guest cart clean-up done",
    );
    await cleanup.stop();
  });
});
