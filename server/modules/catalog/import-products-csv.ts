import { CsvError, csvValue, parseCsv } from "#common/csv";
import { messages } from "#common/messages";
import { maxUploadBytes } from "#common/request-limits";
import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { recordAudit } from "../audit/record-audit";
import { checkProductInput, productReferenceData, type ProductValues } from "./product-input";
import { columnOfField, productCsvColumns, productInputOfRow, type ProductCsvColumn } from "./products-csv";
import { productColumns, slugOf } from "./vendor-product-rows";

const m = messages.vendorProducts;

/** Products one file may carry (a bigger catalogue imports in several files). */
export const maxImportRows = 1000;

export interface ImportRowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  field: string;
  message: string;
}

export type ImportResult =
  { ok: true; created: number; updated: number } | { ok: false; errors: ImportRowError[] };

function fileError(message: string): AppError {
  return new AppError("VALIDATION", { fieldErrors: { file: message } });
}

/** The file's rows under their header; a VALIDATION error (field `file`) when it cannot be read. */
async function readRows(file: unknown): Promise<{ header: string[]; rows: string[][] }> {
  if (!(file instanceof File) || file.size === 0) throw fileError(m.csvMissing);
  if (file.size > maxUploadBytes) throw fileError(messages.errors.fileTooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw fileError(m.csvNotText);
  }
  let parsed: string[][];
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw fileError(m.csvUnreadable(error.message));
    throw error;
  }
  const [header = [], ...rows] = parsed;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = productCsvColumns.filter((column) => !names.includes(column));
  if (missing.length) throw fileError(m.csvMissingColumns(missing.join(", ")));
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) throw fileError(m.csvNoRows);
  if (filled.length > maxImportRows) throw fileError(m.csvTooManyRows(maxImportRows));
  return { header: names, rows };
}

/**
 * A vendor imports a products file (the export's columns): a row whose SKU the vendor already uses
 * updates that product, a new SKU adds one. Every row is checked first and every problem reported
 * (row, column, message); then all rows are written in one transaction, or none when any is wrong.
 * Category counts, the search text and the sitemap follow through the products table as for the
 * form. Another vendor's SKUs are never touched: SKUs are looked up within the vendor only.
 */
export async function importProductsCsv(
  db: Db,
  { vendorId, actor, file }: { vendorId: string; actor: Actor; file: unknown },
): Promise<ImportResult> {
  const { header, rows } = await readRows(file);
  const cellOf = (row: string[]) => (column: ProductCsvColumn) => csvValue(row[header.indexOf(column)] ?? "");
  const inputs = rows
    .map((row, index) => ({ rowNumber: index + 2, input: productInputOfRow(cellOf(row)), row }))
    .filter(({ row }) => row.some((cell) => cell.trim() !== ""));
  const known = await productReferenceData(db, {
    categoryBy: "slug",
    categoryKeys: inputs.map(({ input }) => input.category),
    countryCodes: inputs.map(({ input }) => input.countryOfOrigin),
  });

  const errors: ImportRowError[] = [];
  const checked: { rowNumber: number; values: ProductValues }[] = [];
  const firstRowOfSku = new Map<string, number>();
  for (const { rowNumber, input } of inputs) {
    const result = checkProductInput(input, known);
    if (result.fieldErrors) {
      for (const [field, message] of Object.entries(result.fieldErrors))
        errors.push({
          row: rowNumber,
          field: columnOfField[field] ?? field,
          message: field === "category" ? m.csvCategoryUnknown : message,
        });
      continue;
    }
    const sku = result.values.sku;
    if (firstRowOfSku.has(sku)) {
      errors.push({ row: rowNumber, field: "sku", message: m.csvDuplicateSku });
      continue;
    }
    firstRowOfSku.set(sku, rowNumber);
    checked.push({ rowNumber, values: result.values });
  }
  if (errors.length) return { ok: false, errors };

  return db.transaction(async (tx) => {
    const skus = checked.map(({ values }) => values.sku);
    const existing = await tx
      .select({ id: products.id, sku: products.sku, heldReason: products.moderationReason })
      .from(products)
      .where(and(eq(products.vendorId, vendorId), inArray(products.sku, skus)))
      .orderBy(products.id)
      .for("update");
    const idOfSku = new Map(existing.map((row) => [row.sku, row.id]));
    // A product the marketplace unlisted cannot be listed by its vendor, from a file either.
    const heldReasonOfSku = new Map(existing.map((row) => [row.sku, row.heldReason]));
    const held = checked.flatMap(({ rowNumber, values }) => {
      const reason = values.status === "listed" ? heldReasonOfSku.get(values.sku) : null;
      return reason
        ? [{ row: rowNumber, field: "status", message: messages.adminCatalog.heldByMarketplace(reason) }]
        : [];
    });
    if (held.length) return { ok: false as const, errors: held };
    const added = checked.filter(({ values }) => !idOfSku.has(values.sku));
    for (const { values } of checked) {
      const id = idOfSku.get(values.sku);
      if (id)
        await tx
          .update(products)
          .set(productColumns(values))
          .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
    }
    if (added.length)
      await tx.insert(products).values(
        added.map(({ values }) => ({
          id: newId("prd"),
          vendorId,
          slug: slugOf(values.name),
          ...productColumns(values),
        })),
      );
    const result = { created: added.length, updated: checked.length - added.length };
    await recordAudit(tx, {
      action: "vendor.products.import",
      resource: `vendor:${vendorId}`,
      userId: actor.userId,
      details: result,
    });
    return { ok: true as const, ...result };
  });
}
