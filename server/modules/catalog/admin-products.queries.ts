import { productStatusOf } from "#common/vendor-products";
import type {
  AdminProductFilterOptions,
  AdminProductFilters,
  AdminProductPage,
} from "#common/views/admin-catalog";
import type { Db } from "#db/client";
import { categories, products, vendors } from "#db/schema";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { and, asc, count, eq } from "drizzle-orm";
import { newestFirst } from "./product-cards";
import type { VendorProductForm } from "#common/views/vendor-products";
import {
  nameOrSkuMatches,
  productFormWhere,
  productListColumns,
  statusCondition,
} from "./vendor-products.queries";

export const adminProductPageSize = 20;

/**
 * Every vendor's products, whatever their status or their vendor's, newest first (the newest-first
 * index), 20 a page, narrowed by a name or SKU search, a vendor, a category, a status and featured.
 */
export async function listAdminProducts(
  db: Db,
  { filters, page }: { filters: AdminProductFilters; page: number },
): Promise<AdminProductPage> {
  const text = filters.search.trim().slice(0, 100);
  const where = and(
    filters.vendorId ? eq(products.vendorId, filters.vendorId) : undefined,
    filters.categoryId ? eq(products.categoryId, filters.categoryId) : undefined,
    statusCondition(filters.status),
    filters.featured ? eq(products.featured, true) : undefined,
    nameOrSkuMatches(text),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...productListColumns,
        featured: products.featured,
        vendorId: products.vendorId,
        vendorName: vendors.businessName,
        categoryName: categories.name,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...newestFirst())
      .limit(adminProductPageSize)
      .offset((page - 1) * adminProductPageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map(({ isActive, draft, ...row }) => ({
      ...row,
      status: productStatusOf({ isActive, draft }),
    })),
    total: counted?.value ?? 0,
    page,
    pageSize: adminProductPageSize,
  };
}

/** Every store by name: the choices of the list's vendor filter and of the admin's new-product form. */
export function vendorChoices(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: vendors.id, name: vendors.businessName })
    .from(vendors)
    .orderBy(asc(vendors.businessName), asc(vendors.id));
}

/** The vendors and categories the list's filters offer, by name. */
export async function adminProductFilterOptions(db: Db): Promise<AdminProductFilterOptions> {
  const [vendorRows, categoryRows] = await Promise.all([
    vendorChoices(db),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
  ]);
  return { vendors: vendorRows, categories: categoryRows };
}

/**
 * Any vendor's product as the product form shows it, with the store that sells it, for the admin's
 * edit page; null when there is no such product.
 */
export async function adminProductForm(
  db: Db,
  { productId }: { productId: string },
): Promise<(VendorProductForm & { vendor: { id: string; name: string } }) | null> {
  const [form, [vendor]] = await Promise.all([
    productFormWhere(db, { productId, where: eq(products.id, productId) }),
    db
      .select({ id: vendors.id, name: vendors.businessName })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(products.id, productId)),
  ]);
  return form && vendor ? { ...form, vendor } : null;
}

/**
 * Any vendor's product, its row locked until the transaction ends, for the admin's moderation
 * commands: two admins acting on one product at once run one after the other.
 */
export async function lockProductForModeration(tx: Db, productId: string) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      vendorId: products.vendorId,
      draft: products.draft,
      isActive: products.isActive,
      featured: products.featured,
      moderationReason: products.moderationReason,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", { message: messages.adminCatalog.productNotFound });
  return row;
}
