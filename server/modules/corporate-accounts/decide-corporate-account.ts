import { canMoveCorporateAccount } from "#common/corporate-account";
import { messages } from "#common/messages";
import { fieldErrorsOf } from "#common/schemas/auth";
import { corporateDecisionSchema } from "#common/schemas/corporate-account";
import type { Db } from "#db/client";
import { corporateAccounts, profiles } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, inArray } from "drizzle-orm";

const m = messages.corporateAccounts;

/** The account row `FOR UPDATE`, so two admins deciding at once queue; unknown id → NOT_FOUND. */
export async function lockCorporateAccount(tx: Db, { id }: { id: string }) {
  const [account] = await tx
    .select()
    .from(corporateAccounts)
    .where(eq(corporateAccounts.id, id))
    .for("update");
  if (!account) throw new AppError("NOT_FOUND", { message: m.notFound });
  return account;
}

/**
 * Writes an admin's decision on a locked account: a status the state machine allows from the current
 * one (or the same status, to change terms only), the credit limit, payment terms, discount tier and
 * an account manager who must be staff or an admin. A rejection may carry a reason the buyer reads;
 * keeping an account rejected keeps its reason unless a new one is given; any other status has none.
 */
export async function decideCorporateAccount(
  tx: Db,
  {
    account,
    input,
    decidedBy,
  }: { account: typeof corporateAccounts.$inferSelect; input: unknown; decidedBy: string },
) {
  const parsed = corporateDecisionSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
  const { reason, ...decision } = parsed.data;
  if (!canMoveCorporateAccount(account.status, decision.status))
    throw new AppError("VALIDATION", {
      fieldErrors: { status: m.transition(account.status, decision.status) },
    });
  if (decision.accountManagerId) {
    const [manager] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, decision.accountManagerId), inArray(profiles.role, ["staff", "admin"])));
    if (!manager)
      throw new AppError("VALIDATION", { fieldErrors: { accountManagerId: m.accountManagerInvalid } });
  }
  const statusChanged = decision.status !== account.status;
  const decisionReason =
    decision.status !== "rejected" ? null : (reason ?? (statusChanged ? null : account.decisionReason));
  const [updated] = await tx
    .update(corporateAccounts)
    .set({
      ...decision,
      decisionReason,
      updatedAt: new Date(),
      ...(statusChanged ? { decidedAt: new Date(), decidedBy } : {}),
    })
    .where(eq(corporateAccounts.id, account.id))
    .returning();
  return { account: updated!, statusChanged };
}
