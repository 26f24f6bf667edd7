/**
 * The activity log's filters as the URL carries them (/admin/activity-logs and its CSV export read
 * the same ones): who did it (part of their e-mail), what (an action or the start of one, e.g.
 * "order." for every order action), the object (its type, e.g. "order", and its id) and a range of
 * UTC days. Pure, so the page and the server judge a filter alike.
 */
export interface AuditFilters {
  actor: string;
  action: string;
  objectType: string;
  objectId: string;
  /** YYYY-MM-DD, the first UTC day included. */
  from: string;
  /** YYYY-MM-DD, the last UTC day included. */
  to: string;
}

/** The query-string name of each filter. */
export const auditFilterParams: Record<keyof AuditFilters, string> = {
  actor: "actor",
  action: "action",
  objectType: "type",
  objectId: "object",
  from: "from",
  to: "to",
};

/** Why a filter was refused; the page says each in the reader's language. */
export type AuditFilterError = "tooLong" | "actionFormat" | "typeFormat" | "idFormat" | "date" | "range";

const maxLengths: Record<keyof AuditFilters, number> = {
  actor: 254,
  action: 100,
  objectType: 60,
  objectId: 200,
  from: 10,
  to: 10,
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The filters of a query string, trimmed, with a reason for each one that cannot be applied. An
 * empty filter is no filter.
 */
export function readAuditFilters(params: URLSearchParams): {
  filters: AuditFilters;
  errors: Partial<Record<keyof AuditFilters, AuditFilterError>>;
} {
  const filters = Object.fromEntries(
    (Object.keys(auditFilterParams) as (keyof AuditFilters)[]).map((key) => [
      key,
      (params.get(auditFilterParams[key]) ?? "").trim(),
    ]),
  ) as unknown as AuditFilters;
  const errors: Partial<Record<keyof AuditFilters, AuditFilterError>> = {};
  for (const key of Object.keys(maxLengths) as (keyof AuditFilters)[])
    if (filters[key].length > maxLengths[key]) errors[key] = "tooLong";
  if (!errors.action && filters.action && !/^[a-z0-9_.]+$/i.test(filters.action))
    errors.action = "actionFormat";
  if (!errors.objectType && filters.objectType && !/^[a-z0-9_]+$/i.test(filters.objectType))
    errors.objectType = "typeFormat";
  if (!errors.objectId && /\s/.test(filters.objectId)) errors.objectId = "idFormat";
  for (const key of ["from", "to"] as const)
    if (!errors[key] && filters[key] && !isCalendarDay(filters[key])) errors[key] = "date";
  if (!errors.from && !errors.to && filters.from && filters.to && filters.to < filters.from)
    errors.to = "range";
  return { filters, errors };
}

/** The query string of the filters in use (empty ones left out), for links that keep them. */
export function auditFilterQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(auditFilterParams) as (keyof AuditFilters)[])
    if (filters[key]) params.set(auditFilterParams[key], filters[key]);
  return params.toString();
}
