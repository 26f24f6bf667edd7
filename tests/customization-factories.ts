import type { Db } from "#db/client";
import { customizationOptions, customizationOptionValues } from "#db/schema";
import { newId } from "#server/lib/ids";
import { createProduct } from "./catalog-factories";

/** A product offering a colour (two choices), logo printing (set-up cost, 10 units and up) and engraving. */
export async function createCustomizableProduct(db: Db) {
  const product = await createProduct(db, {
    price: 1_000_000,
    stockQuantity: 1000,
    customizationAvailable: true,
  });
  const option = (fields: Partial<typeof customizationOptions.$inferInsert>) => ({
    id: newId("cop"),
    productId: product.id,
    optionName: "Option",
    optionType: "checkbox" as const,
    ...fields,
  });
  const colour = option({ optionName: "Colour", optionType: "select" });
  const logo = option({
    optionName: "Logo printing",
    additionalCost: 50_000,
    setupCost: 1_000_000,
    minOrderQuantity: 10,
  });
  const engraving = option({
    optionName: "Engraving",
    optionType: "text",
    additionalCost: 20_000,
    maxLength: 10,
  });
  const hidden = option({ optionName: "Gold leaf", additionalCost: 999_999, isActive: false });
  await db.insert(customizationOptions).values([colour, logo, engraving, hidden]);
  const indigo = {
    id: newId("cov"),
    optionId: colour.id,
    value: "indigo",
    label: "Indigo",
    additionalCost: 30_000,
  };
  const retired = { ...indigo, id: newId("cov"), value: "ochre", label: "Ochre", isActive: false };
  await db.insert(customizationOptionValues).values([indigo, retired]);
  return { product, colour, logo, engraving, hidden, indigo, retired };
}
