/**
 * The periods a vendor reads its figures over, and how a period is cut into chart buckets. Days are
 * UTC days (the daily stats are kept per UTC day); a period ends now and starts at the beginning of
 * the day `days - 1` days ago, so "7 days" is today and the six days before.
 */
export const insightPeriods = ["7d", "30d", "90d", "12m"] as const;
export type InsightPeriod = (typeof insightPeriods)[number];
export const defaultInsightPeriod: InsightPeriod = "30d";

export type InsightBucket = "day" | "week" | "month";

const periodShape: Record<InsightPeriod, { days: number; bucket: InsightBucket }> = {
  "7d": { days: 7, bucket: "day" },
  "30d": { days: 30, bucket: "day" },
  "90d": { days: 90, bucket: "week" },
  "12m": { days: 365, bucket: "month" },
};

/** A period from a query string: anything else reads as the default (30 days). */
export function parseInsightPeriod(value: string | null | undefined): InsightPeriod {
  return insightPeriods.find((period) => period === value) ?? defaultInsightPeriod;
}

const dayMs = 86_400_000;

/** "2026-11-25" for the UTC day of `date`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface PeriodRange {
  period: InsightPeriod;
  /** Inclusive start: midnight UTC of the first day. */
  from: Date;
  /** Exclusive end: now. */
  to: Date;
  firstDay: string;
  /** The day of `to`: today, when the period ends now. */
  lastDay: string;
  bucket: InsightBucket;
}

export function periodRange(period: InsightPeriod, now: Date): PeriodRange {
  const { days, bucket } = periodShape[period];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * dayMs);
  return { period, from, to: now, firstDay: utcDay(from), lastDay: utcDay(now), bucket };
}

/** The first day (UTC, "YYYY-MM-DD") of the bucket holding `day`: weeks start on Monday. */
export function bucketStart(day: string, bucket: InsightBucket): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (bucket === "month") return `${day.slice(0, 7)}-01`;
  if (bucket === "week") return utcDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * dayMs));
  return day;
}

/** Every bucket of the range, oldest first, so a chart shows the days without sales too. */
export function bucketsOf(range: PeriodRange): string[] {
  const buckets: string[] = [];
  for (let time = range.from.getTime(); time < range.to.getTime(); time += dayMs) {
    const start = bucketStart(utcDay(new Date(time)), range.bucket);
    if (buckets.at(-1) !== start) buckets.push(start);
  }
  return buckets;
}
