import { expiredSessionCookies } from "#server/modules/identity/session-cookie";
import { signOut } from "#server/modules/identity/sign-out";
import { redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/logout";

/** Signing out is a POST only, so a link or an image on another site cannot sign anyone out. */
export async function loader() {
  return redirect("/");
}

/**
 * When the server cannot end the session (database down), the browser's cookies are still
 * cleared, and the person is told they are logged out here only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, actor, client, logger } = ctx(context);
  const headers = new Headers();
  try {
    const result = await signOut(db, { auth, headers: request.headers, actor, client });
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", setFlashCookie("logged-out"));
  } catch (error) {
    logger.error({ err: error }, "sign-out failed; clearing the browser session only");
    for (const cookie of expiredSessionCookies(request.headers.get("cookie") ?? undefined))
      headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", setFlashCookie("logout-failed"));
  }
  return redirect("/", { headers });
}
