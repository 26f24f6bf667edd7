import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { vendorCreatedProductPath, vendorProductsPath } from "#common/seller-paths";
import { maxProductImages } from "#common/request-limits";
import { blankProductInput, productInputFromForm } from "#common/vendor-products";
import { createProduct } from "#server/modules/catalog/create-product";
import { vendorProductFormOptions } from "#server/modules/catalog/vendor-products.queries";
import { redirect } from "react-router";
import { ProductForm } from "~/components/vendor-products/product-form";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorProductsTexts, languageOfPage(matches)).newTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/products/new: the form to add a product, saved as a draft unless the vendor lists it. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireVendor(context);
  return { options: await vendorProductFormOptions(ctx(context).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const input = productInputFromForm(form);
  try {
    const { id } = await createProduct(db, {
      vendorId: store.id,
      media,
      client,
      input,
      files: form.getAll("images"),
    });
    return redirect(vendorCreatedProductPath(id));
  } catch (error) {
    return actionFailure(error, {
      extra: { input },
      unexpected: { logger, context: { vendorId: store.id } },
    });
  }
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(vendorProductsTexts);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.newTitle}</h1>
      <ProductForm
        fields={blankProductInput}
        options={loaderData.options}
        result={actionData}
        submitLabel={texts.create}
        listPath={vendorProductsPath}
        roomForImages={maxProductImages}
        version="new"
      />
    </div>
  );
}
