import { asc, eq, sql } from "drizzle-orm";
import type { ProductFilterOptions, ProductPage } from "#common/catalog";
import type { ProductFilters } from "#common/product-filters";
import type { Db } from "#db/client";
import { countries, vendors } from "#db/schema";
import { categoryChoices } from "./categories.queries";
import { listProducts } from "./products.queries";

/** The choices of the filter form; small tables only, so it costs little on every page load. */
export async function productFilterOptions(db: Db): Promise<ProductFilterOptions> {
  const [categoryRows, countryRows, supplierRows] = await Promise.all([
    categoryChoices(db),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db
      .selectDistinct({ value: sql<string>`lower(${vendors.supplierType})`.as("value") })
      .from(vendors)
      .where(eq(vendors.isActive, true))
      .orderBy(sql`1`),
  ]);
  return {
    categories: categoryRows,
    countries: countryRows,
    supplierTypes: supplierRows.map((row) => row.value),
  };
}

/** The /products page: one page of matching products and the filter choices. */
export async function productBrowser(
  db: Db,
  { filters, page }: { filters: ProductFilters; page: number },
): Promise<{ products: ProductPage; options: ProductFilterOptions }> {
  const [products, options] = await Promise.all([
    listProducts(db, { filters, page }),
    productFilterOptions(db),
  ]);
  return { products, options };
}
