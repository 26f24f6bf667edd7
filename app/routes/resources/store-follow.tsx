import { loginPathFor, storesPath, vendorStorePath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import type { ActionFailure } from "#common/action-failure";
import { messages } from "#common/messages";
import { AppError, isAppError } from "#server/lib/errors";
import { followStore } from "#server/modules/vendors/follow-store";
import { unfollowStore } from "#server/modules/vendors/unfollow-store";
import { data, redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/store-follow";

export type StoreFollowResult =
  { ok: true; following: boolean; followerCount: number; message: string } | ActionFailure;

/**
 * Follow Store's target (intent follow or unfollow). The button's script asks for JSON
 * (`respond=json`); a plain form post (no JavaScript) is redirected back with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, logger } = ctx(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const vendorId = String(form.get("vendorId") ?? "");
  const wantsJson = form.get("respond") === "json";
  const returnTo =
    safeReturnPath(String(form.get("returnTo") ?? "")) ?? (vendorId ? vendorStorePath(vendorId) : storesPath);

  if (!actor) {
    if (!wantsJson) throw redirect(loginPathFor(returnTo));
    return actionFailure(new AppError("UNAUTHENTICATED", { message: messages.auth.loginRequiredShort }));
  }
  if ((intent !== "follow" && intent !== "unfollow") || !vendorId) {
    return actionFailure(new AppError("VALIDATION", { message: messages.store.followFailed }));
  }

  try {
    const result =
      intent === "follow"
        ? await followStore(db, { actor, vendorId })
        : await unfollowStore(db, { actor, vendorId });
    if (!wantsJson)
      return redirect(returnTo, {
        headers: { "Set-Cookie": setFlashCookie(result.following ? "store-followed" : "store-unfollowed") },
      });
    return data<StoreFollowResult>({
      ok: true,
      ...result,
      message: result.following ? messages.store.followed : messages.store.unfollowed,
    });
  } catch (error) {
    if (!wantsJson) {
      if (!isAppError(error)) logger.error({ err: error, vendorId, intent }, "store follow update failed");
      return redirect(returnTo, { headers: { "Set-Cookie": setFlashCookie("store-follow-failed") } });
    }
    return actionFailure(error, {
      unexpected: { message: messages.store.followFailed, logger, context: { vendorId, intent } },
    });
  }
}
