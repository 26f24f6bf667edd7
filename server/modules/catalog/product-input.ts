import { messages } from "#common/messages";
import { toMinorUnits } from "#common/money";
import { parseMajorUnits } from "#common/money-input";
import { type ProductFormInput, type ProductStatus, productStatuses } from "#common/vendor-products";
import type { Db } from "#db/client";
import { categories, countries } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { inArray } from "drizzle-orm";
import { violatesUnique } from "#server/lib/unique-violation";

const m = messages.vendorProducts;

export const productLimits = {
  name: 200,
  description: 5000,
  sku: 64,
  leadTime: 100,
  certifications: 20,
  certificationLength: 100,
  specs: 30,
  specLength: 200,
  /** 10 billion naira: far above any real price, well inside a bigint and a float's exact integers. */
  price: 10_000_000_000,
  quantity: 10_000_000,
} as const;

/** What the products table takes from the form, checked and converted (money in kobo). */
export interface ProductValues {
  name: string;
  description: string;
  categoryId: string | null;
  price: number;
  originalPrice: number | null;
  moq: number;
  stockQuantity: number;
  sku: string;
  leadTime: string | null;
  countryOfOrigin: string | null;
  sampleAvailable: boolean;
  certifications: string[];
  specifications: Record<string, string>;
  status: ProductStatus;
}

/** The listed and draft flags a status stands for (never both: products_draft_not_listed). */
export function listingFlags(status: ProductStatus): { isActive: boolean; draft: boolean } {
  return { isActive: status === "listed", draft: status === "draft" };
}

/** A price typed in major units ("12,500.50"): kobo, or null when it is not a positive amount. */
function moneyOf(typed: string): number | null {
  const kobo = parseMajorUnits(typed);
  if (kobo === null || kobo <= 0 || kobo > toMinorUnits(productLimits.price)) return null;
  return kobo;
}

function wholeNumber(typed: string, min: number): number | null {
  const cleaned = typed.trim().replace(/[,\s]/g, "");
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= min && value <= productLimits.quantity ? value : null;
}

/** Certifications as typed: one a line on the form, "|" between them in a CSV cell. */
function certificationList(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[\n|]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

const skuPattern = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${productLimits.sku - 1}}$`);

/**
 * Checks every field of a product as typed and converts it; the category is looked up by id (the
 * form's select) or by slug (a CSV file), the country by its code. Either the values, or a message
 * for each field that is wrong (never both, never a throw), so a CSV import can report every row.
 * The SKU's uniqueness within the vendor is the caller's check (it knows which product is edited).
 */
export function checkProductInput(
  input: ProductFormInput,
  known: { categoryIds: ReadonlyMap<string, string>; countryCodes: ReadonlySet<string> },
): { values: ProductValues; fieldErrors?: undefined } | { values?: undefined; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const name = input.name.trim().replace(/\s+/g, " ");
  if (!name) fieldErrors.name = m.nameRequired;
  else if (name.length > productLimits.name) fieldErrors.name = m.nameTooLong(productLimits.name);
  const description = input.description.trim();
  if (description.length > productLimits.description)
    fieldErrors.description = m.descriptionTooLong(productLimits.description);
  const category = input.category.trim();
  const categoryId = category ? (known.categoryIds.get(category) ?? null) : null;
  if (category && !categoryId) fieldErrors.category = m.categoryUnknown;

  const price = moneyOf(input.price);
  if (!input.price.trim()) fieldErrors.price = m.priceRequired;
  else if (price === null) fieldErrors.price = m.priceInvalid;
  const originalPrice = input.originalPrice.trim() ? moneyOf(input.originalPrice) : null;
  if (input.originalPrice.trim() && originalPrice === null)
    fieldErrors.originalPrice = m.originalPriceInvalid;
  else if (originalPrice !== null && price !== null && originalPrice <= price)
    fieldErrors.originalPrice = m.originalPriceNotAbove;

  const moq = input.moq.trim() ? wholeNumber(input.moq, 1) : 1;
  if (moq === null) fieldErrors.moq = m.moqInvalid;
  const stockQuantity = input.stockQuantity.trim() ? wholeNumber(input.stockQuantity, 0) : 0;
  if (stockQuantity === null) fieldErrors.stockQuantity = m.stockInvalid;

  const sku = input.sku.trim();
  if (!sku) fieldErrors.sku = m.skuRequired;
  else if (!skuPattern.test(sku)) fieldErrors.sku = m.skuInvalid(productLimits.sku);

  const leadTime = input.leadTime.trim();
  if (leadTime.length > productLimits.leadTime)
    fieldErrors.leadTime = m.leadTimeTooLong(productLimits.leadTime);
  const countryOfOrigin = input.countryOfOrigin.trim().toUpperCase();
  if (countryOfOrigin && !known.countryCodes.has(countryOfOrigin))
    fieldErrors.countryOfOrigin = m.countryUnknown;

  const certifications = certificationList(input.certifications);
  if (
    certifications.length > productLimits.certifications ||
    certifications.some((item) => item.length > productLimits.certificationLength)
  )
    fieldErrors.certifications = m.certificationsInvalid(
      productLimits.certifications,
      productLimits.certificationLength,
    );

  const specRows = input.specs.map((row) => ({ key: row.key.trim(), value: row.value.trim() }));
  if (
    specRows.length > productLimits.specs ||
    specRows.some(
      (row) =>
        !row.key ||
        !row.value ||
        row.key.length > productLimits.specLength ||
        row.value.length > productLimits.specLength,
    )
  )
    fieldErrors.specs = m.specsInvalid(productLimits.specs, productLimits.specLength);

  const status = productStatuses.find((candidate) => candidate === input.status.trim().toLowerCase());
  if (!status) fieldErrors.status = m.statusInvalid;

  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return {
    values: {
      name,
      description,
      categoryId,
      price: price!,
      originalPrice,
      moq: moq!,
      stockQuantity: stockQuantity!,
      sku,
      leadTime: leadTime || null,
      countryOfOrigin: countryOfOrigin || null,
      sampleAvailable: input.sampleAvailable,
      certifications,
      specifications: Object.fromEntries(specRows.map((row) => [row.key, row.value])),
      status: status!,
    },
  };
}

/**
 * The categories and countries a product may name, read once: by id for the form, by slug for a
 * CSV file (a map from what is typed to the category's id).
 */
export async function productReferenceData(
  db: Db,
  {
    categoryBy,
    categoryKeys,
    countryCodes,
  }: { categoryBy: "id" | "slug"; categoryKeys: string[]; countryCodes: string[] },
) {
  const keys = [...new Set(categoryKeys.map((key) => key.trim()).filter(Boolean))];
  const codes = [...new Set(countryCodes.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  const [categoryRows, countryRows] = await Promise.all([
    keys.length
      ? db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categoryBy === "id" ? categories.id : categories.slug, keys))
      : [],
    codes.length
      ? db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))
      : [],
  ]);
  return {
    categoryIds: new Map(categoryRows.map((row) => [categoryBy === "id" ? row.id : row.slug, row.id])),
    countryCodes: new Set(countryRows.map((row) => row.code)),
  };
}

/** Checks one product typed on the form; a VALIDATION error with a message per wrong field otherwise. */
export async function checkedFormProduct(
  db: Db,
  { input }: { input: ProductFormInput },
): Promise<ProductValues> {
  const known = await productReferenceData(db, {
    categoryBy: "id",
    categoryKeys: [input.category],
    countryCodes: [input.countryOfOrigin],
  });
  const checked = checkProductInput(input, known);
  if (checked.fieldErrors) throw new AppError("VALIDATION", { fieldErrors: checked.fieldErrors });
  return checked.values;
}

/** A unique-violation on products_vendor_sku_key: the vendor already uses the SKU. */
export function isSkuTaken(error: unknown): boolean {
  return violatesUnique(error, "products_vendor_sku_key");
}

export const skuTakenError = () => new AppError("VALIDATION", { fieldErrors: { sku: m.skuTaken } });
