import { describe, expect, it } from "vitest";
import { storefrontBanners } from "#db/schema";
import { productPath, vendorStorePath } from "#common/paths";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { appErrorFrom, client } from "../../../tests/factories";
import { pngFile } from "../../../tests/image-files";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { storePage } from "../vendors/vendors.queries";
import { createStorefrontBanner } from "./create-storefront-banner";
import { deleteStorefrontBanner } from "./delete-storefront-banner";
import { listVendorBanners, liveStoreBanners } from "./storefront-banners.queries";
import { updateStorefrontBanner } from "./update-storefront-banner";

const t = useTestDatabase();

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

const fields = (overrides: Record<string, string> = {}) => ({
  title: "Harmattan sale",
  subtitle: "Aso-oke at 20% off",
  linkPath: "",
  startsOn: dayOf(-1),
  endsOn: dayOf(1),
  active: "on",
  position: "0",
  ...overrides,
});

async function addBanner(vendorId: string, overrides: Record<string, string> = {}, media = memoryStore()) {
  return createStorefrontBanner(t.db, {
    vendorId,
    media,
    client: client(),
    input: fields(overrides),
    image: await pngFile(900, 300),
  });
}

describe("createStorefrontBanner", () => {
  it("adds a banner that the store page shows while active and within its dates, in order", async () => {
    const vendor = await createVendor(t.db);
    const second = await addBanner(vendor.id, { title: "Second", position: "2" });
    const first = await addBanner(vendor.id, { title: "First", position: "1" });
    await addBanner(vendor.id, { title: "Expired", startsOn: dayOf(-10), endsOn: dayOf(-2) });
    await addBanner(vendor.id, { title: "Future", startsOn: dayOf(2), endsOn: dayOf(9) });
    await addBanner(vendor.id, { title: "Switched off", active: "" });

    const page = await storePage(t.db, {
      vendorId: vendor.id,
      viewerId: null,
      tab: "about",
      search: "",
      page: 1,
    });
    expect(page?.banners.map((banner) => banner.id)).toEqual([first.id, second.id]);
    expect(page?.banners[0]).toMatchObject({
      title: "First",
      subtitle: "Aso-oke at 20% off",
      linkPath: null,
    });

    const listed = await listVendorBanners(t.db, { vendorId: vendor.id });
    expect(listed.map((banner) => [banner.title, banner.live])).toEqual([
      ["Expired", false],
      ["Future", false],
      ["Switched off", false],
      ["First", true],
      ["Second", true],
    ]);
  });

  it("runs from the start of the first day to the end of the last day (server time, UTC)", async () => {
    const vendor = await createVendor(t.db);
    await addBanner(vendor.id, { startsOn: "2030-03-01", endsOn: "2030-03-01" });
    const at = (iso: string) => liveStoreBanners(t.db, { vendorId: vendor.id, now: new Date(iso) });
    expect(await at("2030-02-28T23:59:59Z")).toHaveLength(0);
    expect(await at("2030-03-01T00:00:00Z")).toHaveLength(1);
    expect(await at("2030-03-01T23:59:59Z")).toHaveLength(1);
    expect(await at("2030-03-02T00:00:00Z")).toHaveLength(0);
  });

  it("links only to the vendor's store or its own listed products", async () => {
    const vendor = await createVendor(t.db);
    const own = await createProduct(t.db, { vendorId: vendor.id });
    const unlisted = await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    const others = await createProduct(t.db);
    const linked = await addBanner(vendor.id, { linkPath: productPath(own.id) });
    await addBanner(vendor.id, { linkPath: vendorStorePath(vendor.id) });
    expect((await liveStoreBanners(t.db, { vendorId: vendor.id })).map((banner) => banner.linkPath)).toEqual([
      productPath(own.id),
      vendorStorePath(vendor.id),
    ]);
    expect(linked.id).toBeTruthy();

    const media = memoryStore();
    for (const linkPath of [
      productPath(others.id),
      productPath(unlisted.id),
      vendorStorePath(others.vendorId),
      "https://evil.example/products/x",
      "//evil.example",
      "/admin/dashboard",
      "javascript:alert(1)",
    ]) {
      const error = await appErrorFrom(addBanner(vendor.id, { linkPath }, media));
      expect(error.fieldErrors?.linkPath, linkPath).toMatch(/^Link to your store/);
    }
    expect(media.files.size).toBe(0);
  });

  it("refuses bad fields and a file that is not an image, storing nothing", async () => {
    const vendor = await createVendor(t.db);
    const media = memoryStore();
    const error = await appErrorFrom(
      createStorefrontBanner(t.db, {
        vendorId: vendor.id,
        media,
        client: client(),
        input: fields({ title: "", startsOn: dayOf(3), endsOn: dayOf(1), position: "x" }),
        image: await pngFile(900, 300),
      }),
    );
    expect(error.fieldErrors).toEqual({
      title: "Give the banner a title.",
      endsOn: "The end must be after the start.",
      position: "Enter a whole number from 0 to 999.",
    });
    expect(
      (await appErrorFrom(addBanner(vendor.id, { startsOn: "2030-02-30" }, media))).fieldErrors?.startsOn,
    ).toBe("Enter a date.");
    const notImage = await appErrorFrom(
      createStorefrontBanner(t.db, {
        vendorId: vendor.id,
        media,
        client: client(),
        input: fields(),
        image: new File(["%PDF-1.4 not a picture"], "banner.png", { type: "image/png" }),
      }),
    );
    expect(notImage.fieldErrors).toEqual({ image: "Upload a JPEG, PNG or WebP image." });
    expect(media.files.size).toBe(0);
    expect(await t.db.select().from(storefrontBanners)).toEqual([]);
  });
});

describe("updateStorefrontBanner and deleteStorefrontBanner", () => {
  it("change and delete the vendor's own banner, replacing and then deleting its picture", async () => {
    const media = memoryStore();
    const vendor = await createVendor(t.db);
    const banner = await addBanner(vendor.id, {}, media);
    const [before] = await t.db.select().from(storefrontBanners).where(eq(storefrontBanners.id, banner.id));
    await updateStorefrontBanner(t.db, {
      vendorId: vendor.id,
      bannerId: banner.id,
      media,
      client: client(),
      input: fields({ title: "Renamed", active: "" }),
      image: new File([], ""),
    });
    const [kept] = await t.db.select().from(storefrontBanners).where(eq(storefrontBanners.id, banner.id));
    expect(kept).toMatchObject({ title: "Renamed", active: false, imageKey: before!.imageKey });

    await updateStorefrontBanner(t.db, {
      vendorId: vendor.id,
      bannerId: banner.id,
      media,
      client: client(),
      input: fields(),
      image: await pngFile(1200, 400),
    });
    const [replaced] = await t.db.select().from(storefrontBanners).where(eq(storefrontBanners.id, banner.id));
    expect(replaced!.imageKey).not.toBe(before!.imageKey);
    expect([...media.files.keys()]).toEqual([replaced!.imageKey]);

    await deleteStorefrontBanner(t.db, { vendorId: vendor.id, bannerId: banner.id, media });
    expect(await t.db.select().from(storefrontBanners)).toEqual([]);
    expect(media.files.size).toBe(0);
  });

  it("answers another vendor's banner as not found, and leaves it alone", async () => {
    const media = memoryStore();
    const owner = await createVendor(t.db);
    const other = await createVendor(t.db);
    const banner = await addBanner(owner.id, {}, media);
    const update = await appErrorFrom(
      updateStorefrontBanner(t.db, {
        vendorId: other.id,
        bannerId: banner.id,
        media,
        client: client(),
        input: fields({ title: "" }),
        image: null,
      }),
    );
    expect(update.code).toBe("NOT_FOUND");
    const remove = await appErrorFrom(
      deleteStorefrontBanner(t.db, { vendorId: other.id, bannerId: banner.id, media }),
    );
    expect(remove.code).toBe("NOT_FOUND");
    expect(await listVendorBanners(t.db, { vendorId: owner.id })).toHaveLength(1);
    expect(media.files.size).toBe(1);
  });
});
