import { loginPathFor, productPath } from "#common/paths";
import type { ActionFailure } from "#common/action-failure";
import { messages } from "#common/messages";
import { isAppError } from "#server/lib/errors";
import {
  deleteProductDocument,
  uploadProductDocument,
} from "#server/modules/product-documents/upload-product-document";
import { data, redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx, formValues } from "~/lib/route-context.server";
import type { Route } from "./+types/product-documents";

export type ProductDocumentsResult = { ok: true; message: string } | ActionFailure;

/**
 * The product's vendor adds (intent "upload") or removes (intent "delete") a document. The Documents
 * tab's script asks for JSON (`respond=json`) and reloads the page data; a plain form post is sent
 * back to the tab with a notice.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor, media, logger, client } = ctx(context);
  const returnTo = `${productPath(params.productId)}?documents#documents`;
  if (!actor) throw redirect(loginPathFor(returnTo));
  const form = await request.formData();
  const wantsJson = form.get("respond") === "json";
  const intent = form.get("intent");
  try {
    if (intent === "upload") {
      await uploadProductDocument(db, {
        actor,
        media,
        client,
        productId: params.productId,
        name: form.get("name"),
        file: form.get("file"),
      });
    } else if (intent === "delete") {
      await deleteProductDocument(db, {
        actor,
        media,
        productId: params.productId,
        documentId: form.get("documentId"),
      });
    } else {
      return data<ProductDocumentsResult>(
        { ok: false, code: "VALIDATION", message: messages.errors.unexpected, values: {} },
        { status: 400 },
      );
    }
    const message = intent === "upload" ? messages.documents.uploaded : messages.documents.removed;
    if (!wantsJson)
      return redirect(returnTo, {
        headers: {
          "Set-Cookie": setFlashCookie(intent === "upload" ? "document-uploaded" : "document-removed"),
        },
      });
    return data<ProductDocumentsResult>({ ok: true, message });
  } catch (error) {
    if (!wantsJson) {
      if (!isAppError(error))
        logger.error({ err: error, productId: params.productId, intent }, "product document change failed");
      return redirect(returnTo, { headers: { "Set-Cookie": setFlashCookie("document-failed") } });
    }
    return actionFailure(error, {
      values: formValues(form, ["name"]),
      unexpected: { message: messages.documents.failed, logger },
    });
  }
}
