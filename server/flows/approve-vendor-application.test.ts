import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles, vendorApplications, vendorPayoutMethods, vendors } from "#db/schema";
import { listVendors } from "#server/modules/vendors/vendors.queries";
import { getStore } from "#server/modules/vendors/vendors.queries";
import { createVendor } from "../../tests/catalog-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  createUser,
  mailsTo,
  silentLogger,
  testMailer,
} from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { createVendorApplication } from "../../tests/vendor-application-factories";
import { approveVendorApplication } from "./approve-vendor-application";
import { rejectVendorApplication } from "./reject-vendor-application";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

async function adminActor() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

async function applicationRow(id: string) {
  const [row] = await t.db.select().from(vendorApplications).where(eq(vendorApplications.id, id));
  return row!;
}

describe("approveVendorApplication", () => {
  it("opens a live store from the application, makes the applicant a vendor, saves the payout method, notifies, e-mails and audits", async () => {
    const actor = await adminActor();
    const { application, applicant } = await createVendorApplication(t.db, { businessName: "Kente & Co" });

    const result = await approveVendorApplication(t.db, {
      actor,
      applicationId: application.id,
      ...delivery,
    });

    const [store] = await t.db.select().from(vendors).where(eq(vendors.id, result.vendorId));
    expect(store).toMatchObject({
      userId: applicant.id,
      slug: "kente-and-co",
      businessName: "Kente & Co",
      businessEmail: application.businessEmail,
      businessType: "Designer",
      supplierType: "designer",
      countryCode: "NG",
      isActive: true,
      verified: false,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, applicant.id));
    expect(profile?.role).toBe("vendor");
    const [payout] = await t.db
      .select()
      .from(vendorPayoutMethods)
      .where(eq(vendorPayoutMethods.vendorId, result.vendorId));
    expect(payout?.method).toEqual(application.payoutMethod);
    expect(await applicationRow(application.id)).toMatchObject({
      status: "approved",
      vendorId: result.vendorId,
      decidedBy: actor.userId,
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    expect(notes).toMatchObject([{ title: "Your store is approved", actionUrl: "/vendor/dashboard" }]);
    const mails = await mailsTo(t.db, applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Kente & Co is approved to sell on Shop African Brands");
    expect(mails[0]?.text).toContain("http://localhost:3000/vendor/dashboard");
    expect(await auditRows(t.db, "vendor_application.approve")).toMatchObject([
      { userId: actor.userId, details: { applicationId: application.id, vendorId: result.vendorId } },
    ]);
    // The store is live for buyers, counted with no products yet.
    expect(await getStore(t.db, { vendorId: result.vendorId, viewerId: null })).toMatchObject({
      productCount: 0,
      rating: 0,
    });
    const directory = await listVendors(t.db, { page: 1, search: "Kente & Co" });
    expect(directory.total).toBe(1);
    expect(directory.rows[0]).toMatchObject({ id: result.vendorId, productCount: 0 });
  });

  it("gives a second store of the same name a numbered slug", async () => {
    const actor = await adminActor();
    await createVendor(t.db, { slug: "sahel-weaves", businessName: "Sahel Weaves" });
    const { application } = await createVendorApplication(t.db, { businessName: "Sahel Weaves" });

    const { vendorId } = await approveVendorApplication(t.db, {
      actor,
      applicationId: application.id,
      ...delivery,
    });

    const [store] = await t.db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, vendorId));
    expect(store?.slug).toBe("sahel-weaves-2");
  });

  it("refuses a second approval as a conflict and writes nothing twice", async () => {
    const actor = await adminActor();
    const { application, applicant } = await createVendorApplication(t.db);
    await approveVendorApplication(t.db, { actor, applicationId: application.id, ...delivery });

    const error = await appErrorFrom(
      approveVendorApplication(t.db, { actor, applicationId: application.id, ...delivery }),
    );

    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("This application is approved: it cannot be approved.");
    expect(await t.db.select().from(vendors).where(eq(vendors.userId, applicant.id))).toHaveLength(1);
    expect(await auditRows(t.db, "vendor_application.approve")).toHaveLength(1);
    expect(await mailsTo(t.db, applicant.email)).toHaveLength(1);
  });

  it("lets two admins approving at once open one store", async () => {
    const [first, second] = [await adminActor(), await adminActor()];
    const { application, applicant } = await createVendorApplication(t.db);

    const outcomes = await Promise.allSettled([
      approveVendorApplication(t.db, { actor: first, applicationId: application.id, ...delivery }),
      approveVendorApplication(t.db, { actor: second, applicationId: application.id, ...delivery }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await t.db.select().from(vendors).where(eq(vendors.userId, applicant.id))).toHaveLength(1);
  });

  it("refuses staff with 403 Admin access required, and writes nothing", async () => {
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const { application } = await createVendorApplication(t.db);

    const error = await appErrorFrom(
      approveVendorApplication(t.db, { actor: staff, applicationId: application.id, ...delivery }),
    );

    expect(error).toMatchObject({ code: "FORBIDDEN", status: 403, message: "Admin access required" });
    expect((await applicationRow(application.id)).status).toBe("pending");
  });

  it("answers an unknown id with 404", async () => {
    const error = await appErrorFrom(
      approveVendorApplication(t.db, { actor: await adminActor(), applicationId: "vap_nope", ...delivery }),
    );
    expect(error.status).toBe(404);
  });

  it("refuses a draft the applicant never submitted", async () => {
    const { application } = await createVendorApplication(t.db, { status: "draft" });
    const error = await appErrorFrom(
      approveVendorApplication(t.db, {
        actor: await adminActor(),
        applicationId: application.id,
        ...delivery,
      }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(await t.db.select().from(vendors).where(eq(vendors.userId, application.userId))).toHaveLength(0);
  });
});

describe("rejectVendorApplication", () => {
  it("rejects with the reason, notifies and e-mails the applicant, and audits", async () => {
    const actor = await adminActor();
    const { application, applicant } = await createVendorApplication(t.db);
    const reason = "The registration certificate is unreadable; please upload a clearer scan.";

    await rejectVendorApplication(t.db, { actor, applicationId: application.id, reason, ...delivery });

    expect(await applicationRow(application.id)).toMatchObject({
      status: "rejected",
      rejectionReason: reason,
      decidedBy: actor.userId,
      vendorId: null,
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    expect(notes[0]?.message).toContain(reason);
    const mails = await mailsTo(t.db, applicant.email);
    expect(mails[0]?.text).toContain(reason);
    expect(await auditRows(t.db, "vendor_application.reject")).toMatchObject([
      { userId: actor.userId, details: { applicationId: application.id, reason } },
    ]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, applicant.id));
    expect(profile?.role).toBe("user");
  });

  it("requires a reason, and writes nothing without one", async () => {
    const { application } = await createVendorApplication(t.db);

    const error = await appErrorFrom(
      rejectVendorApplication(t.db, {
        actor: await adminActor(),
        applicationId: application.id,
        reason: "   ",
        ...delivery,
      }),
    );

    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({ reason: "Give a reason: the applicant reads it" });
    expect((await applicationRow(application.id)).status).toBe("pending");
    expect(await auditRows(t.db, "vendor_application.reject")).toHaveLength(0);
  });

  it("refuses staff with 403 and an unknown id with 404", async () => {
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const { application } = await createVendorApplication(t.db);
    const forbidden = await appErrorFrom(
      rejectVendorApplication(t.db, {
        actor: staff,
        applicationId: application.id,
        reason: "No",
        ...delivery,
      }),
    );
    expect(forbidden).toMatchObject({ status: 403, message: "Admin access required" });
    const missing = await appErrorFrom(
      rejectVendorApplication(t.db, {
        actor: await adminActor(),
        applicationId: "vap_nope",
        reason: "No",
        ...delivery,
      }),
    );
    expect(missing.status).toBe(404);
  });

  it("cannot reject an approved application", async () => {
    const actor = await adminActor();
    const { application } = await createVendorApplication(t.db);
    await approveVendorApplication(t.db, { actor, applicationId: application.id, ...delivery });

    const error = await appErrorFrom(
      rejectVendorApplication(t.db, {
        actor,
        applicationId: application.id,
        reason: "Changed mind",
        ...delivery,
      }),
    );

    expect(error.code).toBe("CONFLICT");
    expect((await applicationRow(application.id)).status).toBe("approved");
  });
});
