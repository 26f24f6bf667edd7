import { loginPathFor, productPath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import type { ActionFailure } from "#common/action-failure";
import { messages } from "#common/messages";
import { AppError, isAppError } from "#server/lib/errors";
import { addToWishlist } from "#server/modules/wishlist/add-to-wishlist";
import { removeFromWishlist } from "#server/modules/wishlist/remove-from-wishlist";
import { countWishlist, getWishlistPreview } from "#server/modules/wishlist/wishlist.queries";
import { data, redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/wishlist";

export type WishlistPreview = { items: Awaited<ReturnType<typeof getWishlistPreview>>; count: number };

/** The floating wishlist panel's content: up to 5 saved products, newest first, and how many there are. */
export async function loader({ context }: Route.LoaderArgs): Promise<WishlistPreview> {
  const { db, actor } = ctx(context);
  if (!actor) return { items: [], count: 0 };
  const [items, count] = await Promise.all([getWishlistPreview(db, { actor }), countWishlist(db, { actor })]);
  return { items, count };
}

/**
 * The change asked for: a product card's heart names it in the pressed button (`add=<id>` or
 * `remove=<id>`, submitting its grid's shared form); other hearts send `intent` and `productId`.
 */
function wishlistChange(form: FormData): { intent: string; productId: string } {
  for (const intent of ["add", "remove"] as const) {
    const productId = form.get(intent);
    if (typeof productId === "string") return { intent, productId };
  }
  return { intent: String(form.get("intent") ?? ""), productId: String(form.get("productId") ?? "") };
}

export type WishlistToggleResult = { ok: true; inWishlist: boolean; message: string } | ActionFailure;

/**
 * The wishlist heart's target (intent add or remove). The heart's script asks for JSON
 * (`respond=json`); a plain form post (no JavaScript) is redirected back with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, logger } = ctx(context);
  const form = await request.formData();
  const { intent, productId } = wishlistChange(form);
  const wantsJson = form.get("respond") === "json";
  const returnTo =
    safeReturnPath(String(form.get("returnTo") ?? "")) ?? (productId ? productPath(productId) : "/");

  if (!actor) {
    if (!wantsJson) throw redirect(loginPathFor(returnTo));
    return actionFailure(new AppError("UNAUTHENTICATED", { message: messages.wishlist.cardLoginToAdd }));
  }
  if ((intent !== "add" && intent !== "remove") || !productId) {
    return actionFailure(new AppError("VALIDATION", { message: messages.wishlist.cardUpdateFailed }));
  }

  try {
    const result =
      intent === "add"
        ? await addToWishlist(db, { actor, productId })
        : await removeFromWishlist(db, { actor, productId });
    const message = result.inWishlist ? messages.wishlist.added : messages.wishlist.removed;
    if (!wantsJson)
      return redirect(returnTo, {
        headers: { "Set-Cookie": setFlashCookie(result.inWishlist ? "wishlist-added" : "wishlist-removed") },
      });
    return data<WishlistToggleResult>({ ok: true, inWishlist: result.inWishlist, message });
  } catch (error) {
    if (!wantsJson) {
      if (!isAppError(error)) logger.error({ err: error, productId, intent }, "wishlist update failed");
      return redirect(returnTo, { headers: { "Set-Cookie": setFlashCookie("wishlist-failed") } });
    }
    // The heart says only that the change did not happen, whatever the reason.
    return actionFailure(error, {
      message: messages.wishlist.cardUpdateFailed,
      unexpected: { logger, context: { productId, intent } },
    });
  }
}
