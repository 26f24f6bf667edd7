import type { CorporateAccountStatus } from "#common/corporate-account";
import { rfqSubmitMessages as m } from "#common/i18n/rfqs-submit";
import { maxRfqShortTextLength, rfqValidityDays } from "#common/rfq";
import type { Db } from "#db/client";
import { corporateAccounts, rfqRecipients, rfqs, users, vendors } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq, inArray } from "drizzle-orm";
import { checkRfqDetails, marketplaceToday, type RfqDetails, type RfqFormValues } from "./rfq-input";
import { categoryRfqCurrency, categorySuppliers, productSubject, type RfqSubject } from "./rfq-recipients";

const day = 24 * 60 * 60 * 1000;

/** Accounts in these statuses may send RFQs: an applicant may start sourcing while being reviewed. */
const sendingStatuses: readonly CorporateAccountStatus[] = ["pending", "approved"];

export interface RfqSender {
  id: string;
  companyName: string;
  address: string;
  status: CorporateAccountStatus;
}

/**
 * The buyer's corporate account as the RFQ form reads it (the address prefills the shipping address),
 * or null before they apply. `lock` shares the row until the transaction ends, so an admin
 * suspending the account waits for an RFQ being written, and the RFQ waits for the decision.
 */
export async function rfqSenderAccount(
  db: Db,
  { userId, lock = false }: { userId: string; lock?: boolean },
): Promise<RfqSender | null> {
  const query = db
    .select({
      id: corporateAccounts.id,
      companyName: corporateAccounts.companyName,
      address: corporateAccounts.address,
      status: corporateAccounts.status,
    })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, userId));
  const [account] = await (lock ? query.for("share") : query);
  return account ?? null;
}

/** Whether this account may send RFQs: pending or approved. */
export function maySendRfqs(account: RfqSender): boolean {
  return sendingStatuses.includes(account.status);
}

/** Refuses a buyer without a corporate account in a status that may send RFQs, saying why. */
function assertMaySendRfqs(account: RfqSender | null): asserts account is RfqSender {
  if (account && maySendRfqs(account)) return;
  const message =
    account?.status === "rejected"
      ? m.corporateAccountRejected
      : account?.status === "suspended"
        ? m.corporateAccountSuspended
        : m.corporateAccountRequired;
  throw new AppError("FORBIDDEN", { message });
}

/**
 * What the RFQ is about and who receives it: the listed product named (else "not found" on the
 * product), or a category with what the buyer is looking for (its suppliers; none is an error on
 * the category).
 */
async function rfqSubject(
  db: Db,
  { values, lock }: { values: RfqFormValues; lock: boolean },
): Promise<{ subject: RfqSubject | null; fieldErrors: FieldErrors }> {
  if (values.productId) {
    const subject = await productSubject(db, { productId: values.productId, lock });
    return { subject, fieldErrors: subject ? {} : { productId: m.productNotFound } };
  }
  const fieldErrors: FieldErrors = {};
  if (!values.lookingFor) fieldErrors.lookingFor = m.lookingForRequired;
  else if (values.lookingFor.length > maxRfqShortTextLength)
    fieldErrors.lookingFor = m.tooLong(maxRfqShortTextLength);
  const vendorIds = values.categoryId ? await categorySuppliers(db, { categoryId: values.categoryId }) : null;
  if (!vendorIds) fieldErrors.categoryId = m.categoryRequired;
  else if (vendorIds.length === 0) fieldErrors.categoryId = m.noSupplierInCategory;
  if (Object.keys(fieldErrors).length > 0 || !vendorIds) return { subject: null, fieldErrors };
  return {
    subject: {
      productId: null,
      categoryId: values.categoryId,
      productName: values.lookingFor,
      currency: categoryRfqCurrency,
      vendorIds,
    },
    fieldErrors,
  };
}

export interface CheckedRfqRequest {
  account: RfqSender;
  subject: RfqSubject;
  details: RfqDetails;
}

/**
 * Every rule of an RFQ before anything is written: the sender's corporate account, the subject and
 * its recipients, and each field (all field problems at once). Run again inside the writing
 * transaction with `lock`, so what was checked still holds when the rows are written.
 */
export async function checkRfqRequest(
  db: Db,
  { userId, values, now, lock = false }: { userId: string; values: RfqFormValues; now: Date; lock?: boolean },
): Promise<CheckedRfqRequest> {
  const account = await rfqSenderAccount(db, { userId, lock });
  assertMaySendRfqs(account);
  const { subject, fieldErrors } = await rfqSubject(db, { values, lock });
  const checked = checkRfqDetails(values, {
    currency: subject?.currency ?? categoryRfqCurrency,
    today: marketplaceToday(now),
  });
  const allErrors = { ...checked.fieldErrors, ...fieldErrors };
  if (!subject || !checked.details || Object.keys(allErrors).length > 0)
    throw new AppError("VALIDATION", { fieldErrors: allErrors });
  return { account, subject, details: checked.details };
}

/** Writes the RFQ and one pending recipient row per addressed store; it expires `rfqValidityDays` after `now`. */
export async function insertRfq(
  tx: Db,
  { buyerId, request, now }: { buyerId: string; request: CheckedRfqRequest; now: Date },
) {
  const { account, subject, details } = request;
  const [rfq] = await tx
    .insert(rfqs)
    .values({
      id: newId("rfq"),
      buyerId,
      corporateAccountId: account.id,
      productId: subject.productId,
      categoryId: subject.categoryId,
      productName: subject.productName,
      currency: subject.currency,
      ...details,
      expiresAt: new Date(now.getTime() + rfqValidityDays * day),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .insert(rfqRecipients)
    .values(subject.vendorIds.map((vendorId) => ({ rfqId: rfq!.id, vendorId, sentAt: now, updatedAt: now })));
  return rfq!;
}

/** Who owns each addressed store, to tell them: their user id and account e-mail (a store without an owner is skipped). */
export async function recipientOwners(db: Db, { vendorIds }: { vendorIds: string[] }) {
  const rows = await db
    .select({ vendorId: vendors.id, userId: users.id, email: users.email })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(inArray(vendors.id, vendorIds));
  return rows;
}
