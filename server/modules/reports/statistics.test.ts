import { describe, expect, it } from "vitest";
import {
  backtestLinear,
  flagAnomalies,
  forecastLinear,
  linearTrend,
  median,
  robustScores,
  trendingUp,
} from "./statistics";

describe("linearTrend and forecastLinear", () => {
  it("finds the exact line through points on a line and continues it", () => {
    const line = linearTrend([3, 5, 7, 9]);
    expect(line.slope).toBeCloseTo(2);
    expect(line.intercept).toBeCloseTo(3);
    expect(forecastLinear([3, 5, 7, 9], 3)).toEqual([11, 13, 15].map((value) => expect.closeTo(value)));
  });

  it("fits noisy points by least squares", () => {
    // x = 0..3, y = 1, 3, 2, 4: slope = Σ(x−1.5)(y−2.5) ÷ Σ(x−1.5)² = 4 ÷ 5.
    const line = linearTrend([1, 3, 2, 4]);
    expect(line.slope).toBeCloseTo(0.8);
    expect(line.intercept).toBeCloseTo(1.3);
  });

  it("stops a falling line at zero and handles empty or single histories", () => {
    expect(forecastLinear([10, 8, 6, 4, 2], 3)).toEqual([0, 0, 0]);
    expect(forecastLinear([], 2)).toEqual([0, 0]);
    expect(forecastLinear([5], 2)).toEqual([5, 5]);
  });
});

describe("backtestLinear", () => {
  it("is exact on a perfect line and reports no error", () => {
    const series = Array.from({ length: 12 }, (_, day) => 10 + day);
    expect(backtestLinear(series, { fitDays: 8, horizon: 4 })).toEqual({
      forecast: expect.closeTo(18 + 19 + 20 + 21),
      actual: 78,
      maePerDay: expect.closeTo(0),
      errorPercent: expect.closeTo(0),
    });
  });

  it("measures the error against the held-out days only", () => {
    // Fitted on four flat days of 10 (it never sees the jump), forecast 10 a day; the days were 20 and 30.
    const result = backtestLinear([99, 10, 10, 10, 10, 20, 30], { fitDays: 4, horizon: 2 });
    expect(result.forecast).toBeCloseTo(20);
    expect(result.actual).toBe(50);
    expect(result.maePerDay).toBeCloseTo(15);
    expect(result.errorPercent).toBeCloseTo(60);
  });

  it("gives no percentage when nothing was sold in the held-out days", () => {
    expect(backtestLinear([4, 4, 0, 0], { fitDays: 2, horizon: 2 })).toMatchObject({
      actual: 0,
      forecast: 8,
      errorPercent: null,
      maePerDay: 4,
    });
  });
});

describe("robust scores and anomaly flags", () => {
  it("takes the median of odd and even lists", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("scores a day against the window before it with the median absolute deviation", () => {
    // Window 8, 10, 12, 10, 10: median 10, deviations 2, 0, 2, 0, 0 → MAD 0 → mean deviation 0.8 stands in.
    // Window 12, 10, 10, 14, 8 (for the last day): median 10, deviations 2, 0, 0, 4, 2 → MAD 2.
    const series = [8, 10, 12, 10, 10, 14, 8, 40];
    const scores = robustScores(series, 5);
    expect(scores.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(scores[5]).toBeCloseTo(4 / (1.2533 * 0.8));
    expect(scores[7]).toBeCloseTo(30 / (1.4826 * 2));
  });

  it("flags a spike high and a collapse low, and leaves ordinary days alone", () => {
    const base = [20, 22, 19, 21, 20, 23, 18, 20, 22, 21];
    const flags = flagAnomalies([...base, 60, 21, 2], { window: 10, threshold: 3.5 });
    expect(flags.slice(0, 10).every((day) => day.flag === null && day.score === null)).toBe(true);
    expect(flags[10]!.flag).toBe("high");
    expect(flags[11]!.flag).toBeNull();
    expect(flags[12]!.flag).toBe("low");
  });

  it("uses one unit as the scale when every day of the window was the same", () => {
    expect(robustScores([0, 0, 0, 5], 3)[3]).toBe(5);
  });
});

describe("trendingUp", () => {
  const row = (productId: string, recentUnits: number, priorUnits: number) => ({
    productId,
    name: productId,
    recentUnits,
    priorUnits,
  });

  it("keeps products growing with enough recent units, new ones and the fastest growth first", () => {
    const result = trendingUp(
      [
        row("steady", 20, 20),
        row("double", 20, 10),
        row("small", 4, 1),
        row("new", 6, 0),
        row("half-more", 30, 20),
        row("falling", 10, 30),
      ],
      { minUnits: 5, limit: 10 },
    );
    expect(result.map((product) => [product.productId, product.growthPercent])).toEqual([
      ["new", null],
      ["double", 100],
      ["half-more", 50],
    ]);
  });

  it("stops at the limit", () => {
    expect(
      trendingUp([row("a", 9, 1), row("b", 8, 1), row("c", 7, 1)], { minUnits: 5, limit: 2 }),
    ).toHaveLength(2);
  });
});
