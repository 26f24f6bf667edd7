import { formatMajorUnits } from "#common/money";
import { productStatusOf, type ProductListFilter } from "#common/vendor-products";
import type {
  VendorProductForm,
  VendorProductFormOptions,
  VendorProductPage,
} from "#common/views/vendor-products";
import type { Db } from "#db/client";
import { categories, countries, productImages, products } from "#db/schema";
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { selectedProductIds } from "./vendor-product-rows";
import { containsPattern, descending, firstImage } from "./product-cards";

export const vendorProductPageSize = 20;

/** A product list's status filter (the vendor's and the back office's): draft, listed, unlisted (not a draft), out of stock. */
export function statusCondition(filter: ProductListFilter | "" | undefined): SQL | undefined {
  switch (filter) {
    case "draft":
      return eq(products.draft, true);
    case "listed":
      return eq(products.isActive, true);
    case "unlisted":
      return and(eq(products.isActive, false), eq(products.draft, false));
    case "out-of-stock":
      return and(eq(products.isActive, true), eq(products.stockQuantity, 0));
    default:
      return undefined;
  }
}

/** A search of a product list: the text anywhere in the name or the SKU. */
export function nameOrSkuMatches(text: string): SQL | undefined {
  return text
    ? or(ilike(products.name, containsPattern(text)), ilike(products.sku, containsPattern(text)))
    : undefined;
}

/** The columns of a row of a product list (the vendor's and the back office's). */
export const productListColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  price: products.price,
  currency: products.currency,
  stockQuantity: products.stockQuantity,
  isActive: products.isActive,
  draft: products.draft,
  moderationReason: products.moderationReason,
  imageKey: firstImage(productImages.imageKey),
  imageAlt: firstImage(productImages.alt),
};

/**
 * The vendor's own products, most recently changed first, 20 a page, narrowed by a name or SKU
 * search and a status. Reads only the vendor's rows (products_vendor_updated_idx: a vendor of
 * 5,000 products is counted and paged in a few milliseconds whatever the catalog's size).
 */
export async function listVendorProducts(
  db: Db,
  {
    vendorId,
    search,
    filter,
    page,
  }: { vendorId: string; search: string; filter: ProductListFilter | undefined; page: number },
): Promise<VendorProductPage> {
  const text = search.trim().slice(0, 100);
  const where = and(eq(products.vendorId, vendorId), statusCondition(filter), nameOrSkuMatches(text));
  const [rows, [counted], [any]] = await Promise.all([
    db
      .select({ ...productListColumns, updatedAt: products.updatedAt })
      .from(products)
      .where(where)
      .orderBy(descending(products.updatedAt), descending(products.id))
      .limit(vendorProductPageSize)
      .offset((page - 1) * vendorProductPageSize),
    db.select({ value: count() }).from(products).where(where),
    filter || text
      ? db
          .select({ one: sql<number>`1` })
          .from(products)
          .where(eq(products.vendorId, vendorId))
          .limit(1)
      : [{ one: 1 }],
  ]);
  const total = counted?.value ?? 0;
  return {
    rows: rows.map(({ isActive, draft, ...row }) => ({
      ...row,
      status: productStatusOf({ isActive, draft }),
    })),
    total,
    page,
    pageSize: vendorProductPageSize,
    vendorHasNone: total === 0 && !any,
  };
}

function majorUnitsText(amount: number | null, currency: string): string {
  return amount === null ? "" : String(formatMajorUnits(amount, currency));
}

/** One of the vendor's products as its form shows it; null for another vendor's (or none). */
export function vendorProductForm(
  db: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<VendorProductForm | null> {
  return productFormWhere(db, {
    productId,
    where: and(eq(products.id, productId), eq(products.vendorId, vendorId))!,
  });
}

/**
 * The product the `where` picks as the product form shows it (the vendor's own, or any for the back
 * office: the caller's scope); null when there is none.
 */
export async function productFormWhere(
  db: Db,
  { productId, where }: { productId: string; where: SQL },
): Promise<VendorProductForm | null> {
  const [product] = await db.select().from(products).where(where);
  if (!product) return null;
  const images = await db
    .select({ id: productImages.id, imageKey: productImages.imageKey, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const status = productStatusOf(product);
  return {
    id: product.id,
    name: product.name,
    status,
    moderationReason: product.moderationReason,
    images,
    updatedAt: product.updatedAt,
    fields: {
      name: product.name,
      description: product.description,
      category: product.categoryId ?? "",
      price: majorUnitsText(product.price, product.currency),
      originalPrice: majorUnitsText(product.originalPrice, product.currency),
      moq: String(product.moq),
      stockQuantity: String(product.stockQuantity),
      sku: product.sku,
      leadTime: product.leadTime ?? "",
      countryOfOrigin: product.countryOfOrigin ?? "",
      sampleAvailable: product.sampleAvailable,
      certifications: product.certifications.join("\n"),
      specs: Object.entries(product.specifications).map(([key, value]) => ({ key, value })),
      status,
    },
  };
}

/** The categories and countries the product form offers, by name. */
export async function vendorProductFormOptions(db: Db): Promise<VendorProductFormOptions> {
  const [categoryRows, countryRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  ]);
  return { categories: categoryRows, countries: countryRows };
}

/** The names of the vendor's selected products (for a confirmation); ids not the vendor's are left out. */
export async function vendorProductNames(
  db: Db,
  { vendorId, productIds }: { vendorId: string; productIds: readonly unknown[] },
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), inArray(products.id, selectedProductIds(productIds))))
    .orderBy(asc(products.name));
}
