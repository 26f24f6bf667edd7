import { vendorProductsCsv } from "#server/modules/catalog/products-csv.queries";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/products-csv";

/** /vendor/products/export.csv: every product of the vendor's store, in the columns the import reads. */
export async function loader({ context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const csv = await vendorProductsCsv(ctx(context).db, { vendorId: store.id });
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names with accents, ₦).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
