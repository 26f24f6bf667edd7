import { CsvError, csvValue, parseCsv } from "./csv";

/**
 * The most rows one quick order takes. A bulk buyer's re-stock list is a few dozen SKUs; a longer
 * list is a sourcing request (an RFQ) rather than a cart, and the cap keeps one post's work bounded.
 */
export const quickOrderMaxRows = 100;

/** Typed rows the form shows before anything is entered (more come back when more rows failed). */
export const quickOrderBlankRows = 5;

/** One row of a quick order as the buyer gave it: a SKU and the quantity text, with its row number. */
export interface QuickOrderRow {
  /** 1-based, counted over the typed rows first and then the pasted lines, as the page lists them. */
  row: number;
  sku: string;
  quantity: string;
}

export type QuickOrderParse =
  { ok: true; rows: QuickOrderRow[] } | { ok: false; reason: "empty" | "too-many" | "csv"; detail?: string };

/** A pasted header line ("sku,quantity", any case) is not an order row. */
function isHeader(fields: readonly string[]): boolean {
  return fields[0]?.trim().toLowerCase() === "sku";
}

/**
 * The rows of a quick order: typed SKU/quantity pairs (blank pairs skipped), then the pasted CSV
 * ("SKU,quantity" per line, an optional header line, blank lines skipped). Pure, so the page and
 * the tests share it; the server judges each row's SKU and quantity.
 */
export function parseQuickOrder({
  skus,
  quantities,
  csv,
}: {
  skus: readonly string[];
  quantities: readonly string[];
  csv: string;
}): QuickOrderParse {
  const given: Omit<QuickOrderRow, "row">[] = [];
  skus.forEach((sku, index) => {
    const quantity = quantities[index] ?? "";
    if (sku.trim() !== "" || quantity.trim() !== "")
      given.push({ sku: sku.trim(), quantity: quantity.trim() });
  });
  let lines: string[][];
  try {
    lines = csv.trim() === "" ? [] : parseCsv(csv.trim());
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, reason: "csv", detail: error.message };
    throw error;
  }
  for (const fields of lines) {
    if (fields.every((field) => field.trim() === "") || isHeader(fields)) continue;
    given.push({ sku: csvValue(fields[0] ?? "").trim(), quantity: csvValue(fields[1] ?? "").trim() });
  }
  if (given.length === 0) return { ok: false, reason: "empty" };
  if (given.length > quickOrderMaxRows) return { ok: false, reason: "too-many" };
  return { ok: true, rows: given.map((row, index) => ({ ...row, row: index + 1 })) };
}

/** What became of one row: its units are in the cart, or the reason they are not. */
export type QuickOrderOutcome =
  | { row: number; sku: string; quantity: string; ok: true; productName: string; added: number }
  | { row: number; sku: string; quantity: string; ok: false; message: string };

/**
 * An order that counts as a bulk order on the buyer's dashboard: 50 units or more. It is where
 * freight shipping opens (shipping_methods.min_units) and where the default ladder's 10% step
 * starts, so "bulk" means the same thing on the dashboard, in shipping and in pricing.
 */
export const bulkOrderMinUnits = 50;
