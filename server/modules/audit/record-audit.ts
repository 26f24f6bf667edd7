import type { Db } from "#db/client";
import { auditLogs } from "#db/schema";

export interface AuditEvent {
  action: string;
  resource: string;
  userId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditLogs).values({
    action: event.action,
    resource: event.resource,
    userId: event.userId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}
