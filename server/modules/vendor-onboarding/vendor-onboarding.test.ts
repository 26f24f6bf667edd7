import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { featureFlags, vendorApplications } from "#db/schema";
import { eq } from "drizzle-orm";
import { createCategory, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { removeApplicationDocument } from "./remove-application-document";
import { saveApplicationPayout } from "./save-application-payout";
import { saveBusinessDetails } from "./save-business-details";
import { submitApplication } from "./submit-application";
import { uploadApplicationDocument } from "./upload-application-document";
import { uploadApplicationImage } from "./upload-application-image";
import { applicationOfUser, downloadableApplicationDocument } from "./vendor-onboarding.queries";

const t = useTestDatabase();

const pdf = (name = "certificate.pdf") =>
  new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], name);
const png = async (width: number, height = width) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
          .png()
          .toBuffer(),
      ),
    ],
    "logo.png",
  );

async function applicant() {
  return actorFor(await createUser(t.db));
}

async function businessInput() {
  const category = await createCategory(t.db, { name: "Fashion & Apparel" });
  return {
    businessName: "Adire House",
    registrationNumber: "RC 1234567",
    businessType: "brand",
    countryCode: "ng",
    city: "Abeokuta",
    categoryIds: [category.id],
    description: "Hand-dyed adire textiles and ready-to-wear made by a women's cooperative in Abeokuta.",
    businessEmail: "Hello@AdireHouse.ng",
    businessPhone: "0803 123 4567",
  };
}

/** An application with every step done, ready to submit. */
async function completeApplication(actor: Awaited<ReturnType<typeof applicant>>, media = memoryStore()) {
  await saveBusinessDetails(t.db, { actor, input: await businessInput() });
  await uploadApplicationImage(t.db, { actor, media, client: client(), kind: "logo", file: await png(300) });
  await saveApplicationPayout(t.db, {
    actor,
    input: {
      type: "bank",
      bankName: "Access Bank",
      accountNumber: "0123456789",
      accountName: "Adire House Ltd",
    },
  });
  for (const kind of ["identity", "business_registration"])
    await uploadApplicationDocument(t.db, { actor, media, client: client(), kind, file: pdf() });
  return media;
}

describe("saveBusinessDetails", () => {
  it("creates the draft and stores the details normalized", async () => {
    const actor = await applicant();
    await saveBusinessDetails(t.db, { actor, input: await businessInput() });
    expect(await applicationOfUser(t.db, { userId: actor.userId })).toMatchObject({
      status: "draft",
      countryCode: "NG",
      businessEmail: "hello@adirehouse.ng",
      businessPhone: "+2348031234567",
    });
  });

  it("names every wrong field at once and writes nothing", async () => {
    const actor = await applicant();
    const error = await appErrorFrom(
      saveBusinessDetails(t.db, {
        actor,
        input: {
          businessName: " ",
          registrationNumber: "<script>",
          businessType: "pirate",
          countryCode: "NG",
          city: "",
          categoryIds: [],
          description: "Short.",
          businessEmail: "not-an-email",
          businessPhone: "12",
        },
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      businessName: "Enter your business name",
      registrationNumber: "Use letters, digits, spaces, / and - only, at most 40 characters",
      businessType: "Choose what kind of business you are",
      city: "Enter the city you trade from",
      categoryIds: "Choose at least one category you sell in",
      description: "Describe your business in at least 50 characters",
      businessEmail: "Enter a valid business e-mail address",
      businessPhone: "Enter a phone number with its country code, e.g. +234 803 123 4567",
    });
    expect(await applicationOfUser(t.db, { userId: actor.userId })).toBeNull();
  });

  it("refuses a country outside the list and a category that does not exist", async () => {
    const actor = await applicant();
    const error = await appErrorFrom(
      saveBusinessDetails(t.db, {
        actor,
        input: {
          ...(await businessInput()),
          countryCode: "FR",
          businessPhone: "+33612345678",
          categoryIds: ["cat_x"],
        },
      }),
    );
    expect(error.fieldErrors).toEqual({
      countryCode: "Choose the country your business is registered in",
      categoryIds: "Choose at least one category you sell in",
    });
  });

  it("is refused when onboarding is switched off, and to someone who already sells", async () => {
    const actor = await applicant();
    await t.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "vendor-onboarding"));
    const closed = await appErrorFrom(saveBusinessDetails(t.db, { actor, input: await businessInput() }));
    expect(closed.code).toBe("FORBIDDEN");
    expect(closed.message).toBe("Applications to sell are closed at the moment. Please try again later.");
    await t.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "vendor-onboarding"));

    const vendorUser = await createUser(t.db, { role: "vendor" });
    await createVendor(t.db, { userId: vendorUser.id });
    const vendor = await appErrorFrom(
      saveBusinessDetails(t.db, { actor: actorFor(vendorUser), input: await businessInput() }),
    );
    expect(vendor.message).toMatch(/You already sell on Shop African Brands/);
    expect((await appErrorFrom(saveBusinessDetails(t.db, { actor: null, input: {} }))).code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("saveApplicationPayout", () => {
  it("needs the country first, then checks the wallet against it", async () => {
    const actor = await applicant();
    const wallet = {
      type: "mobile_money",
      provider: "mpesa",
      phone: "0712 345 678",
      accountName: "Adire House",
    };
    expect((await appErrorFrom(saveApplicationPayout(t.db, { actor, input: wallet }))).message).toMatch(
      /Save your business details/,
    );
    await saveBusinessDetails(t.db, { actor, input: await businessInput() });
    expect((await appErrorFrom(saveApplicationPayout(t.db, { actor, input: wallet }))).fieldErrors).toEqual({
      provider: "M-Pesa does not pay out in Nigeria",
    });
    await saveApplicationPayout(t.db, {
      actor,
      input: { ...wallet, provider: "mtn_momo", phone: "0803 123 4567" },
    });
    expect((await applicationOfUser(t.db, { userId: actor.userId }))?.payoutMethod).toEqual({
      type: "mobile_money",
      countryCode: "NG",
      provider: "mtn_momo",
      phone: "+2348031234567",
      accountName: "Adire House",
    });
  });
});

describe("uploads", () => {
  it("stores a normalized logo as WebP and replaces the previous one", async () => {
    const actor = await applicant();
    const media = memoryStore();
    const first = await uploadApplicationImage(t.db, {
      actor,
      media,
      client: client(),
      kind: "logo",
      file: await png(300),
    });
    expect(first.key).toMatch(/^applications\/[0-9a-f]{32}\/logo\.webp$/);
    expect((await sharp(media.files.get(first.key)!).metadata()).format).toBe("webp");
    const second = await uploadApplicationImage(t.db, {
      actor,
      media,
      client: client(),
      kind: "logo",
      file: await png(400),
    });
    expect([...media.files.keys()]).toEqual([second.key]);
  });

  it("refuses a renamed text file, a too-small banner and a renamed executable", async () => {
    const actor = await applicant();
    const media = memoryStore();
    const image = (file: File, kind: "logo" | "banner" = "logo") =>
      appErrorFrom(uploadApplicationImage(t.db, { actor, media, client: client(), kind, file }));
    expect((await image(new File(["just text"], "logo.png"))).fieldErrors).toEqual({
      logo: "Upload a PNG, JPEG or WebP image",
    });
    expect((await image(await png(300), "banner")).fieldErrors).toEqual({
      banner: "The image must be at least 800 pixels wide",
    });
    const document = (file: File, kind = "identity") =>
      appErrorFrom(uploadApplicationDocument(t.db, { actor, media, client: client(), kind, file }));
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], "passport.pdf");
    expect((await document(exe)).fieldErrors).toEqual({ document: "Upload a PDF, JPEG or PNG file" });
    expect((await document(new File(["hello"], "id.jpg"))).fieldErrors).toEqual({
      document: "Upload a PDF, JPEG or PNG file",
    });
    expect((await document(new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf"))).fieldErrors).toEqual(
      {
        document: "Files can be at most 10 MB.",
      },
    );
    expect((await document(pdf(), "selfie")).fieldErrors).toEqual({ kind: "Choose what the document is" });
    expect(media.files.size).toBe(0);
  });

  it("lets only the applicant remove a document; another user's is not found", async () => {
    const owner = await applicant();
    const media = memoryStore();
    const document = await uploadApplicationDocument(t.db, {
      actor: owner,
      media,
      client: client(),
      kind: "identity",
      file: pdf(),
    });
    const stranger = await applicant();
    const refused = await appErrorFrom(
      removeApplicationDocument(t.db, { actor: stranger, media, documentId: document.id }),
    );
    expect(refused.code).toBe("NOT_FOUND");
    expect(
      await downloadableApplicationDocument(t.db, { actor: stranger, documentId: document.id }),
    ).toBeNull();
    const staff = actorFor(
      await createUser(t.db, { role: "staff", email: `staff.${Date.now()}@shopafricanbrands.com` }),
    );
    expect(
      await downloadableApplicationDocument(t.db, { actor: staff, documentId: document.id }),
    ).toMatchObject({
      contentType: "application/pdf",
      fileName: "certificate.pdf",
    });

    await removeApplicationDocument(t.db, { actor: owner, media, documentId: document.id });
    expect(media.files.size).toBe(0);
    expect((await applicationOfUser(t.db, { userId: owner.userId }))?.documents).toEqual([]);
  });
});

describe("submitApplication", () => {
  it("names each incomplete step and submits nothing", async () => {
    const actor = await applicant();
    await saveBusinessDetails(t.db, { actor, input: await businessInput() });
    const error = await appErrorFrom(submitApplication(t.db, { actor, client: client() }));
    expect(error.fieldErrors).toEqual({
      images: "Upload your logo",
      payout: "Add where your earnings are paid",
      documents: "Add an identity document (passport, national ID or driver's licence)",
    });
    expect((await applicationOfUser(t.db, { userId: actor.userId }))?.status).toBe("draft");
  });

  it("makes a complete application pending, closed to changes, and open again once rejected", async () => {
    const actor = await applicant();
    const media = await completeApplication(actor);
    await submitApplication(t.db, { actor, client: client() });
    const pending = await applicationOfUser(t.db, { userId: actor.userId });
    expect(pending).toMatchObject({ status: "pending" });
    expect(pending?.submittedAt).not.toBeNull();
    expect(await auditRows(t.db, "vendor_application.submitted")).toHaveLength(1);

    const locked = await appErrorFrom(saveBusinessDetails(t.db, { actor, input: await businessInput() }));
    expect(locked.code).toBe("CONFLICT");
    expect(
      (
        await appErrorFrom(
          removeApplicationDocument(t.db, { actor, media, documentId: pending!.documents[0]!.id }),
        )
      ).code,
    ).toBe("CONFLICT");

    await t.db
      .update(vendorApplications)
      .set({ status: "rejected", rejectionReason: "The registration certificate is unreadable." })
      .where(eq(vendorApplications.userId, actor.userId));
    await uploadApplicationDocument(t.db, {
      actor,
      media,
      client: client(),
      kind: "business_registration",
      file: pdf(),
    });
    await submitApplication(t.db, { actor, client: client() });
    expect(await applicationOfUser(t.db, { userId: actor.userId })).toMatchObject({
      id: pending!.id,
      status: "pending",
      rejectionReason: null,
    });
    expect(await auditRows(t.db, "vendor_application.resubmitted")).toHaveLength(1);
  });
});
