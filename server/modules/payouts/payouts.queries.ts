import type { PageOf } from "#common/catalog";
import type { PayoutMethod } from "#common/payout-method";
import type { Db } from "#db/client";
import {
  countries,
  orders,
  payments,
  subOrders,
  vendorBalances,
  vendorLedgerEntries,
  vendorPayoutMethods,
  vendorPayouts,
  vendors,
  type PayoutStatus,
} from "#db/schema";
import { and, count, desc, eq } from "drizzle-orm";
import type {
  AdminPaymentRow,
  AdminPayoutRow,
  LedgerEntryView,
  PayoutView,
  VendorLedgerView,
  VendorPayoutsView,
} from "#common/views/payouts";
import { maskPayoutMethod } from "#common/payout-method-mask";
import { readSettings, settlementCurrency } from "../settings/settings.queries";

export const ledgerPageSize = 10;
export const payoutHistorySize = 20;
export const adminTransactionsPageSize = 20;

/** The currency balances are kept and paid in, and the smallest payout a vendor may request. */
export async function payoutSettings(db: Db): Promise<{ currency: string; minimum: number }> {
  const currency = await settlementCurrency(db);
  const { minimumPayout } = await readSettings(db, ["minimumPayout"]);
  return { currency, minimum: minimumPayout };
}

export async function payoutMethodOf(db: Db, { vendorId }: { vendorId: string }) {
  const [row] = await db.select().from(vendorPayoutMethods).where(eq(vendorPayoutMethods.vendorId, vendorId));
  return row ?? null;
}

/**
 * A vendor's balance and a page of its ledger (newest first), as the vendor's payouts page and the
 * back office's vendor page show them.
 */
export async function vendorLedger(
  db: Db,
  { vendorId, page }: { vendorId: string; page: number },
): Promise<VendorLedgerView> {
  const { currency } = await payoutSettings(db);
  const [balanceRow] = await db
    .select({ balance: vendorBalances.balance })
    .from(vendorBalances)
    .where(and(eq(vendorBalances.vendorId, vendorId), eq(vendorBalances.currency, currency)));
  const [counted] = await db
    .select({ total: count() })
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.vendorId, vendorId));
  // The page of entries first, then its rows' order numbers: joined before the limit, the planner
  // joins every entry of the vendor (thousands) to sub-orders and orders to keep one page.
  const pageOfEntries = db
    .select({
      id: vendorLedgerEntries.id,
      kind: vendorLedgerEntries.kind,
      amount: vendorLedgerEntries.amount,
      currency: vendorLedgerEntries.currency,
      memo: vendorLedgerEntries.memo,
      createdAt: vendorLedgerEntries.createdAt,
      payoutId: vendorLedgerEntries.payoutId,
      subOrderId: vendorLedgerEntries.subOrderId,
    })
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.vendorId, vendorId))
    .orderBy(desc(vendorLedgerEntries.createdAt), desc(vendorLedgerEntries.id))
    .limit(ledgerPageSize)
    .offset((page - 1) * ledgerPageSize)
    .as("page_of_entries");
  const entries = await db
    .select({
      id: pageOfEntries.id,
      kind: pageOfEntries.kind,
      amount: pageOfEntries.amount,
      currency: pageOfEntries.currency,
      memo: pageOfEntries.memo,
      createdAt: pageOfEntries.createdAt,
      orderNumber: orders.orderNumber,
      payoutId: pageOfEntries.payoutId,
    })
    .from(pageOfEntries)
    .leftJoin(subOrders, eq(subOrders.id, pageOfEntries.subOrderId))
    .leftJoin(orders, eq(orders.id, subOrders.orderId))
    .orderBy(desc(pageOfEntries.createdAt), desc(pageOfEntries.id));
  return {
    currency,
    balance: balanceRow?.balance ?? 0,
    ledger: {
      rows: entries.map(
        (entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }) satisfies LedgerEntryView,
      ),
      total: counted?.total ?? 0,
      page,
      pageSize: ledgerPageSize,
    },
  };
}

/** The vendor's page: its balance, a page of its ledger, its payout method and payouts. */
export async function vendorPayoutsOverview(
  db: Db,
  { vendorId, page }: { vendorId: string; page: number },
): Promise<VendorPayoutsView> {
  const { minimum } = await payoutSettings(db);
  const ledger = await vendorLedger(db, { vendorId, page });
  const method = await payoutMethodOf(db, { vendorId });
  const [country] = await db
    .select({ code: vendors.countryCode, name: countries.name })
    .from(vendors)
    .innerJoin(countries, eq(countries.code, vendors.countryCode))
    .where(eq(vendors.id, vendorId));
  const payouts = await db
    .select(payoutColumns)
    .from(vendorPayouts)
    .where(eq(vendorPayouts.vendorId, vendorId))
    .orderBy(desc(vendorPayouts.createdAt))
    .limit(payoutHistorySize);
  return {
    ...ledger,
    minimum,
    method: method ? maskPayoutMethod(method.method) : null,
    countryCode: country?.code ?? "",
    countryName: country?.name ?? "",
    payouts: payouts.map(payoutView),
  };
}

const payoutColumns = {
  id: vendorPayouts.id,
  amount: vendorPayouts.amount,
  currency: vendorPayouts.currency,
  status: vendorPayouts.status,
  method: vendorPayouts.method,
  failureReason: vendorPayouts.failureReason,
  createdAt: vendorPayouts.createdAt,
  paidAt: vendorPayouts.paidAt,
};

function payoutView(row: {
  id: string;
  amount: number;
  currency: string;
  status: PayoutStatus;
  method: PayoutMethod;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
}): PayoutView {
  return {
    ...row,
    method: maskPayoutMethod(row.method),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Payouts for the back office, newest first, by status. */
export async function listPayoutsForBackOffice(
  db: Db,
  { status, page }: { status: PayoutStatus | null; page: number },
): Promise<PageOf<AdminPayoutRow>> {
  const where = status ? eq(vendorPayouts.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(vendorPayouts).where(where);
  const rows = await db
    .select({
      ...payoutColumns,
      vendorName: vendors.businessName,
      reference: vendorPayouts.reference,
      attempts: vendorPayouts.attempts,
      provider: vendorPayouts.provider,
    })
    .from(vendorPayouts)
    .innerJoin(vendors, eq(vendors.id, vendorPayouts.vendorId))
    .where(where)
    .orderBy(desc(vendorPayouts.createdAt), desc(vendorPayouts.id))
    .limit(adminTransactionsPageSize)
    .offset((page - 1) * adminTransactionsPageSize);
  return {
    rows: rows.map((row) => ({
      ...payoutView(row),
      vendorName: row.vendorName,
      reference: row.reference,
      attempts: row.attempts,
      provider: row.provider,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize: adminTransactionsPageSize,
  };
}

/** Payments collected from buyers, newest first, by status. */
export async function listPaymentsForBackOffice(
  db: Db,
  { status, page }: { status: AdminPaymentRow["status"] | null; page: number },
): Promise<PageOf<AdminPaymentRow>> {
  const where = status ? eq(payments.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(payments).where(where);
  const rows = await db
    .select({
      id: payments.id,
      orderNumber: orders.orderNumber,
      amount: payments.amount,
      currency: payments.currency,
      provider: payments.provider,
      status: payments.status,
      refundStatus: payments.refundStatus,
      reference: payments.reference,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(adminTransactionsPageSize)
    .offset((page - 1) * adminTransactionsPageSize);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page,
    pageSize: adminTransactionsPageSize,
  };
}

/** A sandbox transfer for its test page (the sandbox provider only). */
export async function getSandboxTransfer(db: Db, { reference }: { reference: string }) {
  const [row] = await db
    .select({
      id: vendorPayouts.id,
      reference: vendorPayouts.reference,
      amount: vendorPayouts.amount,
      currency: vendorPayouts.currency,
      status: vendorPayouts.status,
      vendorName: vendors.businessName,
    })
    .from(vendorPayouts)
    .innerJoin(vendors, eq(vendors.id, vendorPayouts.vendorId))
    .where(and(eq(vendorPayouts.reference, reference), eq(vendorPayouts.provider, "sandbox")));
  return row ?? null;
}
