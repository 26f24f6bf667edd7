import { adminProductsTexts } from "#common/i18n/admin-products";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { messages } from "#common/messages";
import { adminProductsPath } from "#common/paths";
import { adminProductForm } from "#server/modules/catalog/admin-products.queries";
import { vendorProductFormOptions } from "#server/modules/catalog/vendor-products.queries";
import { data, Link } from "react-router";
import { ProductEditSections, ViewAsBuyerLink } from "~/components/vendor-products/product-form";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { productEditAction } from "~/lib/product-edit-action.server";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? vendorProductsTexts.en.editTitle(loaded.product.name) : messages.adminCatalog.productNotFound,
    undefined,
    { noindex: true },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/products/:id/edit (admins only): any vendor's product in the vendor's own editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const [product, options] = await Promise.all([
    adminProductForm(db, { productId: params.id }),
    vendorProductFormOptions(db),
  ]);
  if (!product) throw data({ message: messages.adminCatalog.productNotFound }, { status: 404 });
  return { product, options, created: new URL(request.url).searchParams.has("created") };
}

/**
 * The vendor's editor's posts, as the admin: the commands take the store from the product itself
 * and record each change with the admin's id in the activity log.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  return productEditAction({ request, context, editor: { admin: actor }, productId: params.id });
}

export default function AdminEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminProductsTexts);
  const formTexts = usePageTexts(vendorProductsTexts);
  const { product } = loaderData;
  return (
    <div className="space-y-6">
      <Link to={adminProductsPath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{formTexts.editTitle(product.name)}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{texts.soldBy(product.vendor.name)}</p>
        </div>
        {product.status === "listed" ? <ViewAsBuyerLink productId={product.id} /> : null}
      </div>
      <ProductEditSections
        product={product}
        options={loaderData.options}
        created={loaderData.created}
        result={actionData}
        listPath={adminProductsPath}
        heldNote={texts.heldNote}
      />
    </div>
  );
}
