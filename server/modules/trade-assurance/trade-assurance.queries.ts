import type { PageOf } from "#common/catalog";
import type { TradeAssuranceStatus } from "#common/trade-assurance";
import type {
  TradeAssuranceApplicationDetail,
  TradeAssuranceQueueRow,
  TradeAssuranceStanding,
} from "#common/views/trade-assurance";
import type { Db } from "#db/client";
import { countries, tradeAssuranceApplications, tradeAssuranceDocuments, users, vendors } from "#db/schema";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

export const tradeAssuranceQueuePageSize = 20;

/** The actor's store and its latest application: what the apply page offers them. */
export async function tradeAssuranceStanding(
  db: Db,
  { actor }: { actor: Actor },
): Promise<TradeAssuranceStanding> {
  const [store] = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      businessEmail: vendors.businessEmail,
      businessPhone: vendors.businessPhone,
      countryCode: vendors.countryCode,
    })
    .from(vendors)
    .where(eq(vendors.userId, actor.userId))
    .limit(1);
  if (!store) return { kind: "no-store" };
  const [latest] = await db
    .select({
      status: tradeAssuranceApplications.status,
      createdAt: tradeAssuranceApplications.createdAt,
      rejectionReason: tradeAssuranceApplications.rejectionReason,
      revocationReason: tradeAssuranceApplications.revocationReason,
    })
    .from(tradeAssuranceApplications)
    .where(eq(tradeAssuranceApplications.vendorId, store.id))
    .orderBy(desc(tradeAssuranceApplications.createdAt))
    .limit(1);
  return {
    kind: "store",
    store: { ...store, businessPhone: store.businessPhone ?? "" },
    latest: latest ? { ...latest, createdAt: latest.createdAt.toISOString() } : null,
  };
}

/** The back office's queue: newest first, optionally one status, 20 a page. */
export async function listTradeAssuranceApplications(
  db: Db,
  { status, page }: { status?: TradeAssuranceStatus; page: number },
): Promise<PageOf<TradeAssuranceQueueRow>> {
  const where = status ? eq(tradeAssuranceApplications.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tradeAssuranceApplications.id,
        businessName: tradeAssuranceApplications.businessName,
        storeName: vendors.businessName,
        countryName: countries.name,
        status: tradeAssuranceApplications.status,
        createdAt: tradeAssuranceApplications.createdAt,
      })
      .from(tradeAssuranceApplications)
      .innerJoin(vendors, eq(vendors.id, tradeAssuranceApplications.vendorId))
      .innerJoin(countries, eq(countries.code, tradeAssuranceApplications.countryCode))
      .where(where)
      .orderBy(desc(tradeAssuranceApplications.createdAt), desc(tradeAssuranceApplications.id))
      .limit(tradeAssuranceQueuePageSize)
      .offset((page - 1) * tradeAssuranceQueuePageSize),
    db.select({ value: count() }).from(tradeAssuranceApplications).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
    page,
    pageSize: tradeAssuranceQueuePageSize,
  };
}

const applicant = alias(users, "applicant");
const decider = alias(users, "decider");
const revoker = alias(users, "revoker");

/** One application with its store, people and papers, for the back office; unknown id: null. */
export async function tradeAssuranceApplicationDetail(
  db: Db,
  { id }: { id: string },
): Promise<TradeAssuranceApplicationDetail | null> {
  const [row] = await db
    .select({
      application: tradeAssuranceApplications,
      storeName: vendors.businessName,
      countryName: countries.name,
      applicantEmail: applicant.email,
      decidedByEmail: decider.email,
      revokedByEmail: revoker.email,
    })
    .from(tradeAssuranceApplications)
    .innerJoin(vendors, eq(vendors.id, tradeAssuranceApplications.vendorId))
    .innerJoin(countries, eq(countries.code, tradeAssuranceApplications.countryCode))
    .leftJoin(applicant, eq(applicant.id, tradeAssuranceApplications.userId))
    .leftJoin(decider, eq(decider.id, tradeAssuranceApplications.decidedBy))
    .leftJoin(revoker, eq(revoker.id, tradeAssuranceApplications.revokedBy))
    .where(eq(tradeAssuranceApplications.id, id));
  if (!row) return null;
  const documents = await db
    .select({
      id: tradeAssuranceDocuments.id,
      kind: tradeAssuranceDocuments.kind,
      fileName: tradeAssuranceDocuments.fileName,
      sizeBytes: tradeAssuranceDocuments.sizeBytes,
    })
    .from(tradeAssuranceDocuments)
    .where(eq(tradeAssuranceDocuments.applicationId, id))
    .orderBy(asc(tradeAssuranceDocuments.createdAt), asc(tradeAssuranceDocuments.id));
  const a = row.application;
  return {
    id: a.id,
    status: a.status,
    store: { id: a.vendorId, businessName: row.storeName },
    applicantEmail: row.applicantEmail,
    businessName: a.businessName,
    registrationNumber: a.registrationNumber,
    countryName: row.countryName,
    contactPerson: a.contactPerson,
    email: a.email,
    phone: a.phone,
    address: a.address,
    businessType: a.businessType,
    operationalSince: a.operationalSince,
    annualRevenueUsd: a.annualRevenueUsd,
    productCategories: a.productCategories,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    decidedByEmail: row.decidedByEmail,
    rejectionReason: a.rejectionReason,
    revokedAt: a.revokedAt?.toISOString() ?? null,
    revokedByEmail: row.revokedByEmail,
    revocationReason: a.revocationReason,
    documents,
  };
}

/**
 * A paper of an application, for its applicant and the back office (admins, staff who view
 * vendors); anyone else gets nothing, the same answer as no such paper.
 */
export async function downloadableTradeAssuranceDocument(
  db: Db,
  { actor, documentId }: { actor: Actor | null; documentId: string },
) {
  if (!actor) return null;
  const backOffice = actor.role === "admin" || actor.permissions.includes("vendors:view");
  const [document] = await db
    .select({
      fileKey: tradeAssuranceDocuments.fileKey,
      fileName: tradeAssuranceDocuments.fileName,
      contentType: tradeAssuranceDocuments.contentType,
    })
    .from(tradeAssuranceDocuments)
    .innerJoin(
      tradeAssuranceApplications,
      eq(tradeAssuranceApplications.id, tradeAssuranceDocuments.applicationId),
    )
    .where(
      and(
        eq(tradeAssuranceDocuments.id, documentId),
        backOffice ? undefined : eq(tradeAssuranceApplications.userId, actor.userId),
      ),
    );
  return document ?? null;
}

/** The countries an applicant may choose (any country the marketplace knows), by name. */
export async function tradeAssuranceCountries(db: Db): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}
