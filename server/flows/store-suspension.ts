import { messages } from "#common/messages";
import { vendorDashboardPath } from "#common/paths";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Actor } from "../modules/identity/actor";
import { sendMail, type MailMessage } from "../modules/mail/send-mail";
import { vendorReinstatedMail, vendorSuspendedMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import { reinstateVendor } from "../modules/vendors/reinstate-vendor";
import { suspendVendor } from "../modules/vendors/suspend-vendor";
import type { DecisionDelivery } from "./approve-vendor-application";

async function ownerEmail(tx: Db, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return owner?.email ?? null;
}

/** The e-mail after the commit: a failure is logged and stays in the outbox, it never undoes the decision. */
async function mailOwner(
  db: Db,
  { mailer, logger }: DecisionDelivery,
  message: MailMessage | null,
  context: { vendorId: string; decision: string },
) {
  if (!message) return;
  try {
    await sendMail(db, { mailer, message });
  } catch (error) {
    logger.error({ err: error, ...context }, "store decision e-mail failed");
  }
}

/**
 * An admin suspends a store with a reason. In one transaction: vendors' `suspendVendor` (hidden from
 * buyers, audited) and a notification to the store's owner with the reason; then the e-mail. A store
 * without an owner account (one made by hand) is suspended without telling anyone.
 */
export async function suspendStore(
  db: Db,
  {
    actor,
    vendorId,
    reason,
    ...delivery
  }: DecisionDelivery & { actor: Actor | null; vendorId: string; reason: unknown },
): Promise<void> {
  const texts = messages.adminVendors;
  const suspended = await db.transaction(async (tx) => {
    const store = await suspendVendor(tx, { actor, vendorId, reason });
    if (store.ownerId)
      await notifyUser(tx, {
        userId: store.ownerId,
        title: texts.suspendedTitle,
        message: texts.suspendedMessage(store.businessName, store.reason),
        type: "vendor_status",
        actionUrl: vendorDashboardPath,
      });
    return { ...store, email: await ownerEmail(tx, store.ownerId) };
  });
  const dashboardUrl = new URL(vendorDashboardPath, delivery.appUrl).toString();
  await mailOwner(
    db,
    delivery,
    suspended.email
      ? vendorSuspendedMail(suspended.email, suspended.businessName, suspended.reason, dashboardUrl)
      : null,
    { vendorId, decision: "suspend" },
  );
}

/**
 * An admin reinstates a suspended store. In one transaction: vendors' `reinstateVendor` (visible to
 * buyers again, audited) and a notification to the store's owner; then the e-mail.
 */
export async function reinstateStore(
  db: Db,
  { actor, vendorId, ...delivery }: DecisionDelivery & { actor: Actor | null; vendorId: string },
): Promise<void> {
  const texts = messages.adminVendors;
  const reinstated = await db.transaction(async (tx) => {
    const store = await reinstateVendor(tx, { actor, vendorId });
    if (store.ownerId)
      await notifyUser(tx, {
        userId: store.ownerId,
        title: texts.reinstatedTitle,
        message: texts.reinstatedMessage(store.businessName),
        type: "vendor_status",
        actionUrl: vendorDashboardPath,
      });
    return { ...store, email: await ownerEmail(tx, store.ownerId) };
  });
  const dashboardUrl = new URL(vendorDashboardPath, delivery.appUrl).toString();
  await mailOwner(
    db,
    delivery,
    reinstated.email ? vendorReinstatedMail(reinstated.email, reinstated.businessName, dashboardUrl) : null,
    { vendorId, decision: "reinstate" },
  );
}
