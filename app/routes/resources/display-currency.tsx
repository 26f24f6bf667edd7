import { safeReturnPath } from "#common/access";
import { isAppError } from "#server/lib/errors";
import { checkedDisplayCurrency, displayCurrencyCookie } from "#server/modules/settings/shown-prices";
import { redirect } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/display-currency";

/**
 * The header's currency picker (multi-currency; 404 while the flag is off): keeps the chosen currency
 * in a cookie and goes back to the page it was chosen on, whose prices then show in it. A currency
 * that is not offered changes nothing and says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = ctx(context);
  const form = await request.formData();
  const returnTo = safeReturnPath(String(form.get("returnTo") ?? "")) ?? "/";
  try {
    const currency = await checkedDisplayCurrency(db, { currency: form.get("currency") });
    const secure = env.APP_URL.startsWith("https://");
    return redirect(returnTo, { headers: { "Set-Cookie": displayCurrencyCookie(currency, { secure }) } });
  } catch (error) {
    if (!isAppError(error) || error.code !== "VALIDATION") notFoundAsResponse(error);
    return redirect(returnTo, { headers: { "Set-Cookie": setFlashCookie("currency-not-offered") } });
  }
}
