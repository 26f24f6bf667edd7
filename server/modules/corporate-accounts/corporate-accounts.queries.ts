import { type CorporateAccountStatus, corporateDiscountPercent } from "#common/corporate-account";
import type {
  AccountManagerChoice,
  CorporateAccountPage,
  CorporateAccountView,
} from "#common/views/corporate-accounts";
import type { Db } from "#db/client";
import { corporateAccountDocuments, corporateAccounts, corporateContacts, profiles, users } from "#db/schema";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Actor } from "#server/modules/identity/actor";
import { corporateAccountsPageSize } from "./limits";

/** The account with its contacts (primary first) and documents, under one condition on the account. */
async function accountWhere(db: Db, where: SQL): Promise<CorporateAccountView | null> {
  const [account] = await db
    .select({ account: corporateAccounts, managerName: profiles.fullName, managerEmail: profiles.email })
    .from(corporateAccounts)
    .leftJoin(profiles, eq(profiles.id, corporateAccounts.accountManagerId))
    .where(where);
  if (!account) return null;
  const { account: row } = account;
  const [contacts, documents] = await Promise.all([
    db
      .select({
        id: corporateContacts.id,
        name: corporateContacts.name,
        email: corporateContacts.email,
        phone: corporateContacts.phone,
        position: corporateContacts.position,
        isPrimary: corporateContacts.isPrimary,
      })
      .from(corporateContacts)
      .where(eq(corporateContacts.corporateAccountId, row.id))
      .orderBy(
        desc(corporateContacts.isPrimary),
        asc(corporateContacts.createdAt),
        asc(corporateContacts.id),
      ),
    db
      .select({
        id: corporateAccountDocuments.id,
        fileName: corporateAccountDocuments.fileName,
        contentType: corporateAccountDocuments.contentType,
        sizeBytes: corporateAccountDocuments.sizeBytes,
      })
      .from(corporateAccountDocuments)
      .where(eq(corporateAccountDocuments.corporateAccountId, row.id))
      .orderBy(asc(corporateAccountDocuments.fileName), asc(corporateAccountDocuments.id)),
  ]);
  return {
    id: row.id,
    userId: row.userId,
    companyName: row.companyName,
    address: row.address,
    registrationNumber: row.registrationNumber,
    taxId: row.taxId,
    industry: row.industry,
    companySize: row.companySize,
    status: row.status,
    creditLimit: row.creditLimit,
    paymentTerms: row.paymentTerms,
    discountTier: row.discountTier,
    accountManager:
      row.accountManagerId && account.managerEmail
        ? {
            id: row.accountManagerId,
            name: account.managerName ?? account.managerEmail,
            email: account.managerEmail,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    contacts,
    documents,
  };
}

/** The user's own account with contacts, or null before they apply. */
export function corporateAccountOfUser(db: Db, { userId }: { userId: string }) {
  return accountWhere(db, eq(corporateAccounts.userId, userId));
}

/** Any account, for the back office (the page checks who may look). */
export function corporateAccountById(db: Db, { id }: { id: string }) {
  return accountWhere(db, eq(corporateAccounts.id, id));
}

/** The back office's list: newest first, optionally one status, 20 a page. */
export async function listCorporateAccounts(
  db: Db,
  { status, page }: { status?: CorporateAccountStatus; page: number },
): Promise<CorporateAccountPage> {
  const where = status ? eq(corporateAccounts.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: corporateAccounts.id,
        companyName: corporateAccounts.companyName,
        ownerEmail: users.email,
        status: corporateAccounts.status,
        discountTier: corporateAccounts.discountTier,
        paymentTerms: corporateAccounts.paymentTerms,
        createdAt: corporateAccounts.createdAt,
      })
      .from(corporateAccounts)
      .innerJoin(users, eq(users.id, corporateAccounts.userId))
      .where(where)
      .orderBy(desc(corporateAccounts.createdAt), desc(corporateAccounts.id))
      .limit(corporateAccountsPageSize)
      .offset((page - 1) * corporateAccountsPageSize),
    db.select({ value: count() }).from(corporateAccounts).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
    page,
    pageSize: corporateAccountsPageSize,
  };
}

/** Staff and admins, who may be named account manager, by name. */
export async function accountManagerChoices(db: Db): Promise<AccountManagerChoice[]> {
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.role, ["staff", "admin"]))
    .orderBy(asc(profiles.email));
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.email, email: row.email }));
}

/**
 * Where a signed-in buyer stands: whether their account is approved, and the percent the pricing
 * engine takes off their goods on top of quantity tiers (premium 5, enterprise 10, else 0; always 0
 * for a guest). Read from the database on every pricing, never from the browser.
 */
export async function corporateStandingOf(
  db: Db,
  { userId }: { userId: string | null },
): Promise<{ approved: boolean; percentOff: number }> {
  if (!userId) return { approved: false, percentOff: 0 };
  const [account] = await db
    .select({ status: corporateAccounts.status, discountTier: corporateAccounts.discountTier })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, userId));
  return { approved: account?.status === "approved", percentOff: corporateDiscountPercent(account ?? null) };
}

/** The percent the pricing engine takes off a buyer's goods for their corporate account (0 without one). */
export async function corporatePercentOffFor(db: Db, { userId }: { userId: string | null }): Promise<number> {
  return (await corporateStandingOf(db, { userId })).percentOff;
}

/**
 * A verification document of a corporate account, to download: for the account's owner, and for the
 * back office (staff may view accounts, admins decide them); for anyone else it does not exist.
 */
export async function downloadableCorporateDocument(
  db: Db,
  { actor, documentId }: { actor: Actor | null; documentId: string },
) {
  if (!actor) return null;
  const backOffice = actor.permissions.includes("users:view") || actor.permissions.includes("users:manage");
  const [document] = await db
    .select({
      fileKey: corporateAccountDocuments.fileKey,
      fileName: corporateAccountDocuments.fileName,
      contentType: corporateAccountDocuments.contentType,
    })
    .from(corporateAccountDocuments)
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, corporateAccountDocuments.corporateAccountId))
    .where(
      and(
        eq(corporateAccountDocuments.id, documentId),
        backOffice ? undefined : eq(corporateAccounts.userId, actor.userId),
      ),
    );
  return document ?? null;
}
