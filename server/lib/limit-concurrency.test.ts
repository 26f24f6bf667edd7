import { describe, expect, it } from "vitest";
import { limitConcurrency } from "./limit-concurrency";

describe("limitConcurrency", () => {
  it("runs at most the limit at once, in order, and passes results and failures through", async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (index === 3) throw new Error("task 3 failed");
      return index * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((index) => run(task(index))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === "fulfilled" ? result.value : result.reason.message)),
    ).toEqual([10, 20, "task 3 failed", 40, 50]);
  });
});
