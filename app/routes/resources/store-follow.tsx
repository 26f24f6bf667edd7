import { loginPathFor, storesPath, vendorStorePath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import { messages } from "#common/messages";
import { isAppError } from "#server/lib/errors";
import { followStore } from "#server/modules/vendors/follow-store";
import { unfollowStore } from "#server/modules/vendors/unfollow-store";
import { data, redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/store-follow";

export type StoreFollowResult =
  | { ok: true; following: boolean; followerCount: number; message: string }
  | { ok: false; message: string; loginRequired?: boolean };

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
    return data<StoreFollowResult>(
      { ok: false, message: messages.auth.loginRequiredShort, loginRequired: true },
      { status: 401 },
    );
  }
  if ((intent !== "follow" && intent !== "unfollow") || !vendorId) {
    return data<StoreFollowResult>({ ok: false, message: messages.store.followFailed }, { status: 400 });
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
    if (!isAppError(error)) logger.error({ err: error, vendorId, intent }, "store follow update failed");
    if (!wantsJson)
      return redirect(returnTo, { headers: { "Set-Cookie": setFlashCookie("store-follow-failed") } });
    const message =
      isAppError(error) && error.code !== "INTERNAL" ? error.message : messages.store.followFailed;
    return data<StoreFollowResult>(
      { ok: false, message },
      { status: isAppError(error) ? error.status : 500 },
    );
  }
}
