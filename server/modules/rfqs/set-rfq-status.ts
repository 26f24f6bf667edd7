import { closedRfqStatuses, rfqValidityDays } from "#common/rfq";
import { fieldErrorsOf } from "#common/schemas/auth";
import { adminRfqStatusSchema } from "#common/schemas/rfq-status";
import type { Db } from "#db/client";
import { rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { LockedRfq } from "./lock-rfq";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Writes an admin's status on a locked RFQ: any status (admins may move it out of a closed one too),
 * with the note the buyer reads (blank clears it). Reopening an RFQ past its validity gives it a new
 * validity period from now, or it would still read as expired.
 */
export async function setRfqStatusByAdmin(
  tx: Db,
  { rfq, input, now = new Date() }: { rfq: LockedRfq; input: unknown; now?: Date },
) {
  const parsed = adminRfqStatusSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
  const { status, note } = parsed.data;
  const reopened = !closedRfqStatuses.includes(status) && rfq.expiresAt <= now;
  const [updated] = await tx
    .update(rfqs)
    .set({
      status,
      statusNote: note,
      updatedAt: now,
      ...(reopened ? { expiresAt: new Date(now.getTime() + rfqValidityDays * dayMs) } : {}),
    })
    .where(eq(rfqs.id, rfq.id))
    .returning();
  return updated!;
}
