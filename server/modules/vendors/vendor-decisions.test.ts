import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vendors } from "#db/schema";
import { listProducts } from "../catalog/products.queries";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createVendorApplication } from "../../../tests/vendor-application-factories";
import { backOfficeVendorDetail, listBackOfficeVendors } from "./back-office.queries";
import { reinstateVendor } from "./reinstate-vendor";
import { setVendorVerified } from "./set-vendor-verified";
import { suspendVendor } from "./suspend-vendor";
import { getStore, listVendors } from "./vendors.queries";

const t = useTestDatabase();

async function adminActor() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

describe("suspendVendor and reinstateVendor", () => {
  it("hides a suspended store and its products from buyers, and brings them back on reinstatement", async () => {
    const actor = await adminActor();
    const store = await createVendor(t.db, { businessName: "Zambezi Copperworks" });
    await createProduct(t.db, { vendorId: store.id, name: "Hammered copper bowl" });

    await suspendVendor(t.db, { actor, vendorId: store.id, reason: "Counterfeit goods reported" });

    expect((await listVendors(t.db, { page: 1, search: "Zambezi" })).total).toBe(0);
    expect(await getStore(t.db, { vendorId: store.id, viewerId: null })).toBeNull();
    expect((await listProducts(t.db, { filters: { search: "Hammered copper" }, page: 1 })).total).toBe(0);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(row).toMatchObject({ isActive: false, suspensionReason: "Counterfeit goods reported" });
    expect(row?.suspendedAt).toBeInstanceOf(Date);
    expect(await auditRows(t.db, "vendor.suspend")).toMatchObject([
      { userId: actor.userId, details: { vendorId: store.id, reason: "Counterfeit goods reported" } },
    ]);

    await reinstateVendor(t.db, { actor, vendorId: store.id });

    expect((await listVendors(t.db, { page: 1, search: "Zambezi" })).total).toBe(1);
    expect((await listProducts(t.db, { filters: { search: "Hammered copper" }, page: 1 })).total).toBe(1);
    const [after] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(after).toMatchObject({ isActive: true, suspendedAt: null, suspensionReason: null });
    expect(await auditRows(t.db, "vendor.reinstate")).toHaveLength(1);
  });

  it("requires a reason to suspend, and refuses moves the state machine does not allow", async () => {
    const actor = await adminActor();
    const store = await createVendor(t.db);
    const missing = await appErrorFrom(suspendVendor(t.db, { actor, vendorId: store.id, reason: "" }));
    expect(missing.fieldErrors).toEqual({ reason: "Give a reason for the suspension" });

    const active = await appErrorFrom(reinstateVendor(t.db, { actor, vendorId: store.id }));
    expect(active).toMatchObject({
      code: "CONFLICT",
      message: "This store is active: it cannot be reinstated.",
    });
    await suspendVendor(t.db, { actor, vendorId: store.id, reason: "Unpaid fees" });
    const twice = await appErrorFrom(suspendVendor(t.db, { actor, vendorId: store.id, reason: "Again" }));
    expect(twice.code).toBe("CONFLICT");
    expect(await auditRows(t.db, "vendor.suspend")).toHaveLength(1);
  });

  it("refuses staff with 403 and an unknown store with 404", async () => {
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const store = await createVendor(t.db);
    const forbidden = await appErrorFrom(
      suspendVendor(t.db, { actor: staff, vendorId: store.id, reason: "x" }),
    );
    expect(forbidden).toMatchObject({ status: 403, message: "Admin access required" });
    const verify = await appErrorFrom(
      setVendorVerified(t.db, { actor: staff, vendorId: store.id, verified: true }),
    );
    expect(verify.status).toBe(403);
    const missing = await appErrorFrom(
      reinstateVendor(t.db, { actor: await adminActor(), vendorId: "ven_nope" }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("setVendorVerified", () => {
  it("grants and withdraws the badge, audited once per change", async () => {
    const actor = await adminActor();
    const store = await createVendor(t.db);

    expect(await setVendorVerified(t.db, { actor, vendorId: store.id, verified: true })).toEqual({
      changed: true,
    });
    expect(await setVendorVerified(t.db, { actor, vendorId: store.id, verified: true })).toEqual({
      changed: false,
    });
    await setVendorVerified(t.db, { actor, vendorId: store.id, verified: false });

    expect(await auditRows(t.db, "vendor.verify")).toHaveLength(1);
    expect(await auditRows(t.db, "vendor.unverify")).toHaveLength(1);
  });
});

describe("back-office vendor queries", () => {
  it("lists applicants and stores together, pending first, filtered by status, country, verified and search", async () => {
    const store = await createVendor(t.db, {
      businessName: "Accra Beadworks",
      countryCode: "GH",
      verified: true,
    });
    const { application: pending } = await createVendorApplication(t.db, { businessName: "Nairobi Leather" });
    const { application: rejected } = await createVendorApplication(t.db, {
      businessName: "Dakar Prints",
      status: "rejected",
      rejectionReason: "Blurry documents",
    });
    await createVendorApplication(t.db, { businessName: "Draft Only", status: "draft" });

    const all = await listBackOfficeVendors(t.db, { page: 1 });
    expect(all.rows[0]).toMatchObject({ kind: "application", id: pending.id, status: "pending" });
    expect(all.rows.map((row) => row.businessName)).not.toContain("Draft Only");

    expect((await listBackOfficeVendors(t.db, { page: 1, status: "rejected" })).rows).toMatchObject([
      { id: rejected.id, status: "rejected" },
    ]);
    const ghana = await listBackOfficeVendors(t.db, { page: 1, country: "GH" });
    expect(ghana.rows.map((row) => row.id)).toEqual([store.id]);
    const verified = await listBackOfficeVendors(t.db, { page: 1, verified: true, search: "beadworks" });
    expect(verified).toMatchObject({
      total: 1,
      rows: [{ id: store.id, status: "active", countryName: "Ghana" }],
    });
    const byEmail = await listBackOfficeVendors(t.db, { page: 1, search: pending.businessEmail });
    expect(byEmail.rows.map((row) => row.id)).toEqual([pending.id]);
  });

  it("shows an application with every field, its documents and the payout method masked but for 4 digits", async () => {
    const { application, document, applicant } = await createVendorApplication(t.db);

    const detail = await backOfficeVendorDetail(t.db, { id: application.id });

    expect(detail?.store).toBeNull();
    expect(detail?.application).toMatchObject({
      id: application.id,
      status: "pending",
      applicantEmail: applicant.email,
      businessName: application.businessName,
      registrationNumber: application.registrationNumber,
      countryName: "Nigeria",
      documents: [{ id: document.id, fileName: "passport.pdf", kind: "identity" }],
      payoutMethod: { type: "bank", bankName: "Access Bank", accountEnding: "6789" },
    });
    expect(JSON.stringify(detail)).not.toContain("0123456789");
    expect(await backOfficeVendorDetail(t.db, { id: "nothing" })).toBeNull();
  });

  it("shows a store's products and figures by its id", async () => {
    const store = await createVendor(t.db);
    await createProduct(t.db, { vendorId: store.id, name: "Listed basket" });
    await createProduct(t.db, { vendorId: store.id, name: "Hidden basket", isActive: false });

    const detail = await backOfficeVendorDetail(t.db, { id: store.id });

    expect(detail?.application).toBeNull();
    expect(detail?.store).toMatchObject({
      id: store.id,
      productCount: 2,
      listedProductCount: 1,
      orderCount: 0,
      followerCount: 0,
      revenue: [],
    });
    expect(detail?.store?.latestProducts.map((product) => product.name).sort()).toEqual([
      "Hidden basket",
      "Listed basket",
    ]);
  });
});
