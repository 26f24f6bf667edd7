/**
 * A vendor's product as its form and its CSV file carry it: every field as typed (text), so a
 * refused form comes back exactly as it was sent. The catalog module checks and converts it.
 */

/** Where a product stands for its vendor. Out of stock is a listed product with no stock left. */
export const productStatuses = ["draft", "listed", "unlisted"] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productListFilters = [...productStatuses, "out-of-stock"] as const;
export type ProductListFilter = (typeof productListFilters)[number];

export function productStatusOf(row: { draft: boolean; isActive: boolean }): ProductStatus {
  return row.draft ? "draft" : row.isActive ? "listed" : "unlisted";
}

export interface ProductFormInput {
  name: string;
  description: string;
  /** A category id (form) or slug (CSV): the command looks it up either way within its kind. */
  category: string;
  /** Major units as typed ("12500.50"). */
  price: string;
  originalPrice: string;
  moq: string;
  stockQuantity: string;
  sku: string;
  leadTime: string;
  countryOfOrigin: string;
  sampleAvailable: boolean;
  /** One per line (form) or separated by "|" (CSV). */
  certifications: string;
  specs: { key: string; value: string }[];
  status: string;
}

/** Spec rows the form offers beyond those already filled in (more come with "Add a row"). */
export const blankSpecRows = 3;

/** A new product's form as it first shows: one unit minimum, no stock, saved as a draft. */
export const blankProductInput: ProductFormInput = {
  name: "",
  description: "",
  category: "",
  price: "",
  originalPrice: "",
  moq: "1",
  stockQuantity: "0",
  sku: "",
  leadTime: "",
  countryOfOrigin: "",
  sampleAvailable: false,
  certifications: "",
  specs: [],
  status: "draft",
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The product fields of a posted form (files and intents are read separately). */
export function productInputFromForm(form: FormData): ProductFormInput {
  const keys = form.getAll("specKey").map((value) => (typeof value === "string" ? value : ""));
  const values = form.getAll("specValue").map((value) => (typeof value === "string" ? value : ""));
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    category: text(form, "category"),
    price: text(form, "price"),
    originalPrice: text(form, "originalPrice"),
    moq: text(form, "moq"),
    stockQuantity: text(form, "stockQuantity"),
    sku: text(form, "sku"),
    leadTime: text(form, "leadTime"),
    countryOfOrigin: text(form, "countryOfOrigin"),
    sampleAvailable: form.get("sampleAvailable") === "on",
    certifications: text(form, "certifications"),
    specs: keys
      .map((key, index) => ({ key, value: values[index] ?? "" }))
      .filter((row) => row.key.trim() || row.value.trim()),
    status: text(form, "status"),
  };
}
