import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, tradeAssuranceApplications, tradeAssuranceDocuments, vendors } from "#db/schema";
import { decideTradeAssurance } from "#server/flows/decide-trade-assurance";
import { revokeTradeAssurance } from "#server/flows/revoke-trade-assurance";
import { guestApi } from "../../../tests/api-harness";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  client,
  createUser,
  mailsTo,
  silentLogger,
  testMailer,
} from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { getProductDetail } from "../catalog/product-detail.queries";
import { listProducts } from "../catalog/products.queries";
import { getStore } from "../vendors/vendors.queries";
import { applyForTradeAssurance } from "./apply-for-trade-assurance";
import {
  downloadableTradeAssuranceDocument,
  listTradeAssuranceApplications,
  tradeAssuranceApplicationDetail,
  tradeAssuranceStanding,
} from "./trade-assurance.queries";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

const pdf = (name: string) =>
  new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], name);
const legacyWord = (name: string) =>
  new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])], name);

/** A complete application as the page posts it. */
function applicationForm(overrides: Record<string, string | File | null> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File | null> = {
    businessName: "Tamale Shea Collective",
    registrationNumber: "GH-CS-204519",
    country: "GH",
    contactPerson: "Abena Mensah",
    email: "trade@tamaleshea.example",
    phone: "+233 24 123 4567",
    address: "14 Bolgatanga Road, Tamale",
    businessType: "manufacturer",
    operationalSince: "2016-03-01",
    annualRevenue: "250000",
    hasAcceptedTerms: "on",
    registrationDoc: pdf("registration.pdf"),
    taxDoc: pdf("tax.pdf"),
    bankStatement: pdf("statement.pdf"),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  if (!("productCategories" in overrides)) {
    form.append("productCategories", "beauty");
    form.append("productCategories", "agriculture");
  }
  return form;
}

async function storeOwner() {
  const user = await createUser(t.db, { role: "vendor" });
  const store = await createVendor(t.db, { userId: user.id, businessName: "Tamale Shea" });
  return { user, actor: actorFor(user), store };
}

async function adminActor() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

describe("applyForTradeAssurance", () => {
  it("stores the application with its three papers and an extra one, pending, and audits it", async () => {
    const { actor, store } = await storeOwner();
    const media = memoryStore();
    const form = applicationForm({ additionalDoc0: legacyWord("export-licence.doc") });

    const { applicationId } = await applyForTradeAssurance(t.db, { actor, media, client: client(), form });

    const [row] = await t.db
      .select()
      .from(tradeAssuranceApplications)
      .where(eq(tradeAssuranceApplications.id, applicationId));
    expect(row).toMatchObject({
      vendorId: store.id,
      status: "pending",
      countryCode: "GH",
      businessType: "manufacturer",
      annualRevenueUsd: 250000,
      productCategories: ["beauty", "agriculture"],
      email: "trade@tamaleshea.example",
    });
    const documents = await t.db
      .select()
      .from(tradeAssuranceDocuments)
      .where(eq(tradeAssuranceDocuments.applicationId, applicationId));
    expect(documents.map((document) => [document.kind, document.contentType]).sort()).toEqual([
      ["additional", "application/msword"],
      ["bankStatement", "application/pdf"],
      ["registrationDoc", "application/pdf"],
      ["taxDoc", "application/pdf"],
    ]);
    expect(media.files.size).toBe(4);
    expect(await auditRows(t.db, "trade_assurance.applied")).toMatchObject([
      { userId: actor.userId, details: { applicationId, vendorId: store.id } },
    ]);
    expect(await tradeAssuranceStanding(t.db, { actor })).toMatchObject({
      kind: "store",
      latest: { status: "pending" },
    });
  });

  it("reports every field rule and missing paper with its own message, and stores nothing", async () => {
    const { actor } = await storeOwner();
    const media = memoryStore();
    const form = applicationForm({
      businessName: "A",
      registrationNumber: "",
      country: "ZZ",
      contactPerson: "B",
      email: "not-an-address",
      phone: "123",
      address: "Road",
      businessType: "pirate",
      operationalSince: "",
      annualRevenue: "-5",
      hasAcceptedTerms: null,
      productCategories: null,
      registrationDoc: null,
      taxDoc: new File([], ""),
      bankStatement: null,
    });

    const error = await appErrorFrom(applyForTradeAssurance(t.db, { actor, media, client: client(), form }));

    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      businessName: "Business name is required",
      registrationNumber: "Registration number is required",
      country: "Country is required",
      contactPerson: "Contact person name is required",
      email: "Invalid email address",
      phone: "Valid phone number is required",
      address: "Business address is required",
      businessType: "Business type is required",
      operationalSince: "This field is required",
      annualRevenue: "Annual revenue is required",
      productCategories: "Select at least one product category",
      hasAcceptedTerms: "You must accept the terms and conditions",
      registrationDoc: "Business registration document is required",
      taxDoc: "Tax registration document is required",
      bankStatement: "Bank statement is required",
    });
    expect(media.files.size).toBe(0);
    expect(await t.db.select().from(tradeAssuranceApplications)).toEqual([]);
  });

  it("judges papers by their bytes, refuses a sixth extra paper and a file over 10 MB", async () => {
    const { actor } = await storeOwner();
    const media = memoryStore();
    const disguised = new File([new TextEncoder().encode("MZ not a pdf at all")], "statement.pdf");
    const extras = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [`additionalDoc${index}`, pdf(`extra-${index}.pdf`)]),
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.pdf");
    const error = await appErrorFrom(
      applyForTradeAssurance(t.db, {
        actor,
        media,
        client: client(),
        form: applicationForm({ bankStatement: disguised, taxDoc: huge, ...extras }),
      }),
    );
    expect(error.fieldErrors).toEqual({
      bankStatement: "Upload a PDF, JPG, PNG or Word (.doc, .docx) file",
      taxDoc: "Files can be at most 10 MB.",
      additionalDocs: "Add at most 5 additional documents",
    });
    expect(media.files.size).toBe(0);
  });

  it("is for store owners only, once at a time", async () => {
    const buyer = actorFor(await createUser(t.db));
    const media = memoryStore();
    const refused = await appErrorFrom(
      applyForTradeAssurance(t.db, { actor: buyer, media, client: client(), form: applicationForm() }),
    );
    expect(refused).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await appErrorFrom(
        applyForTradeAssurance(t.db, { actor: null, media, client: client(), form: applicationForm() }),
      ),
    ).toMatchObject({
      code: "UNAUTHENTICATED",
    });

    const { actor } = await storeOwner();
    await applyForTradeAssurance(t.db, { actor, media, client: client(), form: applicationForm() });
    const again = await appErrorFrom(
      applyForTradeAssurance(t.db, { actor, media, client: client(), form: applicationForm() }),
    );
    expect(again).toMatchObject({
      code: "CONFLICT",
      message:
        "Your store's Trade Assurance application is being reviewed. We will e-mail you once it is decided.",
    });
    expect(media.files.size).toBe(3);
  });
});

describe("decideTradeAssurance", () => {
  it("approves: the store carries the badge on its page and product cards, the owner is notified and e-mailed, the decision audited", async () => {
    const { user, actor, store } = await storeOwner();
    await createProduct(t.db, { vendorId: store.id, name: "Raw shea butter, 25 kg" });
    const { applicationId } = await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const admin = await adminActor();

    await decideTradeAssurance(t.db, { actor: admin, applicationId, decision: "approve", ...delivery });

    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(vendor?.tradeAssured).toBe(true);
    expect(await getStore(t.db, { vendorId: store.id, viewerId: null })).toMatchObject({
      tradeAssured: true,
    });
    const cards = await listProducts(t.db, { filters: {}, page: 1 });
    expect(cards.rows.find((card) => card.vendor.id === store.id)?.vendor.tradeAssured).toBe(true);
    expect(await tradeAssuranceApplicationDetail(t.db, { id: applicationId })).toMatchObject({
      status: "approved",
      decidedByEmail: admin.email,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toMatchObject([
      { title: "Trade Assurance approved", actionUrl: `/vendor/${store.id}/store` },
    ]);
    const mails = await mailsTo(t.db, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Tamale Shea is now covered by Trade Assurance"]);
    expect(await auditRows(t.db, "trade_assurance.approve")).toMatchObject([
      { userId: admin.userId, details: { applicationId, vendorId: store.id } },
    ]);

    const twice = await appErrorFrom(
      decideTradeAssurance(t.db, {
        actor: admin,
        applicationId,
        decision: "reject",
        reason: "late",
        ...delivery,
      }),
    );
    expect(twice).toMatchObject({ code: "CONFLICT", message: "This application has already been decided." });
  });

  it("rejects with a required reason the applicant reads; they may then apply again", async () => {
    const { user, actor, store } = await storeOwner();
    const { applicationId } = await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const admin = await adminActor();
    const noReason = await appErrorFrom(
      decideTradeAssurance(t.db, {
        actor: admin,
        applicationId,
        decision: "reject",
        reason: "  ",
        ...delivery,
      }),
    );
    expect(noReason.code).toBe("VALIDATION");

    await decideTradeAssurance(t.db, {
      actor: admin,
      applicationId,
      decision: "reject",
      reason: "The bank statement is older than three months.",
      ...delivery,
    });

    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(vendor?.tradeAssured).toBe(false);
    const mails = await mailsTo(t.db, user.email);
    expect(mails[0]?.text).toContain("The bank statement is older than three months.");
    expect(mails[0]?.text).toContain("http://localhost:3000/trade-assurance/apply");
    expect(await tradeAssuranceStanding(t.db, { actor })).toMatchObject({
      latest: { status: "rejected", rejectionReason: "The bank statement is older than three months." },
    });
    await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const queue = await listTradeAssuranceApplications(t.db, { status: "pending", page: 1 });
    expect(queue.total).toBe(1);
  });

  it("is for admins only: staff and the applicant are refused and nothing changes", async () => {
    const { actor } = await storeOwner();
    const { applicationId } = await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    for (const who of [staff, actor])
      expect(
        await appErrorFrom(
          decideTradeAssurance(t.db, { actor: who, applicationId, decision: "approve", ...delivery }),
        ),
      ).toMatchObject({ code: "FORBIDDEN" });
    expect(await tradeAssuranceApplicationDetail(t.db, { id: applicationId })).toMatchObject({
      status: "pending",
    });
  });
});

describe("revokeTradeAssurance", () => {
  async function approvedStore() {
    const owner = await storeOwner();
    const product = await createProduct(t.db, { vendorId: owner.store.id, name: "Raw shea butter, 25 kg" });
    const { applicationId } = await applyForTradeAssurance(t.db, {
      actor: owner.actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const admin = await adminActor();
    await decideTradeAssurance(t.db, { actor: admin, applicationId, decision: "approve", ...delivery });
    return { ...owner, product, applicationId, admin };
  }
  const badgeShown = async (storeId: string, productId: string) => ({
    store: (await getStore(t.db, { vendorId: storeId, viewerId: null }))?.tradeAssured,
    card: (await listProducts(t.db, { filters: {}, page: 1 })).rows.find((card) => card.id === productId)
      ?.vendor.tradeAssured,
    product: (await getProductDetail(t.db, { productId }))?.vendor.tradeAssured,
  });

  it("takes the badge off the store page, cards and product page, notifies and e-mails the owner with the reason, audits; the store may apply again", async () => {
    const { user, actor, store, product, applicationId, admin } = await approvedStore();
    expect(await badgeShown(store.id, product.id)).toEqual({ store: true, card: true, product: true });

    await revokeTradeAssurance(t.db, {
      actor: admin,
      applicationId,
      reason: " Repeated late shipments reported by buyers. ",
      ...delivery,
    });

    expect(await badgeShown(store.id, product.id)).toEqual({ store: false, card: false, product: false });
    expect(await tradeAssuranceApplicationDetail(t.db, { id: applicationId })).toMatchObject({
      status: "revoked",
      decidedByEmail: admin.email,
      revokedByEmail: admin.email,
      revokedAt: expect.any(String),
      revocationReason: "Repeated late shipments reported by buyers.",
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map((notice) => [notice.title, notice.actionUrl])).toContainEqual([
      "Trade Assurance badge revoked",
      "/trade-assurance/apply",
    ]);
    const [mail] = await mailsTo(t.db, user.email).then((mails) =>
      mails.filter((sent) => sent.subject.includes("revoked")),
    );
    expect(mail?.subject).toBe("The Trade Assurance badge of Tamale Shea has been revoked");
    expect(mail?.text).toContain("Repeated late shipments reported by buyers.");
    expect(await auditRows(t.db, "trade_assurance.revoke")).toMatchObject([
      { userId: admin.userId, details: { applicationId, vendorId: store.id, reason: expect.any(String) } },
    ]);
    expect(await tradeAssuranceStanding(t.db, { actor })).toMatchObject({
      latest: { status: "revoked", revocationReason: "Repeated late shipments reported by buyers." },
    });

    // The open-application index lets a revoked store apply again.
    await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    expect((await listTradeAssuranceApplications(t.db, { status: "pending", page: 1 })).total).toBe(1);
  });

  it("needs a reason, and only an approved application: pending, rejected or revoked ones are a CONFLICT", async () => {
    const { store, applicationId, admin } = await approvedStore();
    expect(
      await appErrorFrom(
        revokeTradeAssurance(t.db, { actor: admin, applicationId, reason: " ", ...delivery }),
      ),
    ).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { reason: "Give the reason for revoking the badge" },
    });
    await revokeTradeAssurance(t.db, { actor: admin, applicationId, reason: "Fraud", ...delivery });
    expect(
      await appErrorFrom(
        revokeTradeAssurance(t.db, { actor: admin, applicationId, reason: "Again", ...delivery }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: "Only an approved application's badge can be revoked." });

    const other = await storeOwner();
    const pending = await applyForTradeAssurance(t.db, {
      actor: other.actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    expect(
      await appErrorFrom(
        revokeTradeAssurance(t.db, {
          actor: admin,
          applicationId: pending.applicationId,
          reason: "x",
          ...delivery,
        }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
    expect(await auditRows(t.db, "trade_assurance.revoke")).toHaveLength(1);
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(vendor?.tradeAssured).toBe(false);
  });

  it("lets only one of two admins revoking at once through", async () => {
    const { applicationId, admin } = await approvedStore();
    const revoke = () =>
      revokeTradeAssurance(t.db, { actor: admin, applicationId, reason: "Fraud", ...delivery }).then(
        () => "revoked",
        (error: unknown) => (error as { code?: string }).code,
      );
    expect((await Promise.all([revoke(), revoke()])).sort()).toEqual(["CONFLICT", "revoked"]);
  });

  it("is for admins only: staff and the owner are refused and the badge stays", async () => {
    const { actor, store, applicationId } = await approvedStore();
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    for (const who of [staff, actor, null])
      expect(
        await appErrorFrom(
          revokeTradeAssurance(t.db, { actor: who, applicationId, reason: "x", ...delivery }),
        ),
      ).toMatchObject({ code: expect.stringMatching(/FORBIDDEN|UNAUTHENTICATED/) });
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(vendor?.tradeAssured).toBe(true);
  });

  it("answers an unknown application with not found", async () => {
    const admin = await adminActor();
    expect(
      await appErrorFrom(
        revokeTradeAssurance(t.db, { actor: admin, applicationId: "taa_missing", reason: "x", ...delivery }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the papers' downloads", () => {
  it("are for the applicant, admins and staff; anyone else gets nothing", async () => {
    const { actor } = await storeOwner();
    const { applicationId } = await applyForTradeAssurance(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      form: applicationForm(),
    });
    const detail = await tradeAssuranceApplicationDetail(t.db, { id: applicationId });
    const documentId = detail!.documents[0]!.id;
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const stranger = actorFor(await createUser(t.db));
    for (const who of [actor, await adminActor(), staff])
      expect(await downloadableTradeAssuranceDocument(t.db, { actor: who, documentId })).not.toBeNull();
    for (const who of [stranger, null])
      expect(await downloadableTradeAssuranceDocument(t.db, { actor: who, documentId })).toBeNull();
  });
});

describe("POST /api/trade-assurance/apply", () => {
  it("takes the documented multipart body (categories as a JSON list) and answers 201", async () => {
    const { actor } = await storeOwner();
    const form = applicationForm({
      productCategories: JSON.stringify(["textiles", "leather"]),
      hasAcceptedTerms: "true",
    });
    const response = await guestApi(t.db, { actor }).request("/api/trade-assurance/apply", {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; status: string };
    expect(body.status).toBe("pending");
    expect(await tradeAssuranceApplicationDetail(t.db, { id: body.id })).toMatchObject({
      productCategories: ["textiles", "leather"],
    });
  });

  it("answers field errors as 400 and a signed-out caller 401", async () => {
    const { actor } = await storeOwner();
    const invalid = await guestApi(t.db, { actor }).request("/api/trade-assurance/apply", {
      method: "POST",
      body: applicationForm({ email: "nope", taxDoc: null }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: {
        code: "VALIDATION",
        fieldErrors: { email: "Invalid email address", taxDoc: "Tax registration document is required" },
      },
    });
    const guest = await guestApi(t.db).request("/api/trade-assurance/apply", {
      method: "POST",
      body: applicationForm(),
    });
    expect(guest.status).toBe(401);
  });
});
