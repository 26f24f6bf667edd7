import { utcDay } from "./vendor-insights";

/**
 * The periods the back office's dashboard reads the platform's figures over. Days are UTC days (the
 * sales summaries are kept per UTC day) and both ends are whole days: "30 days" is today and the 29
 * days before, "this month" runs from the first of the month to today, and a custom period from its
 * first to its last day, both included.
 */
export const figuresPeriods = ["7d", "30d", "90d", "month", "custom"] as const;
export type FiguresPeriod = (typeof figuresPeriods)[number];
export const defaultFiguresPeriod: FiguresPeriod = "30d";

/** A custom period spans at most this many days (two years), so one request cannot read the whole history twice over. */
export const maxCustomPeriodDays = 731;
/** Months in the dashboard's trend, the last one holding the period's last day. */
export const trendMonthCount = 6;
/** Each top list holds this many. */
export const topListSize = 5;

const dayMs = 86_400_000;
const rollingDays: Record<"7d" | "30d" | "90d", number> = { "7d": 7, "30d": 30, "90d": 90 };

export interface FiguresRange {
  period: FiguresPeriod;
  /** First day, "YYYY-MM-DD", included. */
  firstDay: string;
  /** Last day, "YYYY-MM-DD", included. */
  lastDay: string;
}

export type FiguresPeriodError = "required" | "invalidDate" | "toBeforeFrom" | "inFuture" | "tooLong";

export type ParsedFiguresPeriod =
  | { ok: true; range: FiguresRange }
  | {
      ok: false;
      /** What was sent, kept for the form. */
      values: { from: string; to: string };
      errors: Partial<Record<"from" | "to", FiguresPeriodError>>;
    };

/** "2026-02-30" and "2026-2-1" are not days; "2026-02-28" is. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === value;
}

function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / dayMs) + 1;
}

/**
 * The period of a dashboard request. An unknown `period` reads as the default (30 days); a custom
 * one needs both days, real days, the first not after the last, the last not after today, and at
 * most {@link maxCustomPeriodDays} days in all.
 */
export function parseFiguresPeriod(
  input: { period?: string | null; from?: string | null; to?: string | null },
  now: Date,
): ParsedFiguresPeriod {
  const period = figuresPeriods.find((option) => option === input.period) ?? defaultFiguresPeriod;
  const today = utcDay(now);
  if (period === "month")
    return { ok: true, range: { period, firstDay: `${today.slice(0, 7)}-01`, lastDay: today } };
  if (period !== "custom") {
    const first = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (rollingDays[period] - 1) * dayMs));
    return { ok: true, range: { period, firstDay: first, lastDay: today } };
  }
  const from = (input.from ?? "").trim();
  const to = (input.to ?? "").trim();
  const errors: Partial<Record<"from" | "to", FiguresPeriodError>> = {};
  if (!from) errors.from = "required";
  else if (!isDay(from)) errors.from = "invalidDate";
  if (!to) errors.to = "required";
  else if (!isDay(to)) errors.to = "invalidDate";
  else if (to > today) errors.to = "inFuture";
  if (!errors.from && !errors.to) {
    if (from > to) errors.to = "toBeforeFrom";
    else if (daysBetween(from, to) > maxCustomPeriodDays) errors.from = "tooLong";
  }
  if (errors.from || errors.to) return { ok: false, values: { from, to }, errors };
  return { ok: true, range: { period, firstDay: from, lastDay: to } };
}

/** "YYYY-MM" of the {@link trendMonthCount} months ending with the one holding `lastDay`, oldest first. */
export function trendMonthsEndingOn(lastDay: string): string[] {
  const year = Number(lastDay.slice(0, 4));
  const month = Number(lastDay.slice(5, 7)) - 1;
  return Array.from({ length: trendMonthCount }, (_, index) =>
    new Date(Date.UTC(year, month - (trendMonthCount - 1 - index), 1)).toISOString().slice(0, 7),
  );
}
