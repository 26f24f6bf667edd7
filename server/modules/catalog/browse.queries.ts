import type { ProductFilterOptions, ProductPage } from "#common/catalog";
import type { ProductFilters } from "#common/product-filters";
import type { Db } from "#db/client";
import { listProducts } from "./products.queries";
import { recentProductFilterOptions } from "./recent-lists";

/** The /products page: one page of matching products and the filter choices (up to 30 s old). */
export async function productBrowser(
  db: Db,
  { filters, page }: { filters: ProductFilters; page: number },
): Promise<{ products: ProductPage; options: ProductFilterOptions }> {
  const [products, options] = await Promise.all([
    listProducts(db, { filters, page }),
    recentProductFilterOptions.get(db),
  ]);
  return { products, options };
}
