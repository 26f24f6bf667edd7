import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { pageParam } from "#common/paging";
import { productListFilters } from "#common/vendor-products";
import { deleteProducts } from "#server/modules/catalog/delete-products";
import { importProductsCsv } from "#server/modules/catalog/import-products-csv";
import { setProductsListing } from "#server/modules/catalog/set-products-listing";
import { listVendorProducts, vendorProductNames } from "#server/modules/catalog/vendor-products.queries";
import { data } from "react-router";
import { type ProductListActionResult, VendorProductList } from "~/components/vendor-products/product-list";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorProductsTexts, languageOfPage(matches)).listMetaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/products: the vendor's own products, 20 a page, by name or SKU and status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const params = new URL(request.url).searchParams;
  const filter = productListFilters.find((candidate) => candidate === params.get("status"));
  const search = (params.get("q") ?? "").slice(0, 100);
  return {
    filter: filter ?? null,
    search,
    page: await listVendorProducts(db, {
      vendorId: store.id,
      search,
      filter,
      page: pageParam(params.get("page")),
    }),
  };
}

const bulkIntents = ["list", "unlist", "delete", "confirm-delete", "import"];

/**
 * Bulk actions on the selected rows (list, unlist; delete asks first and then deletes the ones never
 * ordered) and the CSV import, told apart by `intent`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, logger } = ctx(context);
  const { actor, store } = await requireVendor(context);
  const texts = vendorProductsTexts.en;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const productIds = form.getAll("productId");
  if (!bulkIntents.includes(intent)) throw data(null, { status: 400 });
  try {
    switch (intent) {
      case "list":
      case "unlist": {
        const { changed } = await setProductsListing(db, {
          vendorId: store.id,
          productIds,
          listed: intent === "list",
        });
        return {
          ok: true,
          message: (intent === "list" ? texts.listed : texts.unlisted)(changed),
        } satisfies ProductListActionResult;
      }
      case "delete":
        return {
          ok: "confirm-delete",
          products: await vendorProductNames(db, { vendorId: store.id, productIds }),
        } satisfies ProductListActionResult;
      case "confirm-delete": {
        const { deleted, refused } = await deleteProducts(db, {
          vendorId: store.id,
          actor,
          media,
          productIds,
        });
        return { ok: true, message: texts.deleted(deleted), refused } satisfies ProductListActionResult;
      }
      case "import": {
        const result = await importProductsCsv(db, { vendorId: store.id, actor, file: form.get("file") });
        if (!result.ok)
          return data(
            {
              ok: false,
              importErrors: result.errors,
              message: texts.importErrorsTitle,
            } satisfies ProductListActionResult,
            { status: 400 },
          );
        return {
          ok: true,
          message: texts.imported(result.created, result.updated),
        } satisfies ProductListActionResult;
      }
    }
  } catch (error) {
    return actionFailure(error, { unexpected: { logger, context: { vendorId: store.id, intent } } });
  }
}

export default function VendorProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VendorProductList
      page={loaderData.page}
      filter={loaderData.filter}
      search={loaderData.search}
      result={actionData as ProductListActionResult | undefined}
    />
  );
}
