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

interface DecidedStore {
  businessName: string;
  ownerId: string | null;
}

/**
 * A store decision and how its owner hears of it: `decide` runs the vendors module's command in the
 * transaction, the notification joins it, and the e-mail goes after the commit (a failure is logged
 * and stays in the outbox, it never undoes the decision). A store without an owner account (one made
 * by hand) tells no one.
 */
async function decideAndTellOwner<S extends DecidedStore>(
  db: Db,
  {
    vendorId,
    decision,
    decide,
    notice,
    mail,
    mailer,
    appUrl,
    logger,
  }: DecisionDelivery & {
    vendorId: string;
    decision: "suspend" | "reinstate";
    decide: (tx: Db) => Promise<S>;
    notice: (store: S) => { title: string; message: string };
    mail: (email: string, store: S, dashboardUrl: string) => MailMessage;
  },
): Promise<void> {
  const decided = await db.transaction(async (tx) => {
    const store = await decide(tx);
    if (!store.ownerId) return { store, email: null };
    await notifyUser(tx, {
      userId: store.ownerId,
      ...notice(store),
      type: "vendor_status",
      actionUrl: vendorDashboardPath,
      // A suspended store sells nothing until it acts; being reinstated is good news, not urgent.
      priority: decision === "suspend" ? "high" : "normal",
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, store.ownerId));
    return { store, email: owner?.email ?? null };
  });
  if (!decided.email) return;
  try {
    const dashboardUrl = new URL(vendorDashboardPath, appUrl).toString();
    await sendMail(db, { mailer, message: mail(decided.email, decided.store, dashboardUrl) });
  } catch (error) {
    logger.error({ err: error, vendorId, decision }, "store decision e-mail failed");
  }
}

/**
 * An admin suspends a store with a reason. In one transaction: vendors' `suspendVendor` (hidden from
 * buyers, audited) and a notification to the store's owner with the reason; then the e-mail.
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
  await decideAndTellOwner(db, {
    ...delivery,
    vendorId,
    decision: "suspend",
    decide: (tx) => suspendVendor(tx, { actor, vendorId, reason }),
    notice: (store) => ({
      title: texts.suspendedTitle,
      message: texts.suspendedMessage(store.businessName, store.reason),
    }),
    mail: (email, store, dashboardUrl) =>
      vendorSuspendedMail(email, store.businessName, store.reason, dashboardUrl),
  });
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
  await decideAndTellOwner(db, {
    ...delivery,
    vendorId,
    decision: "reinstate",
    decide: (tx) => reinstateVendor(tx, { actor, vendorId }),
    notice: (store) => ({
      title: texts.reinstatedTitle,
      message: texts.reinstatedMessage(store.businessName),
    }),
    mail: (email, store, dashboardUrl) => vendorReinstatedMail(email, store.businessName, dashboardUrl),
  });
}
