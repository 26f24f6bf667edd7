import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";

/** A store's status fields, locked until the transaction ends so two admins' decisions queue. */
export async function lockVendor(tx: Db, { vendorId }: { vendorId: string }) {
  const [vendor] = await tx
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      userId: vendors.userId,
      isActive: vendors.isActive,
      verified: vendors.verified,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for("update");
  if (!vendor) throw new AppError("NOT_FOUND", { message: messages.adminVendors.vendorNotFound });
  return vendor;
}
