import { slugify } from "#common/slug";
import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { newId } from "#server/lib/ids";
import { like, or, eq } from "drizzle-orm";

export interface NewVendor {
  userId: string;
  businessName: string;
  businessEmail: string;
  businessPhone: string | null;
  businessType: string;
  countryCode: string;
  city: string;
  description: string;
  logoKey: string | null;
  coverKey: string | null;
}

/**
 * A free store slug from the business name: the name's slug, else with -2, -3… appended. The
 * caller's transaction holds it until commit; the unique index refuses a twin made meanwhile.
 */
async function freeSlug(tx: Db, businessName: string): Promise<string> {
  const base = slugify(businessName) || "store";
  const taken = await tx
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(or(eq(vendors.slug, base), like(vendors.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * Opens a store for an approved applicant: active at once (its page is live), unverified until an
 * admin grants the badge. The supplier type buyers filter by is the business type in lower case.
 */
export async function createVendor(tx: Db, vendor: NewVendor): Promise<{ id: string; slug: string }> {
  const id = newId("ven");
  const slug = await freeSlug(tx, vendor.businessName);
  await tx.insert(vendors).values({
    id,
    slug,
    userId: vendor.userId,
    businessName: vendor.businessName,
    businessEmail: vendor.businessEmail,
    businessPhone: vendor.businessPhone || null,
    businessType: vendor.businessType,
    supplierType: vendor.businessType.trim().toLowerCase(),
    countryCode: vendor.countryCode,
    city: vendor.city,
    description: vendor.description,
    logoKey: vendor.logoKey,
    coverKey: vendor.coverKey,
    isActive: true,
  });
  return { id, slug };
}
