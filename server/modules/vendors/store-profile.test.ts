import { describe, expect, it } from "vitest";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { createVendor } from "../../../tests/catalog-factories";
import { appErrorFrom, client } from "../../../tests/factories";
import { pngFile } from "../../../tests/image-files";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { maxImageBytes } from "../media/uploaded-image";
import { removeStoreImage } from "./remove-store-image";
import { setStoreImage } from "./set-store-image";
import { updateStoreProfile } from "./update-store-profile";
import { getStore } from "./vendors.queries";

const t = useTestDatabase();

const validProfile = {
  businessName: "  Lagos Threads  ",
  businessEmail: "Hello@LagosThreads.ng",
  businessPhone: "+234 803 123 4567",
  city: "Lagos",
  description: "Hand-woven aso-oke.",
  shippingPolicy: "Ships in 3 days from Lagos.",
  returnPolicy: "Returns within 14 days.",
  responseTimeTargetHours: "24",
  instagram: "https://www.instagram.com/lagosthreads",
  x: "https://x.com/lagosthreads",
  website: "https://lagosthreads.ng",
  facebook: "",
};

describe("updateStoreProfile", () => {
  it("saves every field, trimmed, and the store page shows the policies, links and reply promise", async () => {
    const vendor = await createVendor(t.db);
    await updateStoreProfile(t.db, { vendorId: vendor.id, input: validProfile });
    const store = await getStore(t.db, { vendorId: vendor.id, viewerId: null });
    expect(store).toMatchObject({
      businessName: "Lagos Threads",
      businessEmail: "hello@lagosthreads.ng",
      shippingPolicy: "Ships in 3 days from Lagos.",
      returnPolicy: "Returns within 14 days.",
      responseTimeTargetHours: 24,
      socialLinks: {
        instagram: "https://www.instagram.com/lagosthreads",
        x: "https://x.com/lagosthreads",
        website: "https://lagosthreads.ng",
      },
    });
    expect(store?.socialLinks).not.toHaveProperty("facebook");
  });

  it("refuses each bad field with its own message and writes nothing", async () => {
    const vendor = await createVendor(t.db, { description: "Before" });
    const error = await appErrorFrom(
      updateStoreProfile(t.db, {
        vendorId: vendor.id,
        input: {
          ...validProfile,
          description: "After",
          businessName: " ",
          businessEmail: "not-an-email",
          businessPhone: "12",
          responseTimeTargetHours: "169",
          instagram: "http://instagram.com/lagosthreads",
          facebook: "https://evil.example/facebook.com",
          tiktok: "javascript:alert(1)",
        },
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      businessName: "Enter your business name.",
      businessEmail: "Enter a valid business e-mail address.",
      businessPhone: expect.stringMatching(/^Enter a phone number/),
      responseTimeTargetHours: expect.stringMatching(/1 to 168/),
      instagram: "Enter a full address starting with https://.",
      facebook: "Enter the address of your page on Facebook.",
      tiktok: "Enter a full address starting with https://.",
    });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.description).toBe("Before");
  });

  it("takes 1 and 168 hours, and no target at all", async () => {
    const vendor = await createVendor(t.db);
    for (const [typed, saved] of [
      ["1", 1],
      ["168", 168],
      ["", null],
    ] as const) {
      await updateStoreProfile(t.db, {
        vendorId: vendor.id,
        input: { ...validProfile, responseTimeTargetHours: typed },
      });
      const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
      expect(row!.responseTimeTargetHours).toBe(saved);
    }
    for (const typed of ["0", "2.5", "-3"]) {
      const error = await appErrorFrom(
        updateStoreProfile(t.db, {
          vendorId: vendor.id,
          input: { ...validProfile, responseTimeTargetHours: typed },
        }),
      );
      expect(error.fieldErrors?.responseTimeTargetHours).toMatch(/1 to 168/);
    }
  });
});

describe("setStoreImage and removeStoreImage", () => {
  it("stores the logo re-encoded, deletes the one it replaces, and removes it on request", async () => {
    const media = memoryStore();
    const vendor = await createVendor(t.db);
    const first = await setStoreImage(t.db, {
      vendorId: vendor.id,
      media,
      client: client(),
      kind: "logo",
      file: await pngFile(200, 200),
    });
    expect(first).toMatch(/^stores\/[0-9a-f]{32}\.webp$/);
    const webp = media.files.get(first)!;
    expect(new TextDecoder().decode(webp.slice(8, 12))).toBe("WEBP");

    const second = await setStoreImage(t.db, {
      vendorId: vendor.id,
      media,
      client: client(),
      kind: "logo",
      file: await pngFile(300, 300),
    });
    expect([...media.files.keys()]).toEqual([second]);
    expect((await getStore(t.db, { vendorId: vendor.id, viewerId: null }))?.logoKey).toBe(second);

    await removeStoreImage(t.db, { vendorId: vendor.id, media, kind: "logo" });
    expect(media.files.size).toBe(0);
    expect((await getStore(t.db, { vendorId: vendor.id, viewerId: null }))?.logoKey).toBeNull();
  });

  it("keeps a seeded picture's file when it is replaced", async () => {
    const media = memoryStore();
    await media.put("seed/v1/vendors/cover", new Uint8Array([1]), "image/webp");
    const vendor = await createVendor(t.db, { coverKey: "seed/v1/vendors/cover" });
    await setStoreImage(t.db, {
      vendorId: vendor.id,
      media,
      client: client(),
      kind: "cover",
      file: await pngFile(900, 300),
    });
    expect(media.files.has("seed/v1/vendors/cover")).toBe(true);
  });

  it("refuses a file that is not an image by its bytes, an empty, oversized or too small one, and stores nothing", async () => {
    const media = memoryStore();
    const vendor = await createVendor(t.db);
    const upload = (file: unknown, kind: "logo" | "cover" = "logo") =>
      appErrorFrom(setStoreImage(t.db, { vendorId: vendor.id, media, client: client(), kind, file }));
    expect(
      (await upload(new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" }))).fieldErrors,
    ).toEqual({
      logo: "Upload a JPEG, PNG or WebP image.",
    });
    // PNG's signature followed by garbage: sniffing passes, decoding does not.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await upload(new File([fake], "logo.png"))).fieldErrors?.logo).toBe(
      "Upload a JPEG, PNG or WebP image.",
    );
    expect((await upload(new File([], "logo.png"))).fieldErrors?.logo).toBe("Choose an image to upload.");
    expect((await upload(new File([new Uint8Array(maxImageBytes + 1)], "big.png"))).fieldErrors?.logo).toBe(
      "Images can be at most 5 MB.",
    );
    expect((await upload(await pngFile(400, 100), "cover")).fieldErrors?.cover).toMatch(/at least 600 × 200/);
    expect(media.files.size).toBe(0);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.logoKey).toBeNull();
  });
});
