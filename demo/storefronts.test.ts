import { describe, expect, it } from "vitest";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import {
  listVendorBanners,
  liveStoreBanners,
} from "#server/modules/storefront-banners/storefront-banners.queries";
import { createProduct, createVendor } from "../tests/catalog-factories";
import { memoryStore } from "../tests/memory-media";
import { useTestDatabase } from "../tests/setup/database";
import { seedDemoStorefronts } from "./storefronts";

const t = useTestDatabase();

describe("seedDemoStorefronts", () => {
  it("gives Lagos Threads policies, links and banners with pictures, once, and keeps the vendor's own policy", async () => {
    const media = memoryStore();
    const vendor = await createVendor(t.db, { id: "ven_lagos-threads", slug: "lagos-threads" });
    const product = await createProduct(t.db, { vendorId: vendor.id });
    await seedDemoStorefronts(t.db, { media });
    await t.db.update(vendors).set({ shippingPolicy: "Our own words" }).where(eq(vendors.id, vendor.id));
    await seedDemoStorefronts(t.db, { media });

    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row).toMatchObject({ shippingPolicy: "Our own words", responseTimeTargetHours: 12 });
    expect(row!.socialLinks.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    const live = await liveStoreBanners(t.db, { vendorId: vendor.id });
    expect(live.map((banner) => banner.linkPath)).toEqual([
      "/vendor/ven_lagos-threads/store",
      `/products/${product.id}`,
    ]);
    const all = await listVendorBanners(t.db, { vendorId: vendor.id });
    expect(all).toHaveLength(3);
    for (const banner of all) expect(media.files.has(banner.imageKey)).toBe(true);
  });
});
