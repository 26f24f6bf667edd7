/**
 * The plain statistics behind /admin/ai-analytics: a least-squares trend line and its forecast, a
 * backtest of that forecast on a held-out window, robust z-scores for unusual days, and products
 * selling more than before. Pure functions of number series (one value per day, oldest first), so
 * they are tested with known inputs and the page can say exactly how each figure is made.
 */

/** The least-squares line through (0, values[0]), (1, values[1]), …: value ≈ intercept + slope × day. */
export function linearTrend(values: readonly number[]): { intercept: number; slope: number } {
  const n = values.length;
  if (n === 0) return { intercept: 0, slope: 0 };
  if (n === 1) return { intercept: values[0]!, slope: 0 };
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((value, x) => {
    covariance += (x - meanX) * (value - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = covariance / variance;
  return { intercept: meanY - slope * meanX, slope };
}

/**
 * The next `horizon` days on the trend line of `history`, each at least zero (sales are never
 * negative, so a falling line stops at nothing sold).
 */
export function forecastLinear(history: readonly number[], horizon: number): number[] {
  const { intercept, slope } = linearTrend(history);
  return Array.from({ length: horizon }, (_, day) => Math.max(0, intercept + slope * (history.length + day)));
}

export interface Backtest {
  /** What the method forecast for the held-out days, in total. */
  forecast: number;
  /** What the held-out days really came to. */
  actual: number;
  /** Mean absolute error per held-out day. */
  maePerDay: number;
  /** |forecast − actual| ÷ actual in percent; null when nothing was sold (no percentage of zero). */
  errorPercent: number | null;
}

/**
 * Runs the forecast as it would have run `horizon` days ago: fitted on the `fitDays` days before the
 * last `horizon` days of `series`, compared with those last days, which it never saw.
 */
export function backtestLinear(
  series: readonly number[],
  { fitDays, horizon }: { fitDays: number; horizon: number },
): Backtest {
  const heldOut = series.slice(-horizon);
  const fit = series.slice(Math.max(0, series.length - horizon - fitDays), series.length - horizon);
  const predicted = forecastLinear(fit, heldOut.length);
  const forecast = predicted.reduce((sum, value) => sum + value, 0);
  const actual = heldOut.reduce((sum, value) => sum + value, 0);
  const maePerDay =
    heldOut.length === 0
      ? 0
      : heldOut.reduce((sum, value, day) => sum + Math.abs(value - predicted[day]!), 0) / heldOut.length;
  return {
    forecast,
    actual,
    maePerDay,
    errorPercent: actual === 0 ? null : (Math.abs(forecast - actual) / actual) * 100,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each day's robust z-score against the `window` days before it: (value − median) ÷ scale, where the
 * scale is 1.4826 × the median absolute deviation (the standard deviation's robust stand-in, so one
 * earlier spike does not hide the next). When more than half the window's days are equal (MAD 0),
 * 1.2533 × the mean absolute deviation stands in, and when every day is equal, one unit. A day
 * without a full window before it has no score (null).
 */
export function robustScores(series: readonly number[], window: number): (number | null)[] {
  return series.map((value, day) => {
    if (day < window) return null;
    const before = series.slice(day - window, day);
    const centre = median(before);
    const deviations = before.map((past) => Math.abs(past - centre));
    const mad = median(deviations);
    const meanDeviation = deviations.reduce((sum, deviation) => sum + deviation, 0) / deviations.length;
    const scale = 1.4826 * mad || 1.2533 * meanDeviation || 1;
    return (value - centre) / scale;
  });
}

/** Days whose robust score is above `threshold` (unusually many) or below its negative (unusually few). */
export function flagAnomalies(
  series: readonly number[],
  { window, threshold }: { window: number; threshold: number },
): { score: number | null; flag: "high" | "low" | null }[] {
  return robustScores(series, window).map((score) => ({
    score,
    flag: score === null ? null : score > threshold ? "high" : score < -threshold ? "low" : null,
  }));
}

export interface ProductUnits {
  productId: string;
  name: string;
  recentUnits: number;
  priorUnits: number;
}

/**
 * Products selling more in the recent window than in the one before, with at least `minUnits` units
 * recently (so 1 → 2 units is not a trend): the greatest growth first; a product with no sales before
 * (growth null) counts as the greatest, then more recent units first, then id (a stable order).
 */
export function trendingUp(
  rows: readonly ProductUnits[],
  { minUnits, limit }: { minUnits: number; limit: number },
): (ProductUnits & { growthPercent: number | null })[] {
  return rows
    .filter((row) => row.recentUnits >= minUnits && row.recentUnits > row.priorUnits)
    .map((row) => ({
      ...row,
      growthPercent:
        row.priorUnits === 0 ? null : ((row.recentUnits - row.priorUnits) / row.priorUnits) * 100,
    }))
    .sort(
      (a, b) =>
        (b.growthPercent ?? Infinity) - (a.growthPercent ?? Infinity) ||
        b.recentUnits - a.recentUnits ||
        a.productId.localeCompare(b.productId),
    )
    .slice(0, limit);
}
