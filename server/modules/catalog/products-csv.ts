import type { ProductFormInput } from "#common/vendor-products";

/**
 * The columns of a vendor's products file, in order: what the export writes and the import needs.
 * Each maps to a field of the product form. The category is its slug (readable, stable), money is
 * in naira as typed on the form, certifications and specifications are separated by "|" (a
 * specification is "name: value").
 */
export const productCsvColumns = [
  "sku",
  "name",
  "description",
  "category",
  "price",
  "original_price",
  "moq",
  "stock",
  "lead_time",
  "country_of_origin",
  "sample_available",
  "certifications",
  "specifications",
  "status",
] as const;

export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** The column that carries each form field, to place a field's message on its column. */
export const columnOfField: Record<string, ProductCsvColumn> = {
  sku: "sku",
  name: "name",
  description: "description",
  category: "category",
  price: "price",
  originalPrice: "original_price",
  moq: "moq",
  stockQuantity: "stock",
  leadTime: "lead_time",
  countryOfOrigin: "country_of_origin",
  sampleAvailable: "sample_available",
  certifications: "certifications",
  specs: "specifications",
  status: "status",
};

const yes = new Set(["yes", "y", "true", "1"]);

/** A row of the file as the product form would have sent it. */
export function productInputOfRow(cell: (column: ProductCsvColumn) => string): ProductFormInput {
  return {
    sku: cell("sku"),
    name: cell("name"),
    description: cell("description"),
    category: cell("category"),
    price: cell("price"),
    originalPrice: cell("original_price"),
    moq: cell("moq"),
    stockQuantity: cell("stock"),
    leadTime: cell("lead_time"),
    countryOfOrigin: cell("country_of_origin"),
    sampleAvailable: yes.has(cell("sample_available").trim().toLowerCase()),
    certifications: cell("certifications"),
    specs: cell("specifications")
      .split("|")
      .filter((part) => part.trim())
      .map((part) => {
        const colon = part.indexOf(":");
        return colon < 0
          ? { key: part, value: "" }
          : { key: part.slice(0, colon), value: part.slice(colon + 1) };
      }),
    status: cell("status") || "draft",
  };
}
