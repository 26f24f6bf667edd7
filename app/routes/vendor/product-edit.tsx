import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { messages } from "#common/messages";
import { maxProductImages } from "#common/request-limits";
import { productInputFromForm } from "#common/vendor-products";
import { moveProductImage } from "#server/modules/catalog/move-product-image";
import { removeProductImage } from "#server/modules/catalog/remove-product-image";
import { updateProduct } from "#server/modules/catalog/update-product";
import { vendorProductForm, vendorProductFormOptions } from "#server/modules/catalog/vendor-products.queries";
import { data } from "react-router";
import {
  ProductForm,
  ProductImagesManager,
  ProductSectionNav,
  ViewAsBuyerLink,
} from "~/components/vendor-products/product-form";
import { FormError, FormSuccess } from "~/components/ui/field";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
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

const imageMoves = { "image-up": "up", "image-down": "down", "image-main": "main" } as const;

/** Saves the form (intent "save"), or moves or removes one picture (its own small forms). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const texts = vendorProductsTexts.en;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const productId = params.productId;
  const imageId = String(form.get("imageId") ?? "");
  if (intent in imageMoves || intent === "image-remove") {
    try {
      if (intent === "image-remove") {
        await removeProductImage(db, { vendorId: store.id, media, productId, imageId });
        return { ok: true as const, scope: "images" as const, message: texts.imageRemoved };
      }
      const move = imageMoves[intent as keyof typeof imageMoves];
      await moveProductImage(db, { vendorId: store.id, productId, imageId, move });
      return { ok: true as const, scope: "images" as const, message: texts.imageMoved };
    } catch (error) {
      return actionFailure(error, { extra: { scope: "images" as const }, unexpected: { logger } });
    }
  }
  const input = productInputFromForm(form);
  try {
    await updateProduct(db, {
      vendorId: store.id,
      media,
      client,
      productId,
      input,
      files: form.getAll("images"),
    });
    return { ok: true as const, scope: "form" as const, message: texts.saved };
  } catch (error) {
    return actionFailure(error, {
      extra: { scope: "form" as const, input },
      unexpected: { logger, context: { productId } },
    });
  }
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(vendorProductsTexts);
  const { product, options, created } = loaderData;
  const imagesResult = actionData?.scope === "images" ? actionData : undefined;
  const formResult = actionData?.scope === "form" ? actionData : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.editTitle(product.name)}</h1>
        {product.status === "listed" ? <ViewAsBuyerLink productId={product.id} /> : null}
      </div>
      <ProductSectionNav productId={product.id} />
      {product.moderationReason ? (
        <section aria-labelledby="held-title" className="rounded-md border bg-muted px-4 py-3 text-sm">
          <h2 id="held-title" className="font-semibold">
            {texts.heldBadge}
          </h2>
          <p className="mt-1">{texts.heldReason(product.moderationReason)}</p>
          <p className="mt-1">{texts.heldNote}</p>
        </section>
      ) : null}
      {created && !actionData ? <FormSuccess message={texts.created} /> : null}
      <section aria-labelledby="pictures-title" className="space-y-3">
        <h2 id="pictures-title" className="text-lg font-semibold">
          {texts.images}
        </h2>
        {imagesResult?.ok ? <FormSuccess message={imagesResult.message} /> : null}
        <FormError message={imagesResult && !imagesResult.ok ? imagesResult.message : undefined} />
        <ProductImagesManager images={product.images} />
      </section>
      <ProductForm
        fields={product.fields}
        options={options}
        result={formResult}
        submitLabel={texts.save}
        roomForImages={maxProductImages - product.images.length}
        version={String(product.updatedAt)}
      />
    </div>
  );
}
