import { csvLine } from "#common/csv";
import { formatMajorUnits } from "#common/money";
import { productStatusOf } from "#common/vendor-products";
import type { Db } from "#db/client";
import { categories, products } from "#db/schema";
import { asc, eq } from "drizzle-orm";
import { productCsvColumns } from "./products-csv";

/** Every product of the vendor as a CSV file the import reads back unchanged, by SKU. */
export async function vendorProductsCsv(db: Db, { vendorId }: { vendorId: string }): Promise<string> {
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      description: products.description,
      category: categories.slug,
      price: products.price,
      originalPrice: products.originalPrice,
      currency: products.currency,
      moq: products.moq,
      stock: products.stockQuantity,
      leadTime: products.leadTime,
      countryOfOrigin: products.countryOfOrigin,
      sampleAvailable: products.sampleAvailable,
      certifications: products.certifications,
      specifications: products.specifications,
      isActive: products.isActive,
      draft: products.draft,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.vendorId, vendorId))
    .orderBy(asc(products.sku));
  const lines = [csvLine(productCsvColumns)];
  for (const row of rows) {
    lines.push(
      csvLine([
        row.sku,
        row.name,
        row.description,
        row.category ?? "",
        String(formatMajorUnits(row.price, row.currency)),
        row.originalPrice === null ? "" : String(formatMajorUnits(row.originalPrice, row.currency)),
        String(row.moq),
        String(row.stock),
        row.leadTime ?? "",
        row.countryOfOrigin ?? "",
        row.sampleAvailable ? "yes" : "no",
        row.certifications.join("|"),
        Object.entries(row.specifications)
          .map(([key, value]) => `${key}: ${value}`)
          .join("|"),
        productStatusOf(row),
      ]),
    );
  }
  return lines.join("");
}
