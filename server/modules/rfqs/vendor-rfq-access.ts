import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { type RfqStatus, closedRfqStatuses, effectiveRfqStatus } from "#common/rfq";
import type { Db } from "#db/client";
import { rfqRecipients } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { type OwnedStore, storeOfUser } from "../vendors/vendors.queries";
import { lockRfq } from "./lock-rfq";

const m = rfqVendorMessages;

/**
 * The store the signed-in person acts for; someone without one is refused with `permission` (the
 * spec's sentence for the command), never told whether the RFQ exists.
 */
export async function storeActingFor(
  db: Db,
  { actor, permission }: { actor: Actor | null; permission: string },
): Promise<OwnedStore> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const store = await storeOfUser(db, { userId: actor.userId });
  if (!store) throw new AppError("FORBIDDEN", { message: permission });
  return store;
}

/**
 * The RFQ row locked (see `lockRfq`), then this vendor's
 * recipient row, also locked. An RFQ not addressed to the vendor is "not found", whether it exists or not.
 */
export async function lockRfqForVendor(tx: Db, { rfqId, vendorId }: { rfqId: string; vendorId: string }) {
  const rfq = await lockRfq(tx, { id: rfqId });
  const [recipient] = await tx
    .select()
    .from(rfqRecipients)
    .where(and(eq(rfqRecipients.rfqId, rfqId), eq(rfqRecipients.vendorId, vendorId)))
    .for("update");
  if (!recipient) throw new AppError("NOT_FOUND", { message: m.notFound });
  return { rfq, recipient };
}

/** A closed RFQ, or an open one past its validity, takes no more vendor moves. */
export function assertRfqOpen(rfq: { status: RfqStatus; expiresAt: Date }, now: Date): void {
  const status = effectiveRfqStatus(rfq, now);
  if (closedRfqStatuses.includes(status)) throw new AppError("CONFLICT", { message: m.closed(status) });
}
