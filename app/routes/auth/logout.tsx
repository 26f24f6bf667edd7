import { signOut } from "#server/modules/identity/sign-out";
import { redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/logout";

/** Signing out is a POST only, so a link or an image on another site cannot sign anyone out. */
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, actor, client } = ctx(context);
  const result = await signOut(db, { auth, headers: request.headers, actor, client });
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", setFlashCookie("logged-out"));
  return redirect("/", { headers });
}
