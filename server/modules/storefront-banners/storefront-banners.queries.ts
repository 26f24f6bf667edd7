import type { Db } from "#db/client";
import { storefrontBanners } from "#db/schema";
import type { StoreBanner, VendorStorefrontBanner } from "#common/views/storefront-banners";
import { and, asc, eq, gt, lte } from "drizzle-orm";

const dayMs = 24 * 60 * 60 * 1000;

const publicColumns = {
  id: storefrontBanners.id,
  imageKey: storefrontBanners.imageKey,
  title: storefrontBanners.title,
  subtitle: storefrontBanners.subtitle,
  linkPath: storefrontBanners.linkPath,
};

/**
 * The banners a store page shows now: active ones whose window (start inclusive, end exclusive)
 * holds `now`, the server's clock, in the vendor's order (oldest first among equals).
 */
export async function liveStoreBanners(
  db: Db,
  { vendorId, now = new Date() }: { vendorId: string; now?: Date },
): Promise<StoreBanner[]> {
  return db
    .select(publicColumns)
    .from(storefrontBanners)
    .where(
      and(
        eq(storefrontBanners.vendorId, vendorId),
        eq(storefrontBanners.active, true),
        lte(storefrontBanners.startsAt, now),
        gt(storefrontBanners.endsAt, now),
      ),
    )
    .orderBy(asc(storefrontBanners.position), asc(storefrontBanners.createdAt), asc(storefrontBanners.id))
    .limit(20);
}

/** Every banner of the vendor (at most 20 a store), in its order, for the vendor's own page. */
export async function listVendorBanners(
  db: Db,
  { vendorId, now = new Date() }: { vendorId: string; now?: Date },
): Promise<VendorStorefrontBanner[]> {
  const rows = await db
    .select({
      ...publicColumns,
      startsAt: storefrontBanners.startsAt,
      endsAt: storefrontBanners.endsAt,
      active: storefrontBanners.active,
      position: storefrontBanners.position,
    })
    .from(storefrontBanners)
    .where(eq(storefrontBanners.vendorId, vendorId))
    .orderBy(asc(storefrontBanners.position), asc(storefrontBanners.createdAt), asc(storefrontBanners.id));
  return rows.map(({ startsAt, endsAt, ...banner }) => ({
    ...banner,
    startsOn: startsAt.toISOString().slice(0, 10),
    // The row ends at the start of the day after the last day shown.
    endsOn: new Date(endsAt.getTime() - dayMs).toISOString().slice(0, 10),
    live: banner.active && startsAt <= now && endsAt > now,
  }));
}
