import { safeReturnPath } from "#common/access";
import { loginPath } from "#common/paths";
import { messages } from "#common/messages";
import { dashboardPathFor } from "#common/roles";
import { redirect } from "react-router";
import { LinkProblem } from "~/components/auth/link-problem";
import { setFlashCookie } from "~/lib/flash";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = () => pageMeta("Confirm your email", undefined, { noindex: true });

/**
 * The confirmation link verifies the address, signs the person in and lands here; we send them
 * on to where they signed up for (`?redirect=`, a same-site path only) or to their dashboard. A used
 * or expired link arrives with ?error=….
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  const query = new URL(request.url).searchParams;
  const failed = query.has("error");
  if (actor && !failed)
    throw redirect(safeReturnPath(query.get("redirect")) ?? dashboardPathFor(actor.role), {
      headers: { "Set-Cookie": setFlashCookie("email-confirmed") },
    });
  if (!failed) throw redirect(loginPath);
  return null;
}

export default function Callback() {
  return (
    <LinkProblem
      title="Confirmation link not valid"
      message={messages.auth.confirmLinkInvalid}
      to={loginPath}
      action="Go to sign in"
    />
  );
}
