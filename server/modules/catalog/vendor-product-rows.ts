import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { and, eq, ne, sql } from "drizzle-orm";
import { listingFlags, type ProductValues, skuTakenError } from "./product-input";

/** Refuses a SKU another of the vendor's products already has (the unique key backs this up). */
export async function assertSkuFree(
  tx: Db,
  { vendorId, sku, productId }: { vendorId: string; sku: string; productId?: string },
) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.vendorId, vendorId),
        eq(products.sku, sku),
        productId ? ne(products.id, productId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw skuTakenError();
}

/**
 * Refuses to list a product the marketplace unlisted: only an admin relists it, from the product
 * list, which tells the vendor (the products_moderated_not_listed check backs this up). A VALIDATION
 * error on the status field, worded for the vendor or, `byAdmin`, for the admin editing it.
 */
export async function assertListable(
  tx: Db,
  { productId, status, byAdmin = false }: { productId: string; status: string; byAdmin?: boolean },
) {
  if (status !== "listed") return;
  const [row] = await tx
    .select({ reason: products.moderationReason })
    .from(products)
    .where(eq(products.id, productId));
  if (row?.reason)
    throw new AppError("VALIDATION", {
      fieldErrors: {
        status: byAdmin
          ? messages.adminCatalog.heldRelistFromList
          : messages.adminCatalog.heldByMarketplace(row.reason),
      },
    });
}

/** The products columns a form or CSV row sets; updated_at is the database's clock. */
export function productColumns(values: ProductValues) {
  const { status, ...fields } = values;
  return { ...fields, ...listingFlags(status), updatedAt: sql`now()` };
}

/** A readable address part from the name ("Kente Stole, Gold" → "kente-stole-gold"). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "product";
}

/** Products one bulk action may change: a page's worth, and at least one. */
export const maxSelectedProducts = 100;

/** The ids a bulk action's checkboxes sent, deduplicated; a VALIDATION error when none or too many. */
export function selectedProductIds(values: readonly unknown[]): string[] {
  const ids = [
    ...new Set(values.filter((value): value is string => typeof value === "string" && value !== "")),
  ];
  if (ids.length === 0) throw new AppError("VALIDATION", { message: messages.vendorProducts.chooseProducts });
  if (ids.length > maxSelectedProducts)
    throw new AppError("VALIDATION", {
      message: messages.vendorProducts.tooManySelected(maxSelectedProducts),
    });
  return ids;
}
