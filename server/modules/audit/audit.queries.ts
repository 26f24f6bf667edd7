import type { Db } from "#db/client";
import { auditLogs, users } from "#db/schema";
import { count, desc, eq } from "drizzle-orm";

export const auditPageSize = 25;

/** Newest first, paged by range. */
export async function listAuditLogs(db: Db, { page }: { page: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        resource: auditLogs.resource,
        details: auditLogs.details,
        ipAddress: auditLogs.ipAddress,
        createdAt: auditLogs.createdAt,
        userId: auditLogs.userId,
        userEmail: users.email,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(auditPageSize)
      .offset((page - 1) * auditPageSize),
    db.select({ value: count() }).from(auditLogs),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: auditPageSize };
}
