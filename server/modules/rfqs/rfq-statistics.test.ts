import { describe, expect, it } from "vitest";
import {
  adminB2bCorporateAccountPath,
  adminProductEditPath,
  productPath,
  vendorStorePath,
} from "#common/paths";
import { adminRfqPath, buyerRfqPath, dashboardRfqsPath, vendorRfqPath } from "#common/rfq-paths";
import { adminVendorPath, vendorProductPath } from "#common/seller-paths";
import type { B2bScope } from "#common/views/rfq-back-office";
import { products } from "#db/schema";
import type { Actor } from "#server/modules/identity/actor";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { createCorporateAccount } from "../../../tests/corporate-account-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { createQuote, createRfq } from "../../../tests/rfq-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { b2bStatistics } from "./rfq-statistics.queries";

const t = useTestDatabase();
const now = new Date("2026-11-20T12:00:00Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Two buyers, two stores. Lagos Threads gets three product RFQs and a category RFQ it shares with
 * Kano Leather; buyer A sends four, buyer B one. One RFQ is accepted, one rejected, one quoted, one
 * pending past its validity (reads expired), one pending.
 */
async function marketplace() {
  const admin = actorFor(await createUser(t.db, { role: "admin" }));
  const lagosOwner = await createUser(t.db, { role: "vendor" });
  const kanoOwner = await createUser(t.db, { role: "vendor" });
  const lagos = await createVendor(t.db, { businessName: "Lagos Threads", userId: lagosOwner.id });
  const kano = await createVendor(t.db, { businessName: "Kano Leather", userId: kanoOwner.id });
  const aso = await createProduct(t.db, { vendorId: lagos.id, name: "Aso-oke fabric" });
  const ankara = await createProduct(t.db, { vendorId: lagos.id, name: "Ankara prints" });
  const buyerA = await createCorporateAccount(t.db, { companyName: "Eze Interiors" });
  const buyerB = await createCorporateAccount(t.db, { companyName: "Asante Hotels" });
  const accepted = await createRfq(t.db, {
    buyer: buyerA,
    product: aso,
    status: "accepted",
    createdAt: daysBefore(70),
  });
  await createQuote(t.db, {
    rfqId: accepted.rfq.id,
    vendorId: lagos.id,
    productId: aso.id,
    status: "accepted",
    createdAt: daysBefore(69),
  });
  const quoted = await createRfq(t.db, {
    buyer: buyerA,
    product: aso,
    status: "quoted",
    createdAt: daysBefore(5),
  });
  await createQuote(t.db, {
    rfqId: quoted.rfq.id,
    vendorId: lagos.id,
    productId: aso.id,
    createdAt: daysBefore(4),
  });
  const stale = await createRfq(t.db, { buyer: buyerA, product: ankara, createdAt: daysBefore(40) });
  const category = await createRfq(t.db, {
    buyer: buyerA,
    product: aso,
    vendorIds: [lagos.id, kano.id],
    status: "rejected",
    createdAt: daysBefore(10),
  });
  const pending = await createRfq(t.db, { buyer: buyerB, product: ankara, createdAt: daysBefore(1) });
  return {
    admin,
    lagosOwner,
    kanoOwner,
    lagos,
    kano,
    aso,
    ankara,
    buyerA,
    buyerB,
    accepted,
    quoted,
    stale,
    category,
    pending,
  };
}

describe("b2bStatistics", () => {
  it("counts the platform: totals, statuses, open against completed, conversion and corporate accounts", async () => {
    const m = await marketplace();
    const figures = await b2bStatistics(t.db, { actor: m.admin, scope: { kind: "platform" }, now });
    expect(figures).toMatchObject({
      totalRfqs: 5,
      totalQuotes: 2,
      rfqsByStatus: { pending: 1, processing: 0, quoted: 1, accepted: 1, rejected: 1, expired: 1 },
      openRfqs: 1,
      completedRfqs: 1,
      conversionRate: 20,
      corporateAccountsByStatus: { pending: 2, approved: 0, rejected: 0, suspended: 0 },
    });
  });

  it("ranks products and vendors by RFQ count, linking to the admin's pages", async () => {
    const m = await marketplace();
    const figures = await b2bStatistics(t.db, { actor: m.admin, scope: { kind: "platform" }, now });
    expect(figures.topProducts).toEqual([
      { id: m.aso.id, name: "Aso-oke fabric", rfqCount: 3, href: productPath(m.aso.id) },
      { id: m.ankara.id, name: "Ankara prints", rfqCount: 2, href: productPath(m.ankara.id) },
    ]);
    expect(figures.topVendors).toEqual([
      { id: m.lagos.id, name: "Lagos Threads", rfqCount: 5, href: adminVendorPath(m.lagos.id) },
      { id: m.kano.id, name: "Kano Leather", rfqCount: 1, href: adminVendorPath(m.kano.id) },
    ]);
  });

  it("links an unlisted product to its editor for the admin and its store, and to nothing for the buyer", async () => {
    const m = await marketplace();
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, m.ankara.id));
    const hrefOfAnkara = async (actor: Actor, scope: B2bScope) =>
      (await b2bStatistics(t.db, { actor, scope, now })).topProducts.find((row) => row.id === m.ankara.id)
        ?.href;
    expect(await hrefOfAnkara(m.admin, { kind: "platform" })).toBe(adminProductEditPath(m.ankara.id));
    expect(await hrefOfAnkara(actorFor(m.lagosOwner), { kind: "vendor", vendorId: m.lagos.id })).toBe(
      vendorProductPath(m.ankara.id),
    );
    expect(await hrefOfAnkara(m.buyerA.actor, { kind: "buyer", buyerId: m.buyerA.user.id })).toBeNull();
    // The listed one still opens its public page.
    const platform = await b2bStatistics(t.db, { actor: m.admin, scope: { kind: "platform" }, now });
    expect(platform.topProducts.find((row) => row.id === m.aso.id)?.href).toBe(productPath(m.aso.id));
  });

  it("merges the five latest RFQs, quotes and corporate applications into the ten newest", async () => {
    const m = await marketplace();
    const figures = await b2bStatistics(t.db, { actor: m.admin, scope: { kind: "platform" }, now });
    expect(figures.activities).toHaveLength(9); // 5 RFQs (of 5), 2 quotes, 2 accounts
    const kinds = figures.activities.map((activity) => activity.kind);
    expect(kinds.filter((kind) => kind === "rfq")).toHaveLength(5);
    expect(kinds.filter((kind) => kind === "quote")).toHaveLength(2);
    expect(kinds.filter((kind) => kind === "corporateAccount")).toHaveLength(2);
    const times = figures.activities.map((activity) => activity.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(figures.activities).toContainEqual({
      kind: "quote",
      subject: "Aso-oke fabric",
      actor: "Lagos Threads",
      at: daysBefore(4).toISOString(),
      href: adminRfqPath(m.quoted.rfq.id),
    });
    expect(figures.activities).toContainEqual(
      expect.objectContaining({
        kind: "corporateAccount",
        subject: "Asante Hotels",
        href: adminB2bCorporateAccountPath(m.buyerB.account.id),
      }),
    );
  });

  it("keeps only the newest ten when there are more", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const buyer = await createCorporateAccount(t.db);
    const product = await createProduct(t.db);
    for (let day = 1; day <= 7; day += 1) {
      const { rfq } = await createRfq(t.db, { buyer, product, createdAt: daysBefore(day) });
      await createQuote(t.db, {
        rfqId: rfq.id,
        vendorId: product.vendorId,
        productId: product.id,
        createdAt: daysBefore(day),
      });
    }
    const figures = await b2bStatistics(t.db, { actor: admin, scope: { kind: "platform" }, now });
    expect(figures.activities).toHaveLength(10);
    expect(figures.activities.filter((activity) => activity.kind === "rfq")).toHaveLength(5);
  });

  it("shows six months of RFQs, oldest first, with empty months as zero", async () => {
    const m = await marketplace();
    const figures = await b2bStatistics(t.db, { actor: m.admin, scope: { kind: "platform" }, now });
    expect(figures.trend).toEqual([
      { month: "2026-06", rfqCount: 0 },
      { month: "2026-07", rfqCount: 0 },
      { month: "2026-08", rfqCount: 0 },
      { month: "2026-09", rfqCount: 1 },
      { month: "2026-10", rfqCount: 1 },
      { month: "2026-11", rfqCount: 3 },
    ]);
  });

  it("gives a store the RFQs addressed to it, its own quotes and links to its RFQ pages", async () => {
    const m = await marketplace();
    const kano = await b2bStatistics(t.db, {
      actor: actorFor(m.kanoOwner),
      scope: { kind: "vendor", vendorId: m.kano.id },
      now,
    });
    expect(kano).toMatchObject({
      totalRfqs: 1,
      totalQuotes: 0,
      rfqsByStatus: { rejected: 1 },
      conversionRate: 0,
      corporateAccountsByStatus: null,
      topVendors: [],
      topProducts: [{ id: m.aso.id, rfqCount: 1 }],
      activities: [expect.objectContaining({ kind: "rfq", href: vendorRfqPath(m.category.rfq.id) })],
    });
    expect(kano.trend.at(-1)).toEqual({ month: "2026-11", rfqCount: 1 });

    const lagos = await b2bStatistics(t.db, {
      actor: actorFor(m.lagosOwner),
      scope: { kind: "vendor", vendorId: m.lagos.id },
      now,
    });
    expect(lagos).toMatchObject({ totalRfqs: 5, totalQuotes: 2, completedRfqs: 1, conversionRate: 20 });
  });

  it("gives a buyer their own RFQs, the quotes on them and the stores they asked most", async () => {
    const m = await marketplace();
    const figures = await b2bStatistics(t.db, {
      actor: m.buyerA.actor,
      scope: { kind: "buyer", buyerId: m.buyerA.user.id },
      now,
    });
    expect(figures).toMatchObject({
      totalRfqs: 4,
      totalQuotes: 2,
      rfqsByStatus: { pending: 0, quoted: 1, accepted: 1, rejected: 1, expired: 1 },
      openRfqs: 0,
      conversionRate: 25,
      corporateAccountsByStatus: null,
    });
    expect(figures.topVendors).toEqual([
      { id: m.lagos.id, name: "Lagos Threads", rfqCount: 4, href: vendorStorePath(m.lagos.id) },
      { id: m.kano.id, name: "Kano Leather", rfqCount: 1, href: vendorStorePath(m.kano.id) },
    ]);
    expect(figures.activities[0]).toMatchObject({
      kind: "quote",
      href: buyerRfqPath(dashboardRfqsPath, m.quoted.rfq.id),
    });
    expect(figures.activities.map((activity) => activity.href)).not.toContain(
      buyerRfqPath(dashboardRfqsPath, m.pending.rfq.id),
    );
  });

  it("answers zeros, not errors, for a scope without RFQs", async () => {
    const buyer = await createCorporateAccount(t.db);
    const figures = await b2bStatistics(t.db, {
      actor: buyer.actor,
      scope: { kind: "buyer", buyerId: buyer.user.id },
      now,
    });
    expect(figures).toMatchObject({
      totalRfqs: 0,
      totalQuotes: 0,
      conversionRate: 0,
      topProducts: [],
      activities: [],
    });
    expect(figures.trend.map((month) => month.rfqCount)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("lets an admin read any store's and any buyer's figures", async () => {
    const m = await marketplace();
    const store = await b2bStatistics(t.db, {
      actor: m.admin,
      scope: { kind: "vendor", vendorId: m.kano.id },
      now,
    });
    const buyer = await b2bStatistics(t.db, {
      actor: m.admin,
      scope: { kind: "buyer", buyerId: m.buyerB.user.id },
      now,
    });
    expect([store.totalRfqs, buyer.totalRfqs]).toEqual([1, 1]);
  });

  it("says Access denied for anyone else's figures, and to all but admins for the platform's", async () => {
    const m = await marketplace();
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const refusals = [
      { actor: m.lagosOwner, scope: { kind: "vendor" as const, vendorId: m.kano.id } },
      { actor: m.buyerA.user, scope: { kind: "vendor" as const, vendorId: m.lagos.id } },
      { actor: m.buyerA.user, scope: { kind: "buyer" as const, buyerId: m.buyerB.user.id } },
      { actor: m.lagosOwner, scope: { kind: "buyer" as const, buyerId: m.buyerA.user.id } },
      { actor: m.buyerA.user, scope: { kind: "platform" as const } },
      { actor: m.lagosOwner, scope: { kind: "platform" as const } },
    ];
    for (const { actor, scope } of refusals) {
      const error = await appErrorFrom(b2bStatistics(t.db, { actor: actorFor(actor), scope, now }));
      expect([error.code, error.message]).toEqual(["FORBIDDEN", "Access denied"]);
    }
    const staffError = await appErrorFrom(
      b2bStatistics(t.db, { actor: staff, scope: { kind: "platform" }, now }),
    );
    expect(staffError.message).toBe("Access denied");
    expect(
      (await appErrorFrom(b2bStatistics(t.db, { actor: null, scope: { kind: "platform" }, now }))).code,
    ).toBe("UNAUTHENTICATED");
  });
});
