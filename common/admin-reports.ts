import { bucketStart, utcDay } from "./vendor-insights";

/**
 * The back office's sales reports: which range and grouping an admin asked for (from the page's GET
 * form or the CSV link), checked field by field, and the totals under each table. Pure, so the page,
 * the CSV export and the tests share it. Days are UTC days, as the sales summaries are kept.
 */
export const reportGroupings = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The tables of /admin/reports, each exportable on its own. */
export const reportKinds = ["period", "vendors", "categories", "countries", "payments"] as const;
export type ReportKind = (typeof reportKinds)[number];

export interface ReportQuery {
  /** First day, "YYYY-MM-DD", included. */
  from: string;
  /** Last day, included. */
  to: string;
  group: ReportGrouping;
}

export type ReportQueryField = keyof ReportQuery;
/** What is wrong with a field; the page words it. */
export type ReportQueryError =
  "invalidDate" | "fromAfterTo" | "rangeTooLong" | "tooManyDays" | "invalidGroup";

/** At most two years in one report; grouped by day, at most 92 days (a longer table is unreadable). */
export const maxReportDays = 731;
export const maxDailyReportDays = 92;
const defaultReportDays = 30;
const dayMs = 86_400_000;

/** The last 30 days including today, by day. */
export function defaultReportQuery(now: Date): ReportQuery {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return { from: utcDay(new Date(today - (defaultReportDays - 1) * dayMs)), to: utcDay(now), group: "day" };
}

/** A real calendar day written "YYYY-MM-DD" (not 30 February). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && utcDay(new Date(time)) === value;
}

/** How many days from `from` to `to`, both included. */
export function daysIn(query: Pick<ReportQuery, "from" | "to">): number {
  return (
    Math.round((Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / dayMs) + 1
  );
}

export type ParsedReportQuery =
  | { ok: true; query: ReportQuery }
  | {
      ok: false;
      errors: Partial<Record<ReportQueryField, ReportQueryError>>;
      values: Record<ReportQueryField, string>;
    };

/**
 * The query of a report page or CSV link. A missing field takes its default (the last 30 days by
 * day); a field that is there but wrong is an error on that field, with what was typed kept.
 */
export function parseReportQuery(params: URLSearchParams, now: Date): ParsedReportQuery {
  const defaults = defaultReportQuery(now);
  const values = {
    from: params.get("from")?.trim() || defaults.from,
    to: params.get("to")?.trim() || defaults.to,
    group: params.get("group")?.trim() || defaults.group,
  };
  const errors: Partial<Record<ReportQueryField, ReportQueryError>> = {};
  if (!isDay(values.from)) errors.from = "invalidDate";
  if (!isDay(values.to)) errors.to = "invalidDate";
  const group = reportGroupings.find((option) => option === values.group);
  if (!group) errors.group = "invalidGroup";
  if (!errors.from && !errors.to) {
    const days = daysIn(values);
    if (days < 1) errors.from = "fromAfterTo";
    else if (days > maxReportDays) errors.from = "rangeTooLong";
    else if (group === "day" && days > maxDailyReportDays) errors.group = "tooManyDays";
  }
  if (Object.keys(errors).length > 0 || !group) return { ok: false, errors, values };
  return { ok: true, query: { from: values.from, to: values.to, group } };
}

/** The query as URL parameters, for the CSV links and the shared URL of a report. */
export function reportQueryParams(query: ReportQuery): URLSearchParams {
  return new URLSearchParams({ from: query.from, to: query.to, group: query.group });
}

/** Every bucket (day, Monday of the week, first of the month) of the range, oldest first. */
export function reportBuckets(query: ReportQuery): string[] {
  const buckets: string[] = [];
  const end = Date.parse(`${query.to}T00:00:00Z`);
  for (let time = Date.parse(`${query.from}T00:00:00Z`); time <= end; time += dayMs) {
    const start = bucketStart(utcDay(new Date(time)), query.group);
    if (buckets.at(-1) !== start) buckets.push(start);
  }
  return buckets;
}

type NumberKeys<Row> = { [Key in keyof Row]: Row[Key] extends number ? Key : never }[keyof Row];

/**
 * A table's totals, one per currency (money is never added across currencies), in the order the
 * currencies first appear: each named column summed.
 */
export function totalsByCurrency<Row extends { currency: string }, Key extends NumberKeys<Row> & string>(
  rows: readonly Row[],
  columns: readonly Key[],
): ({ currency: string } & Record<Key, number>)[] {
  const totals = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {};
    for (const column of columns) total[column] = (total[column] ?? 0) + (row[column] as number);
    totals.set(row.currency, total);
  }
  return [...totals].map(
    ([currency, total]) => ({ currency, ...total }) as { currency: string } & Record<Key, number>,
  );
}

/** /admin/insights: the search window in days and the hours after which a cart counts as abandoned. */
export const insightWindows = [7, 30, 90] as const;
export const abandonedHours = [1, 24, 72, 168] as const;

/** The insight options from a query string: anything else reads as the default (30 days, 24 hours). */
export function parseInsightOptions(params: URLSearchParams): { windowDays: number; hours: number } {
  const days = Number(params.get("days"));
  const hours = Number(params.get("hours"));
  return {
    windowDays: (insightWindows as readonly number[]).includes(days) ? days : 30,
    hours: (abandonedHours as readonly number[]).includes(hours) ? hours : 24,
  };
}
