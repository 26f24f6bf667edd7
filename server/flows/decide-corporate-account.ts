import { messages } from "#common/messages";
import { accountCorporatePath } from "#common/paths";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../modules/audit/record-audit";
import {
  decideCorporateAccount,
  lockCorporateAccount,
} from "../modules/corporate-accounts/decide-corporate-account";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { sendMail } from "../modules/mail/send-mail";
import { corporateAccountDecisionMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import type { DecisionDelivery } from "./approve-vendor-application";

const m = messages.corporateAccounts;

/**
 * An admin sets a corporate account's status and terms. In one transaction: lock the account, check
 * the move, write it, audit it and, when the status changed, leave the buyer a notification. The
 * e-mail goes after the commit; a failed e-mail is logged and never undoes the decision.
 */
export async function decideCorporateAccountFlow(
  db: Db,
  {
    actor,
    accountId,
    input,
    mailer,
    appUrl,
    logger,
  }: DecisionDelivery & { actor: Actor | null; accountId: string; input: unknown },
) {
  assertAdmin(actor);
  const decided = await db.transaction(async (tx) => {
    const before = await lockCorporateAccount(tx, { id: accountId });
    const { account, statusChanged } = await decideCorporateAccount(tx, {
      account: before,
      input,
      decidedBy: actor.userId,
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, account.userId));
    if (statusChanged)
      await notifyUser(tx, {
        userId: account.userId,
        title: m.noticeTitle(account.status),
        message: m.noticeMessage(account.companyName, account.status, account.decisionReason),
        type: "corporate_account",
        actionUrl: accountCorporatePath,
      });
    await recordAudit(tx, {
      action: "corporate_account.decide",
      resource: "corporate_account",
      userId: actor.userId,
      details: {
        corporateAccountId: account.id,
        companyName: account.companyName,
        from: before.status,
        to: account.status,
        creditLimit: account.creditLimit,
        paymentTerms: account.paymentTerms,
        discountTier: account.discountTier,
        accountManagerId: account.accountManagerId,
        ...(account.decisionReason ? { reason: account.decisionReason } : {}),
      },
    });
    return { account, statusChanged, email: owner?.email ?? null };
  });
  if (decided.statusChanged && decided.email) {
    try {
      await sendMail(db, {
        mailer,
        message: corporateAccountDecisionMail(
          decided.email,
          decided.account.companyName,
          decided.account.status,
          decided.account.decisionReason,
          new URL(accountCorporatePath, appUrl).toString(),
        ),
      });
    } catch (error) {
      logger.error({ err: error, accountId }, "corporate account decision e-mail failed");
    }
  }
  return decided.account;
}
