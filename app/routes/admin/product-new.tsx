import { adminProductsTexts } from "#common/i18n/admin-products";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { adminProductEditPath, adminProductsPath } from "#common/paths";
import { maxProductImages } from "#common/request-limits";
import { blankProductInput, productInputFromForm } from "#common/vendor-products";
import { vendorChoices } from "#server/modules/catalog/admin-products.queries";
import { createProduct } from "#server/modules/catalog/create-product";
import { vendorProductFormOptions } from "#server/modules/catalog/vendor-products.queries";
import { Link, redirect } from "react-router";
import { ProductForm } from "~/components/vendor-products/product-form";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminProductsTexts.en.newTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/products/create (admins only): the vendor's product form with a choice of store first. The
 * same command as the vendor's saves it; it looks the chosen store up and records the admin's act.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const [options, vendors] = await Promise.all([vendorProductFormOptions(db), vendorChoices(db)]);
  return { options, vendors };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, media, client, logger } = ctx(context);
  const form = await request.formData();
  const input = productInputFromForm(form);
  const vendor = String(form.get("vendor") ?? "");
  try {
    const { id } = await createProduct(db, {
      admin: actor,
      vendorChoice: vendor,
      media,
      client,
      input,
      files: form.getAll("images"),
    });
    return redirect(adminProductEditPath(id, { created: true }));
  } catch (error) {
    return actionFailure(error, {
      values: { vendor },
      extra: { input },
      unexpected: { logger, context: { vendor } },
    });
  }
}

export default function AdminNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminProductsTexts);
  const formTexts = usePageTexts(vendorProductsTexts);
  return (
    <div className="space-y-6">
      <Link to={adminProductsPath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.newTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{texts.newIntro}</p>
      </div>
      <ProductForm
        fields={blankProductInput}
        options={loaderData.options}
        result={actionData}
        submitLabel={formTexts.create}
        listPath={adminProductsPath}
        roomForImages={maxProductImages}
        version="new"
        vendorChoice={{ label: texts.vendor, placeholder: texts.chooseVendor, vendors: loaderData.vendors }}
      />
    </div>
  );
}
