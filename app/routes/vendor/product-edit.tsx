import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { messages } from "#common/messages";
import { vendorProductsPath } from "#common/seller-paths";
import { vendorProductForm, vendorProductFormOptions } from "#server/modules/catalog/vendor-products.queries";
import { data } from "react-router";
import {
  ProductEditSections,
  ProductSectionNav,
  ViewAsBuyerLink,
} from "~/components/vendor-products/product-form";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { productEditAction } from "~/lib/product-edit-action.server";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const texts = pageTextsFor(vendorProductsTexts, languageOfPage(matches));
  return pageMeta(loaderData ? texts.editTitle(loaderData.product.name) : texts.notFound, undefined, {
    noindex: true,
  });
};

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/products/:productId: the vendor's form for one of its own products; anyone else's is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const [product, options] = await Promise.all([
    vendorProductForm(db, { vendorId: store.id, productId: params.productId }),
    vendorProductFormOptions(db),
  ]);
  if (!product) throw data({ message: messages.vendorProducts.productNotFound }, { status: 404 });
  return { product, options, created: new URL(request.url).searchParams.has("created") };
}

/** Saves the form (intent "save"), or moves or removes one picture, always on the vendor's own product. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { store } = await requireVendor(context);
  return productEditAction({ request, context, editor: { vendorId: store.id }, productId: params.productId });
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(vendorProductsTexts);
  const { product } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.editTitle(product.name)}</h1>
        {product.status === "listed" ? <ViewAsBuyerLink productId={product.id} /> : null}
      </div>
      <ProductSectionNav productId={product.id} />
      <ProductEditSections
        product={product}
        options={loaderData.options}
        created={loaderData.created}
        result={actionData}
        listPath={vendorProductsPath}
        heldNote={texts.heldNote}
      />
    </div>
  );
}
