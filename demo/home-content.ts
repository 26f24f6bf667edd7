import type { Db } from "#db/client";
import { homeBanners } from "#db/schema";
import { categoriesPath, vendorStorePath } from "#common/paths";
import { vendorId } from "./catalog/keys";
import { bannerKey } from "./storefronts";

const dayMs = 24 * 60 * 60 * 1000;
const startOfDay = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * dayMs);

/**
 * Two live home page banners for the demo shop, showing the pictures the demo stores' banners use
 * (drawn by `seedDemoStorefronts`, kept under seed/, so deleting a banner leaves them). Idempotent:
 * existing rows, an admin's edits among them, are left alone; a deleted one comes back at the next seed.
 */
export async function seedDemoHomeBanners(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  await db
    .insert(homeBanners)
    .values([
      {
        id: "hbn_demo_kente",
        imageKey: bannerKey("bonwire-kente-cooperative", 0),
        title: "Handwoven kente from Bonwire",
        subtitle: "Strip-woven on the loom by the cooperative's weavers",
        linkPath: vendorStorePath(vendorId("bonwire-kente-cooperative")),
        startsAt: startOfDay(now, -7),
        endsAt: startOfDay(now, 120),
        position: 0,
      },
      {
        id: "hbn_demo_categories",
        imageKey: bannerKey("lagos-threads", 0),
        title: "Shop by category",
        subtitle: "Fashion, home decor, jewelry, food, beauty, art and crafts",
        linkPath: categoriesPath,
        startsAt: startOfDay(now, -7),
        endsAt: startOfDay(now, 120),
        position: 1,
      },
    ])
    .onConflictDoNothing();
}
