import type { AuditFilters } from "#common/audit-filters";
import { csvLine } from "#common/csv";
import type { Db } from "#db/client";
import { auditLogs, users } from "#db/schema";
import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";

export const auditPageSize = 25;

/** The CSV export's most rows, newest first: a larger log is narrowed with the filters first. */
export const auditCsvMaxRows = 10_000;

const noFilters: AuditFilters = { actor: "", action: "", objectType: "", objectId: "", from: "", to: "" };

/** A LIKE pattern's own wildcards and escape character, taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const dayMs = 86_400_000;

/**
 * The where of the filters (already judged by readAuditFilters). An event names its object in
 * `resource` as "type:id" (or by its type alone, with the id among its details' values), so the
 * object id matches either the part after the colon or any top-level value of the details.
 */
function auditWhere(filters: AuditFilters): SQL | undefined {
  const { actor, action, objectType, objectId, from, to } = filters;
  return and(
    actor ? sql`${users.email} ilike ${`%${likeLiteral(actor)}%`}` : undefined,
    action ? like(auditLogs.action, `${likeLiteral(action)}%`) : undefined,
    objectType
      ? or(eq(auditLogs.resource, objectType), like(auditLogs.resource, `${likeLiteral(objectType)}:%`))
      : undefined,
    objectId
      ? or(
          like(auditLogs.resource, `%:${likeLiteral(objectId)}`),
          sql`exists (select 1 from jsonb_each_text(${auditLogs.details}) as detail where detail.value = ${objectId})`,
        )
      : undefined,
    from ? gte(auditLogs.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(auditLogs.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + dayMs)) : undefined,
  );
}

const auditColumns = {
  id: auditLogs.id,
  action: auditLogs.action,
  resource: auditLogs.resource,
  details: auditLogs.details,
  ipAddress: auditLogs.ipAddress,
  createdAt: auditLogs.createdAt,
  userId: auditLogs.userId,
  userEmail: users.email,
};

/** Newest first (events of one instant by insertion), 25 a page, with the total matching the filters. */
export async function listAuditLogs(
  db: Db,
  { page, filters = noFilters }: { page: number; filters?: AuditFilters },
) {
  const where = auditWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(auditColumns)
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(auditPageSize)
      .offset((page - 1) * auditPageSize),
    filters.actor
      ? db
          .select({ value: count() })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.userId))
          .where(where)
      : db.select({ value: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: auditPageSize };
}

/** The CSV export's columns, named in the reader's language by the caller. */
export interface AuditCsvHeadings {
  when: string;
  action: string;
  object: string;
  actor: string;
  ipAddress: string;
  details: string;
}

/**
 * The events matching the filters as CSV, newest first, at most {@link auditCsvMaxRows}: the time in
 * UTC (ISO 8601), the action, the object, the actor's e-mail, the address and the details as JSON.
 * Every field goes through csvLine, which quotes it and defuses a leading formula sign.
 */
export async function auditLogsCsv(
  db: Db,
  { filters, headings }: { filters: AuditFilters; headings: AuditCsvHeadings },
): Promise<string> {
  const rows = await db
    .select(auditColumns)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(auditWhere(filters))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(auditCsvMaxRows);
  const lines = [
    csvLine([
      headings.when,
      headings.action,
      headings.object,
      headings.actor,
      headings.ipAddress,
      headings.details,
    ]),
  ];
  for (const row of rows)
    lines.push(
      csvLine([
        row.createdAt.toISOString(),
        row.action,
        row.resource,
        row.userEmail ?? "",
        row.ipAddress ?? "",
        JSON.stringify(row.details),
      ]),
    );
  return lines.join("");
}
