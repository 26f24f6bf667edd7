import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { productInputFromForm } from "#common/vendor-products";
import { moveProductImage } from "#server/modules/catalog/move-product-image";
import type { ProductEditor } from "#server/modules/catalog/product-editor";
import { removeProductImage } from "#server/modules/catalog/remove-product-image";
import { updateProduct } from "#server/modules/catalog/update-product";
import type { RouterContextProvider } from "react-router";
import { actionFailure } from "./action-failure.server";
import { ctx } from "./route-context.server";

const imageMoves = { "image-up": "up", "image-down": "down", "image-main": "main" } as const;

/**
 * The product edit page's posts, for the vendor's page and the back office's alike: save the form
 * (intent "save"), or move or remove one picture (its own small forms). `editor` is who acts, as the
 * page's session says (the vendor's store, or the admin); the catalog commands scope every change
 * by it.
 */
export async function productEditAction({
  request,
  context,
  editor,
  productId,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  editor: ProductEditor;
  productId: string;
}) {
  const { db, media, client, logger } = ctx(context);
  const texts = vendorProductsTexts.en;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const imageId = String(form.get("imageId") ?? "");
  if (intent in imageMoves || intent === "image-remove") {
    try {
      if (intent === "image-remove") {
        await removeProductImage(db, { ...editor, media, productId, imageId, ipAddress: client.ip });
        return { ok: true as const, scope: "images" as const, message: texts.imageRemoved };
      }
      const move = imageMoves[intent as keyof typeof imageMoves];
      await moveProductImage(db, { ...editor, productId, imageId, move, ipAddress: client.ip });
      return { ok: true as const, scope: "images" as const, message: texts.imageMoved };
    } catch (error) {
      return actionFailure(error, { extra: { scope: "images" as const }, unexpected: { logger } });
    }
  }
  const input = productInputFromForm(form);
  try {
    await updateProduct(db, { ...editor, media, client, productId, input, files: form.getAll("images") });
    return { ok: true as const, scope: "form" as const, message: texts.saved };
  } catch (error) {
    return actionFailure(error, {
      extra: { scope: "form" as const, input },
      unexpected: { logger, context: { productId } },
    });
  }
}
